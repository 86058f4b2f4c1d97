import MVCRuntime

/// A predicate on the world and on the messages of the trace that a lesson step asks the
/// learner to make true. Goals look at state, never at what was typed: any statements that
/// build the same objects and send the same messages meet them.
///
/// docs/lessons.md lists the syntax of each case.
public enum Goal: Equatable, Sendable {
  /// `object ada is Contact`: a name refers to an object of that class (or a subclass).
  case objectIs(name: String, className: String)
  /// `object badge is exactly Label`: a name refers to an object of that very class, not a
  /// subclass (a plain `View`).
  case objectIsExactly(name: String, className: String)
  /// `distinct badge field`: two paths reach two different objects.
  case distinct(ObjectPath, ObjectPath)
  /// `window shows list`: a view is in the window's hierarchy, or a controller's view is on
  /// screen.
  case inWindow(ObjectPath)
  /// `presented editor by detail`: a controller was presented by another and is still up;
  /// `presented filters by nav as .popover`: and shows in that style now (after adaptation).
  case presented(controller: ObjectPath, presenter: ObjectPath, style: String? = nil)
  /// `array ada.friends holds linus`: an array property holds that object.
  case arrayHolds(ObjectPath, ObjectPath)
  /// `alive detail`: the object a path reaches has not been freed.
  case alive(ObjectPath)
  /// `freed detail`: the object a name was bound to has been freed.
  case freed(String)
  /// `count message selector=save() == 1`: how many messages like this were sent since the
  /// step began ("exactly N times").
  case messageCount(MessageFilter, Comparison, Int)
  /// `object label plays view`: a name refers to an object playing that MVC role.
  case objectPlays(name: String, role: MVCRole)
  /// `class Editor extends ViewController`: a declared class inherits from another.
  case classExtends(name: String, superclass: String)
  /// `class Detail adopts EditorDelegate`: a class says it adopts a protocol.
  case classAdopts(name: String, protocolName: String)
  /// `class Editor implements save()`: a class declares a method.
  case classImplements(name: String, selector: String)
  /// `protocol EditorDelegate requires editorDidSave(_:)`.
  case protocolRequires(name: String, selector: String)
  /// `property ada.name == "Grace"`, `property nav.topViewController == detail`.
  case property(ObjectPath, Comparison, GoalValue)
  /// `count ada.friends >= 2`: the number of items in an array property.
  case count(ObjectPath, Comparison, Int)
  /// `count model objects >= 2`, `count Contact objects == 3`.
  case countObjects(ObjectSort, Comparison, Int)
  /// `bound label to ada.name`: some controller binds the view to the model's key.
  case bound(view: ObjectPath, model: ObjectPath, key: String)
  /// `target saveButton sends save() to editor` (`to nil`: up the responder chain);
  /// `… for .touchUpInside`: for that control event only.
  case target(control: ObjectPath, selector: String, target: ObjectPath?, event: String? = nil)
  /// `observer editor of ada.name`: key-value observing is registered.
  case observer(observer: ObjectPath, model: ObjectPath, key: String)
  /// `observer editor of notification "ContactSaved"`.
  case notificationObserver(observer: ObjectPath, name: String)
  /// `subview field of editor.view`: a view's superview.
  case subview(view: ObjectPath, superview: ObjectPath)
  /// `child list of container`: a view controller's parent.
  case child(controller: ObjectPath, parent: ObjectPath)
  /// `message kind=targetAction from=view to=controller`: since the step began, a message
  /// like this was sent.
  case message(MessageFilter)
  /// `new badge`: the object a path reaches was made since the step began (not an object that
  /// was already there, aliased under the step's name).
  case made(ObjectPath)
  /// `class Chooser holds delegate weakly`: the class (or a superclass) declares the property
  /// `weak`.
  case classHoldsWeakly(name: String, property: String)
  /// `class Chooser types delegate as ChooserDelegate`: the class (or a superclass) declares
  /// the property with that type (optional or not): a protocol, not a concrete class.
  case classTypesProperty(name: String, property: String, type: String)
  /// `leaked StrongPicker`: an object of the class (or a subclass) is kept alive only by a
  /// retain cycle: no name and no live object outside the cycle reaches it (`:leaks` lists it).
  case leaked(String)
  /// `still presented draft by nav`: a goal that already holds when the step starts and must
  /// still hold when it is done (what the step must not break). Not nested.
  indirect case still(Goal)
  /// `no message flagged`: since the step began, no message like this was sent.
  case noMessage(MessageFilter)
  /// `message selector=viewDidLoad() before selector=viewWillAppear(_:)`: a message like the
  /// first was sent, and later one like the second.
  case messageOrder(MessageFilter, before: MessageFilter)
  /// `whatif ran`, `whatif ran "delegate = nil"`: since the step began the learner compared
  /// a run with `:whatif` (one whose statement contains the text). The only goal about what
  /// the learner asked to see rather than the world: a step's `whatif:` lines are its
  /// solution.
  case whatIfRan(containing: String?)
  /// `exported html`, `exported html all`: since the step began the learner wrote the trace
  /// (with `all`, the whole session's) to a file as an HTML player with `:export`. Like
  /// `whatif ran`, it is about what the learner did at the prompt: a step's `export:` lines are
  /// its solution.
  case exported(all: Bool)
}

/// Which objects `count … objects` counts: those playing a role, or those of a class.
public enum ObjectSort: Equatable, Sendable {
  case role(MVCRole)
  case className(String)
}
