/// A read-only view of a ``World``: pure queries, nothing else.
///
/// No method here can create an object, change one, send a message or move the clock, so the
/// shell, the tutor and the exporters — which only ever hold a reader — cannot change the
/// world by looking at it. Queries about an object take its id and answer nil (or an empty
/// list) for an id the world does not hold, instead of trapping.
public struct WorldReader {
  let world: World

  init(world: World) { self.world = world }

  // MARK: Objects and names

  /// Every object, indexed by ``ObjectID/raw``.
  public var records: LazyFilterSequence<[ObjectRecord]> {
    world.records.lazy.filter { !$0.isFreed }
  }
  /// The record of an object, or nil when the world holds no such object.
  public func record(_ id: ObjectID) -> ObjectRecord? {
    world.contains(id) ? world.records[id.raw] : nil
  }
  /// Whether an id names an object of this world.
  public func contains(_ id: ObjectID) -> Bool { world.contains(id) }
  /// Names bound at the prompt, by name.
  public var globals: [String: Value] { world.globals }
  /// Known classes, built-in and declared, by name.
  public var classes: [String: ClassInfo] { world.classes }
  /// Protocols the learner declared, by name.
  public var protocols: [String: ProtocolInfo] { world.protocols }
  /// A class by name, written as the sandbox or as UIKit spells it (`Label` or `UILabel`).
  public func classInfo(named name: String) -> ClassInfo? {
    world.classes[name] ?? world.classes[UIKitNames.canonicalClass(name)]
  }
  /// A protocol the learner declared, by name.
  public func protocolInfo(named name: String) -> ProtocolInfo? { world.protocols[name] }
  /// The class an object was made as, spelled as the learner wrote it (`UILabel` for an object
  /// made with `UILabel()`).
  public func writtenClassName(of id: ObjectID) -> String? {
    guard world.contains(id) else { return nil }
    let record = world.records[id.raw]
    return record.writtenClassName ?? record.className
  }
  /// The predefined notification center (`NotificationCenter.default`).
  public var notificationCenter: ObjectID { world.notificationCenter }
  /// The predefined window.
  public var window: ObjectID { world.window }
  /// The predefined application.
  public var application: ObjectID { world.application }
  /// The window's state: root, key window, first responder, device, what is on screen.
  public var windowState: WindowState { world.windowState }
  /// The simulated device.
  public var device: Device { world.device }
  /// The number of statements that have completed.
  public var statementCount: Int { world.statementCount }
  /// The logical clock.
  public var clock: Int { world.clock }
  /// What one statement may spend.
  public var budget: StatementBudget { world.budget }
  /// Whether the learner has pressed Ctrl-C (asks the front end; false when none is installed).
  public var isInterrupted: Bool { world.interruptionCheck?() ?? false }

  /// The name to show for a participant.
  public func displayName(of participant: Participant) -> String {
    if case .object(let id) = participant, !world.contains(id) { return "#\(id.raw)" }
    return world.displayName(of: participant)
  }
  /// The name to show for an object: its `let` name, `owner.view`, or `Class#n`.
  public func displayName(of id: ObjectID) -> String {
    world.contains(id) ? world.displayName(of: id) : "#\(id.raw)"
  }
  /// The name to show for an object a failure mentions: the name it had when the statement
  /// failed (the statement's rollback may have removed or renamed it since), else its name now.
  public func failureName(of id: ObjectID) -> String {
    world.failureNames[id] ?? displayName(of: id)
  }
  /// The class name and role of a participant, for a standalone ``Trace``.
  public func participantInfo(_ participant: Participant) -> ParticipantInfo? {
    if case .object(let id) = participant, !world.contains(id) { return nil }
    return world.participantInfo(participant)
  }
  /// The MVC role of a participant.
  public func role(of participant: Participant) -> MVCRole? {
    if case .object(let id) = participant, !world.contains(id) { return nil }
    return world.role(of: participant)
  }

  // MARK: The trace

  /// Every message so far, in order.
  public var trace: TraceLog { world.trace }
  /// A standalone trace of some events, with every participant they mention.
  public func standaloneTrace(_ events: some Collection<TraceEvent>) -> Trace {
    world.standaloneTrace(events)
  }

