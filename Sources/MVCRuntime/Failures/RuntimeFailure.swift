/// Why the simulated world refused something: a value, never text for people.
///
/// Each case carries what the message needs — the objects involved (``ObjectID``s, named by the
/// shell with the world's display names), class names, selectors and property keys (code, the
/// same in every language), types (``ValueType``), the kind of value found (``ValueKind``) and
/// numbers. The shell's `FailureText` turns a failure into words from the catalogs. A name worth
/// suggesting ("did you mean …?") travels as the `suggestion` of the cases that look a name up.
public enum RuntimeFailure: Error, Equatable, Sendable {
  // MARK: Classes, objects and properties

  /// `Contatc()`: no class has the name.
  case unknownClass(String, suggestion: String?)
  /// `Window()`: the sandbox provides the class and makes its only instance itself.
  case notInstantiable(String)
  /// `Contact("Ada")`: initializer arguments must be labelled with property names.
  case initNeedsLabels(String)
  /// An `init(…)` that ends with a property still without a value.
  case initializerLeftPropertyUnset(property: String, className: String, selector: String)
  /// `Contact(name: "Ada")` for a class whose initializers take other labels.
  case noMatchingInitializer(String, className: String, available: [String])
  /// `view.layoutIfNeeded()`: UIKit has the method; the sandbox does not simulate it.
  case notSimulated(selector: String, className: String)
  /// `tap(add)` for a bar button item no navigation bar on screen shows.
  case barButtonItemNotShown(ObjectID)
  /// `tap(ok)` for an action of an alert that is not on screen.
  case alertActionNotShown(ObjectID)
  /// `tap(field)` for a view in the window under a presented controller (an alert, a sheet, a
  /// cover): touches reach only what is on top.
  case viewCovered(ObjectID, by: ObjectID)
  /// A `deinit` that stored `self` where it outlives the deinit (in `heldBy`, or in a name at
  /// the prompt when nil): Swift's runtime stops the program ("deallocated with non-zero
  /// retain count").
  case deinitKeptSelf(ObjectID, heldBy: ObjectID?)
  /// `tap(button)` for a view in the window whose frame lies wholly outside the screen.
  case viewOffScreen(ObjectID, frame: Rect)
  /// `sheet.addTextField()` on an action sheet: UIKit raises "Text fields can only be added to
  /// an alert controller of style UIAlertControllerStyleAlert".
  case textFieldInActionSheet(ObjectID)
  /// `Contact(name: "a", name: "b")`: the same label twice.
  case duplicateArgumentLabel(String, className: String)
  /// `Label(txet: "Hi")`: the class has no settable property of the label's name.
  case unknownInitLabel(label: String, className: String, suggestion: String?)
  /// `class Window: Model { }`: a built-in class cannot be declared again.
  case builtinClassRedeclared(String)
  /// `class Contact: Model { … }` again while contacts exist, during a guided lesson.
  case classInUseRedeclared(String)
  /// An id the world does not hold (a reader was asked about it).
  case noSuchObject(ObjectID)
  /// A read that only looks (`:inspect`, completion) met an object UIKit makes on first use.
  case notYetMade(path: String, className: String)
  /// `ada.nmae`: the object's class has no such property.
  case unknownProperty(key: String, className: String, suggestion: String?)
  /// `nav.topViewController = …`: the sandbox manages the property.
  case readOnlyProperty(key: String, className: String)
  /// `p.fullName = "x"` when the learner's class gives `fullName` a getter and no setter.
  case getOnlyProperty(key: String, className: String)
  /// `ada.name = 42`: the property holds `expected` (nil when its type is unknown).
  case propertyType(key: String, className: String, expected: ValueType?, found: ValueKind)
  /// An argument of the wrong type; `argument` is its label (`_` when it has none).
  case argumentType(argument: String, expected: ValueType, found: ValueKind)

  // MARK: Messages and calls

  /// `ada.save()`: the class has no method with the selector.
  case unknownMethod(selector: String, className: String, suggestion: String?)
  /// `tpye(field, "x")`: no global function has the selector.
  case unknownFunction(String, suggestion: String?)
  /// More than `limit` messages nested inside each other: probably an endless loop.
  case tooDeep(limit: Int)
  /// The statement spent its budget of a resource (messages, steps, text, array elements).
  case budgetExceeded(StatementBudget.Resource, limit: Int)
  /// The learner pressed Ctrl-C while the statement ran.
  case interrupted
  /// A step of the world that should not fail did (a bug in the sandbox).
  case internalError(InternalStep)

