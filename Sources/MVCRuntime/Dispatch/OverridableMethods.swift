/// The methods UIKit calls on its own classes that a subclass overrides to take part: the
/// view controller's lifecycle and containment callbacks, a responder's touch and
/// first-responder questions. A learner's method with one of these selectors must be written
/// `override`, as Swift requires, and `super.` calls reach UIKit's part of it.
public enum OverridableMethods {
  /// Callbacks every responder (view or controller) has.
  public static let responder: [String] = [
    "touchesBegan(_:with:)", "touchesEnded(_:with:)", "canBecomeFirstResponder()",
    "becomeFirstResponder()", "resignFirstResponder()",
  ]

  /// A view controller's callbacks, in the order UIKit usually sends them.
  public static let controller: [String] = [
    "loadView()", "viewDidLoad()", "viewWillAppear(_:)", "viewIsAppearing(_:)",
    "viewWillLayoutSubviews()", "viewDidLayoutSubviews()", "viewDidAppear(_:)",
    "viewWillDisappear(_:)", "viewDidDisappear(_:)", "willMove(toParent:)", "didMove(toParent:)",
    "show(_:sender:)", "showDetailViewController(_:sender:)",
  ]

  /// Callbacks every object (`NSObject`) has: key-value observing's.
  public static let object: [String] = ["observeValue(forKeyPath:of:change:context:)"]

  /// Table view delegate methods a `UITableViewController` subclass writes with `override`
  /// (as Swift sees them inherited) though UIKit's controller does nothing in them: the table
  /// sends them only when the subclass writes one.
  public static let tableViewController: [String] = [
    "tableView(_:willDisplay:forRowAt:)", "tableView(_:willSelectRowAt:)",
    "tableView(_:willDeselectRowAt:)", "tableView(_:heightForRowAt:)",
  ]

  /// A view's callbacks.
  public static let view: [String] = [
    "layoutSubviews()", "didMoveToSuperview()", "didMoveToWindow()", "willMove(toSuperview:)",
  ]
}

/// The initializers `super.init(…)` may call in each family.
public enum InheritedInitializers {
  public static let model = ["init()"]
  public static let view = ["init()", "init(frame:)"]
  public static let controller = ["init()", "init(nibName:bundle:)", "init(coder:)"]
}

extension World {
  /// Callbacks whose built-in method delivers the callback itself: `super.` in an override of
  /// one does nothing more.
  static let deliveredCallbacks: Set<String> = ["willMove(toParent:)", "didMove(toParent:)"]

  /// The selectors a class inherits from UIKit: its callbacks and built-in methods (not the
  /// learner's own).
  func builtinSelectors(ofClass className: String) -> [String] {
    var selectors = BuiltinMethods.all.filter { isClass(className, kindOf: $0.ownerClass) }.map(
      \.selector)
    switch classes[className]?.kind {
    case .controller?:
      selectors +=
        OverridableMethods.responder + OverridableMethods.controller
        + InheritedInitializers.controller + OverridableMethods.object
      if isClass(className, kindOf: "TableViewController") {
        selectors += OverridableMethods.tableViewController
      }
    case .view?:
      selectors +=
        OverridableMethods.responder + OverridableMethods.view
        + InheritedInitializers.view + OverridableMethods.object
    case .model?:
      selectors += InheritedInitializers.model + OverridableMethods.object
    default: break
    }
    return Array(Set(selectors)).sorted()
  }

  /// `super.selector(…)` from a method declared in `className`: the nearest superclass's
  /// implementation. A learner's method there runs on the same object (no new message: Swift
  /// calls it directly); UIKit's built-in method runs if it has one; UIKit's callbacks have no
  /// part the trace could show, so the call does nothing.
  func callSuper(
    _ selector: String, on receiver: ObjectID, above className: String, arguments: [Value]
  ) throws -> Value {
    let superclass = classes[className]?.superclass ?? className
    if let method = userMethod(selector, of: superclass), let invoker {
      var tx = Transaction(world: self)
      return try invoker.invoke(method, on: receiver, arguments: arguments, in: &tx)
    }
    // `willMove(toParent:)` and `didMove(toParent:)` are both a call the container makes and
    // the callback it delivers: the override is already UIKit's delivery, whose own part runs
    // around it, so `super` must not send the message again (it would recurse).
    if Self.deliveredCallbacks.contains(selector) { return .void }
    // `super.loadView()` in an override: UIKit's default view.
    if selector == "loadView()", loadingViews.contains(receiver) {
      installDefaultRootView(of: receiver)
      return .void
    }
    if let method = BuiltinMethods.find(selector, forClass: superclass, in: self) {
      return try method.run(self, receiver, arguments)
    }
    if builtinSelectors(ofClass: superclass).contains(selector) { return .void }
    throw RuntimeFailure.unknownMethod(
      selector: selector, className: superclass,
      suggestion: NearestName.suggestion(for: selector, among: selectors(ofClass: superclass)))
  }
}