  // MARK: Classes and properties

  /// The class chain from a class up to its root.
  public func classChain(_ name: String) -> [ClassInfo] { world.classChain(name) }
  /// Whether `name` is `ancestor` or inherits from it.
  public func isClass(_ name: String, kindOf ancestor: String) -> Bool {
    world.isClass(name, kindOf: ancestor)
  }
  /// Every property of a class, inherited ones first.
  public func allProperties(of className: String) -> [PropertySchema] {
    world.allProperties(of: className)
  }
  /// The schema of one property, searching the class chain.
  /// The value class whose static methods an implicit member call (`.systemFont(ofSize:)`)
  /// reaches: the only one that has static methods.
  public static let staticMethodClass = "Font"

  /// Whether a name at the prompt is a constant (`let`).
  public func isConstant(_ name: String) -> Bool { world.constantNames.contains(name) }
  public func propertySchema(_ key: String, of className: String) -> PropertySchema? {
    world.propertySchema(key, of: className)
  }
  /// The method the learner wrote for a selector, searching the class chain.
  public func userMethod(_ selector: String, of className: String) -> MethodReference? {
    world.userMethod(selector, of: className)
  }
  /// The selectors a class has from UIKit (callbacks and built-in methods): a learner's
  /// method with one of them overrides it.
  public func builtinSelectors(ofClass className: String) -> [String] {
    world.builtinSelectors(ofClass: className)
  }
  /// The title a navigation bar shows for a controller ("" for an untitled one).
  public func navigationTitle(of controller: ObjectID) -> String {
    world.contains(controller) ? world.navigationTitle(of: controller) : ""
  }
  /// The back button's title above a controller, or nil for UIKit's "Back".
  public func backButtonTitle(below controller: ObjectID) -> String? {
    world.contains(controller) ? world.backButtonTitle(below: controller) : nil
  }
  /// The bar button items a controller's navigation item shows.
  public func barButtonItems(of controller: ObjectID) -> (left: [ObjectID], right: [ObjectID]) {
    world.contains(controller) ? world.barButtonItems(of: controller) : ([], [])
  }
  /// Who holds an object strongly: names at the prompt and objects.
  public func strongHolders(of id: ObjectID) -> [StrongHolder] {
    world.contains(id) ? world.strongHolders(of: id) : []
  }
  /// Objects alive that nothing at the prompt or in UIKit reaches: retain cycles.
  public func leakedObjects() -> [ObjectID] { world.leakedObjects() }
  /// Whether an object exists and has not been freed.
  public func isAlive(_ id: ObjectID) -> Bool { world.isAlive(id) }
  /// A closure by id (nil for one the world never made).
  public func closure(_ id: ClosureID) -> ClosureRecord? {
    id.raw >= 0 && id.raw < world.closures.count ? world.closures[id.raw] : nil
  }
  /// Whether a class (or a superclass) adopts a protocol.
  public func adopts(_ className: String, _ protocolName: String) -> Bool {
    world.adopts(className, protocolName)
  }
  /// Every property name an object answers to.
  public func propertyNames(of id: ObjectID) -> [String] {
    world.contains(id) ? world.propertyNames(of: id) : []
  }
  /// Every property name an object of a class would answer to (for an object not made yet).
  public func propertyNames(ofClass className: String) -> [String] {
    guard let info = world.classes[className] else { return [] }
    return world.allProperties(of: className).map(\.name)
      + world.computedPropertyNames(of: info.kind, className: className)
  }
  /// Reads a property without changing anything; nil when there is no such property.
  public func property(_ key: String, of id: ObjectID) -> PropertyRead? {
    world.peekProperty(key, of: id)
  }
  /// The failure a statement reading an unknown property gets (with a suggestion).
  public func unknownPropertyFailure(_ key: String, of id: ObjectID) -> RuntimeFailure {
    world.contains(id) ? world.unknownProperty(key, of: id) : .noSuchObject(id)
  }
  /// Every selector an object answers to.
  public func selectors(of id: ObjectID) -> [String] {
    world.contains(id) ? world.selectors(of: id) : []
  }
  /// Every selector an object of a class would answer to (for an object not made yet).
  public func selectors(ofClass className: String) -> [String] {
    world.selectors(ofClass: className)
  }
  /// Whether `receiver` is held weakly by the sender (its delegate).
  public func isDelegate(_ receiver: ObjectID, of sender: Participant) -> Bool {
    world.isDelegate(receiver, of: sender)
  }
  /// The kind of a value (its type, for an object its class), as failures report it.
  public func valueKind(of value: Value) -> ValueKind { world.valueKind(of: value) }
  /// Converts a value to a property's type, or nil when it does not fit.
  public func coerce(_ value: Value, to type: ValueType) -> Value? { world.coerce(value, to: type) }