  // MARK: Views, bindings and user input

  /// `view.addSubview(view)`.
  case viewOwnSuperview(ObjectID)
  /// `child.addSubview(parent)` when the child contains the parent.
  case viewCycle(ObjectID, contains: ObjectID)
  /// Binding a view that shows no value.
  case notBindable(ObjectID)
  /// The model's `key` holds a value `view` cannot show in its `property`.
  case bindingType(key: String, found: ValueKind, view: ObjectID, property: String)
  /// The view is already bound to the key.
  case alreadyBound(ObjectID, key: String)
  /// `addTarget` on something that is not a control.
  case notAControl(ObjectID)
  /// `.touchUpInsde`: no control event has the name.
  case unknownControlEvent(String, suggestion: String?)
  /// The target's class has no method for the action (or the observer's for a notification).
  case noSuchAction(selector: String, className: String, suggestion: String?)
  /// `tap(list)`: a list's rows are picked with `select(list, row:)`.
  case tapListNeedsRow(ObjectID)
  /// `type(label, "x")`: only a text field takes typing.
  case typeNeedsTextField(ObjectID)
  /// `toggle(button)`: only a switch toggles.
  case toggleNeedsSwitch(ObjectID)
  /// `select(label, row: 0)`: only a list has rows.
  case selectNeedsList(ObjectID)
  /// `select(list, row: 5)` when the list has `count` rows.
  case rowOutOfRange(row: Int, list: ObjectID, count: Int)
  /// A touch aimed at something that is not a view.
  case notAView(ObjectID)
  /// A touch aimed at a hidden view.
  case viewHidden(ObjectID)
  /// A touch aimed at a disabled or non-interactive view.
  case viewDisabled(ObjectID)
  /// `tap(label)`: a label or an image view takes no touches unless the learner enables them
  /// (the view, then the class as the learner wrote it).
  case viewNotInteractive(ObjectID, String)
  /// A touch aimed at a view whose `alpha` is below 0.01 (hit-testing passes it by).
  case viewTransparent(ObjectID, alpha: Double)

  // MARK: View properties and the values they take

  /// `label.textAlignment = .middle`: the enumeration `type` has no such case; `valid` are
  /// its cases, in UIKit's order.
  case unknownEnumCase(String, type: String, valid: [String], suggestion: String?)
  /// `stack.distribution = .equalCentering`: a case UIKit has that the sandbox does not
  /// simulate; `simulated` are the cases it does.
  case enumCaseNotSimulated(String, type: String, simulated: [String])
  /// `view.alpha = 1.5`, `label.numberOfLines = -1`, `UIFont.systemFont(ofSize: 0)`: a number
  /// outside what the property or argument `name` takes.
  case outOfRange(name: String, value: Double, range: NumberRange)
  /// `UIFont(name: "Menol", size: 12)`: the simulated device has no font of that name (UIKit
  /// would give nil).
  case unknownFontName(String, suggestion: String?)
  /// `UIColor(red: 1, green: 0, blue: 0, alpha: 1)`: the sandbox knows named colours only.
  case unnamedColor(selector: String)
  /// `CGSize(w: 1, h: 2)`: a value made with labels none of its initializers take; `forms` are
  /// the ones it has (`CGSize(width:height:)`).
  case valueInitializer(className: String, forms: [String])

  // MARK: Table views

  /// `dequeueReusableCell(withIdentifier: "Cell", for:)` with nothing registered for "Cell".
  case cellNotRegistered(identifier: String, table: ObjectID)
  /// `register("Label", forCellReuseIdentifier:)`: only a `TableViewCell` class can be.
  case notACellClass(String)
  /// The data source (first) of a table (last) lacks a method the table needs.
  case dataSourceMissingMethod(ObjectID, selector: String, table: ObjectID)
  /// The data source answered a question with the wrong kind of value.
  case dataSourceAnswer(ObjectID, selector: String, expected: ValueType, found: ValueKind)
  /// The data source answered a count below 0 or above `limit`.
  case rowCountOutOfRange(ObjectID, selector: String, count: Int, limit: Int)
  /// `tableView(_:cellForRowAt:)` gave no cell (nil, or not a `TableViewCell`); `dataSource`
  /// is nil when the table has none.
  case failedToObtainCell(ObjectID, dataSource: ObjectID?, found: ValueKind)
  /// UIKit's "Invalid update: invalid number of rows in section": after `insertRows` or
  /// `deleteRows` the data source answered `after`, not `before + inserted - deleted`.
  case invalidRowCount(
    ObjectID, section: Int, before: Int, after: Int, inserted: Int, deleted: Int)
  /// The number of sections changed during an update of rows.
  case invalidSectionCount(ObjectID, before: Int, after: Int)
  /// Inserting a row past the end of its section after the update (`count` rows), or
  /// deleting one the section did not have before it.
  case rowUpdateOutOfRange(ObjectID, row: Int, section: Int, isInsertion: Bool, count: Int)
  /// A table that has not asked its data source for rows yet (it is not on screen).
  case tableNotLoaded(ObjectID)
  /// A section the table does not have (it has `count`).
  case sectionOutOfRange(section: Int, table: ObjectID, count: Int)
  /// `IndexPath(…)` with other labels than `row:` and `section:`.
  case indexPathInitializer

  // MARK: View controller containment

  /// `vc.addChild(vc)`.
  case ownChild(ObjectID)
  /// The child already contains the parent (as parent or presenter).
  case ancestorChild(ObjectID, parent: ObjectID)
  /// A presented controller cannot become a child.
  case presentedChild(ObjectID)
  /// The window's root cannot become a child.
  case windowRootChild(ObjectID)
  /// The child belongs to a container that manages its children itself.
  case childOfContainer(ObjectID, container: ObjectID)
  /// `addChild(_:)` or `removeFromParent()` on a container that manages its children.
  case builtinContainer(ObjectID)
  /// `didMove(toParent: given)` when the parent is `actual` (nil: no parent).
  case didMoveMismatch(ObjectID, given: ObjectID?, actual: ObjectID?)
  /// A learner's `loadView()` ended without setting `view` (nor calling `super.loadView()`).
  case loadViewSetNoView(ObjectID)
  /// `view = root` in `loadView()` with a view that is already another controller's view.
  case rootViewTaken(ObjectID, owner: ObjectID)
  /// A child's view put inside the view of `owner` instead of its parent's.
  case hierarchyInconsistency(ObjectID, parent: ObjectID, owner: ObjectID)
  /// `container.transition(from:to:…)` when `from` and `to` are not both children of the
  /// receiver (UIKit raises `NSInvalidArgumentException`).
  case transitionNeedsCommonParent(from: ObjectID, to: ObjectID, receiver: ObjectID)
  /// `container.transition(from:to:…)` on a container that forwards appearance by hand
  /// (`shouldAutomaticallyForwardAppearanceMethods` is false; `NSInvalidArgumentException`).
  case transitionForwardsByHand(ObjectID)

  // MARK: Navigation, tabs and split views

  /// The controller is on the navigation controller's stack already.
  case alreadyOnStack(ObjectID, navigation: ObjectID)
  /// Pushing a navigation controller.
  case pushNavigationController(ObjectID)
  /// Pushing a tab bar controller.
  case pushTabBarController(ObjectID)
  /// Popping back to a controller that is not on the stack.
  case notOnStack(ObjectID, navigation: ObjectID)
  /// Tapping the back button of a navigation controller that shows its root.
  case noBackButton(ObjectID)
  /// Putting a controller that has another parent into a container.
  case hasOtherParent(ObjectID, parent: ObjectID)
  /// The same controller twice in a container's list.
  case duplicateInContainer(ObjectID)
  /// A presented controller put into a container.
  case presentedInContainer(ObjectID)
  /// The window's root put into a container.
  case windowRootInContainer(ObjectID)
  /// A controller put into a container it contains.
  case containerAncestor(ObjectID, container: ObjectID)
  /// A controller leaving its container while it presents `presented`.
  case removingPresenter(ObjectID, presenting: ObjectID)
  /// `tabs.selectedIndex = index` when the tab bar controller has `count` tabs.
  case tabIndexOutOfRange(index: Int, tabBar: ObjectID, count: Int)
  /// Selecting a controller that is not one of the tabs.
  case notATab(ObjectID, tabBar: ObjectID)
  /// `tabs.selectedIndex = NSNotFound`: the More tab is selected through
  /// `selectedViewController` (Apple, `selectedIndex`).
  case moreTabByIndex(tabBar: ObjectID)
  /// A split view controller given `count` columns.
  case splitCount(Int)