  // MARK: View controllers

  /// A controller's children, in order.
  public func children(of id: ObjectID) -> [ObjectID] {
    world.contains(id) ? world.children(of: id) : []
  }
  /// A controller's last child (a navigation controller's top).
  public func lastChild(of id: ObjectID) -> ObjectID? {
    world.contains(id) ? world.lastChild(of: id) : nil
  }
  /// A tab bar controller's selected controller.
  public func selectedViewController(of tab: ObjectID) -> ObjectID? {
    world.contains(tab) ? world.selectedViewController(of: tab) : nil
  }
  /// The titles a tab bar shows, one per tab.
  public func tabTitles(of tab: ObjectID) -> [String] {
    world.contains(tab) ? world.tabTitles(of: tab) : []
  }
  /// The badges a tab bar shows, one per tab.
  public func tabBadges(of tab: ObjectID) -> [String?] {
    world.contains(tab) ? world.tabBadges(of: tab) : []
  }
  /// A tab bar controller's More navigation controller, once made.
  public func moreNavigation(of tab: ObjectID) -> ObjectID? {
    world.contains(tab) ? world.record(tab).vc.moreNavigation : nil
  }
  /// Whether the tab bar shows its first tabs and More, the others behind More.
  public func hasMoreTab(_ tab: ObjectID) -> Bool { world.contains(tab) && world.hasMoreTab(tab) }
  /// The tabs behind More, in tab order.
  public func moreTabs(of tab: ObjectID) -> [ObjectID] {
    world.contains(tab) ? world.moreTabs(of: tab) : []
  }
  /// The item of the tab bar shown selected (More's for a tab behind More).
  public func selectedTabItem(of tab: ObjectID) -> Int? {
    world.contains(tab) ? world.selectedTabItem(of: tab) : nil
  }
  /// How many items a tab bar shows at most on this device before More.
  public var tabBarItemLimit: Int { world.device.tabBarItemLimit }
  /// The tab bar controller whose More list this controller is, or nil.
  public func moreListOwner(_ id: ObjectID) -> ObjectID? {
    guard world.contains(id), world.moreList(for: id) == id,
      let more = world.record(id).vc.parent
    else { return nil }
    return world.moreOwner(of: more)
  }
  /// A navigation controller's stack, as `viewControllers` answers it.
  public func navigationStack(of nav: ObjectID) -> [ObjectID] {
    world.contains(nav) ? world.navigationStack(of: nav) : []
  }
  /// The controller on top of a navigation stack (``navigationStack(of:)``'s last), in
  /// constant time.
  public func navigationTop(of nav: ObjectID) -> ObjectID? {
    world.contains(nav) ? world.navigationTop(of: nav) : nil
  }
  /// The children `:tree` draws under a controller: a tab bar controller's tabs (a tab shown
  /// through More under the More navigation controller instead) and its More navigation
  /// controller; a navigation controller's stack.
  public func treeChildren(of id: ObjectID) -> [ObjectID] {
    guard world.contains(id) else { return [] }
    let r = world.record(id)
    if let more = r.vc.moreNavigation, world.hasMoreTab(id) {
      let shown = world.moreSelection(of: more)
      return world.children(of: id).filter { $0 != shown } + [more]
    }
    if r.vc.moreOwner != nil { return world.navigationStack(of: id) }
    return world.children(of: id)
  }
  /// A controller's parent as UIKit reports it (a tab shown through More: the More
  /// navigation controller; that one: its tab bar controller).
  public func effectiveParent(of id: ObjectID) -> ObjectID? {
    world.contains(id) ? world.effectiveParent(of: id) : nil
  }
  /// Whether a controller is a More navigation controller (it has no parent of its own).
  public func isMoreNavigation(_ id: ObjectID) -> Bool {
    world.contains(id) && world.record(id).vc.moreOwner != nil
  }
  /// The controller that hides a tab bar controller's bar (`hidesBottomBarWhenPushed`).
  public func bottomBarHider(of tab: ObjectID) -> ObjectID? { world.bottomBarHider(of: tab) }
  /// Whether a split view controller is collapsed.
  public func isCollapsed(_ split: ObjectID) -> Bool {
    world.contains(split) && world.isCollapsed(split)
  }
  /// The controller a controller presents.
  public func presentedViewController(of id: ObjectID) -> ObjectID? {
    world.contains(id) ? world.presentedViewController(of: id) : nil
  }
  /// The controller that presents a controller.
  public func presentingViewController(of id: ObjectID) -> ObjectID? {
    world.contains(id) ? world.presentingViewController(of: id) : nil
  }
  /// The children a container shows right now.
  public func displayedChildren(of id: ObjectID) -> [ObjectID] {
    world.contains(id) ? world.displayedChildren(of: id) : []
  }
  /// The controllers on screen, outermost first.
  public func visibleControllers() -> [ScreenEntry] { world.visibleControllers() }