  // MARK: Presentation and the window

  /// `vc.present(vc, …)`.
  case presentSelf(ObjectID)
  /// Presenting on `presenter`, which presents `current` already.
  case alreadyPresenting(ObjectID, presenter: ObjectID, current: ObjectID)
  /// Presenting on `presenter`, whose view is not in the window.
  case presenterNotInWindow(ObjectID, presenter: ObjectID)
  /// Presenting a controller `presenter` presents already.
  case alreadyPresented(ObjectID, presenter: ObjectID)
  /// Presenting a controller that has a parent.
  case presentChild(ObjectID, parent: ObjectID)
  /// Presenting the window's root.
  case presentWindowRoot(ObjectID)
  /// Presenting a controller from one it contains.
  case presentAncestor(ObjectID, presenter: ObjectID)
  /// `.fullscreen`: no presentation style has the name.
  case unknownPresentationStyle(String, suggestion: String?)
  /// A completion handler that is neither a closure nor nil.
  case completionNotAClosure(selector: String)
  /// Making a controller with a parent the window's root.
  case rootHasParent(ObjectID, parent: ObjectID)
  /// Making a presented controller the window's root.
  case rootIsPresented(ObjectID)
  /// Replacing the window's root `old` while it presents `presented`.
  case replaceWhilePresenting(ObjectID, presenting: ObjectID)
  /// Presenting a popover on a regular-width screen (or one its delegate keeps on a phone)
  /// without `sourceView`, `barButtonItem` or `sourceItem` (UIKit's NSGenericException).
  case popoverWithoutAnchor(ObjectID)
  /// Presenting with `modalTransitionStyle = .partialCurl` in a style other than `.fullScreen`.
  case transitionNeedsFullScreen(ObjectID, transition: String, style: String)
  /// `swipeDown(vc)` on a controller that is not presented (nor inside one).
  case swipeNotPresented(ObjectID)
  /// `swipeDown(vc)` on a presentation that is not a sheet (`style` is the one in effect).
  case swipeNotSheet(ObjectID, style: String)
  /// `swipeDown(vc)` on a sheet covered by the controller it presents.
  case swipeCovered(ObjectID, by: ObjectID)

  // MARK: Layout, the screen and devices

  /// `edgesForExtendedLayout` given a value of the wrong kind.
  case unknownEdges(found: ValueKind)
  /// `additionalSafeAreaInsets` given a value of the wrong kind.
  case insetsFormat(found: ValueKind)
  /// A tap at (`x`, `y`) outside a screen of `width` × `height` points.
  case tapOutsideScreen(x: Double, y: Double, width: Double, height: Double)
  /// A tap before the window is visible.
  case windowNotVisible
  /// `:device tablet`: no device preset has the name.
  case unknownDevice(String, suggestion: String?)

  /// The numbers a property or an argument takes (``outOfRange(name:value:range:)``).
  public enum NumberRange: String, Sendable, CaseIterable {
    /// From 0 to 1 (`alpha`).
    case unitInterval
    /// 0 or more (`numberOfLines`, a content size).
    case nonNegative
    /// More than 0 (a font's size).
    case positive

    /// Whether the range holds a number.
    public func contains(_ value: Double) -> Bool {
      switch self {
      case .unitInterval: return value >= 0 && value <= 1
      case .nonNegative: return value >= 0
      case .positive: return value > 0
      }
    }
  }

  /// A step that cannot fail unless the sandbox has a bug; the shell names it by the code that
  /// runs it.
  public enum InternalStep: String, Sendable, CaseIterable {
    /// A view controller's `loadView()` left it without a view.
    case loadView
    /// A navigation or tab bar controller could not make its bar.
    case bar
    /// A change to the world (``World/perform(_:)``) threw something that is not a failure.
    case statement
  }

  /// A close known name ("did you mean …?"), for the cases that look a name up.
  public var suggestion: String? {
    switch self {
    case .unknownClass(_, let s), .unknownInitLabel(_, _, let s), .unknownProperty(_, _, let s),
      .unknownMethod(_, _, let s), .unknownFunction(_, let s), .unknownControlEvent(_, let s),
      .noSuchAction(_, _, let s), .unknownPresentationStyle(_, let s), .unknownDevice(_, let s),
      .unknownEnumCase(_, _, _, let s), .unknownFontName(_, let s):
      return s
    default:
      return nil
    }
  }
}