  /// What a popover points at (nil when nothing is set, or the controller is no popover).
  public func popoverAnchor(of controller: ObjectID) -> PopoverAnchor? {
    world.contains(controller) ? world.popoverAnchor(of: controller) : nil
  }

  /// The style a presented controller shows in now (`.automatic` resolved, a popover adapted);
  /// nil when it is not presented.
  public func presentationStyle(of id: ObjectID) -> ModalPresentationStyle? {
    world.contains(id) ? world.record(id).vc.presentation?.style : nil
  }
  /// The optional delegate messages the last statement did not send, because the delegate
  /// lacks the method (UIKit asks `responds(to:)` first).
  public var unansweredMessages: [UnansweredMessage] { world.unansweredMessages }
  /// The delegate of a controller's presentation controller, if it has one.
  public func presentationDelegate(of controller: ObjectID) -> ObjectID? {
    world.contains(controller) ? world.presentationDelegate(of: controller) : nil
  }
  /// Whether a controller's view is on screen.
  public func isDisplayed(_ id: ObjectID) -> Bool { world.contains(id) && world.isDisplayed(id) }
  /// Whether a view is in the window's hierarchy.
  public func isViewInWindow(_ view: ObjectID) -> Bool {
    world.contains(view) && world.isViewInWindow(view)
  }
  /// A controller's name in UIKit's own terms, when it has no name of its own.
  public func viewControllerDisplayName(of id: ObjectID) -> String? {
    world.contains(id) ? world.viewControllerDisplayName(of: id) : nil
  }
  /// Destinations wired to their source's concrete type (advice).
  public func sourceCouplings() -> [SourceCoupling] { world.sourceCouplings() }

  // MARK: Views, layout and responders

  /// A view and its descendants, depth first, with their depth.
  public func viewsDepthFirst(from root: ObjectID) -> [(id: ObjectID, depth: Int)] {
    world.contains(root) ? world.viewsDepthFirst(from: root) : []
  }
  /// Views that have no superview and belong to no controller.
  public func topLevelViews() -> [ObjectID] { world.topLevelViews() }
  /// The frames and safe areas of everything in the window.
  public func computeLayout() -> LayoutResult { world.computeLayout() }
  /// The frontmost view under a point of the screen.
  public func hitTest(x: Double, y: Double) -> ObjectID? { world.hitTest(x: x, y: y) }
  /// The next responder of a responder.
  public func nextResponder(of id: ObjectID) -> ObjectID? {
    world.contains(id) ? world.nextResponder(of: id) : nil
  }
  /// The responder chain from a responder up to the application, with the rule of each hop.
  public func responderChain(from id: ObjectID) -> [(responder: ObjectID, hop: ResponderHop?)] {
    world.contains(id) ? world.responderChain(from: id) : []
  }
  /// Whether a view is the first responder.
  public func isFirstResponder(_ id: ObjectID) -> Bool { world.isFirstResponder(id) }
}
