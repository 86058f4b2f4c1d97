/// Everything the world knows about one object. A value: copying it is how the world snapshots.
public struct ObjectRecord: Equatable, Sendable {
  public let id: ObjectID
  /// The object's class (`Contact`, `Label`, or a learner's subclass).
  public var className: String
  /// The class as the learner wrote it when UIKit's spelling was used (`UILabel`), else nil.
  public var writtenClassName: String?
  /// Freed: the last strong reference to it went (its `deinit` has run). Kept so that the
  /// trace can still name it; no reference leads to it any more.
  public var isFreed = false
  public var kind: ObjectKind
  /// Property values by name: model attributes and relationships, view content, controller title.
  public var properties: [String: Value]
  /// Objects observing a key of this object (key-value observing), in registration order.
  public var observers: [Observation]
  /// Target-action pairs registered on a control.
  public var targets: [TargetAction]
  /// Bindings a controller mediates between its views and models.
  public var bindings: [Binding]
  /// View hierarchy: the superview and the subviews, back to front.
  public var superview: ObjectID?
  public var subviews: [ObjectID]
  public var frame: Rect
  /// For a view: the view controller whose root view it is.
  public var owningController: ObjectID?
  /// For a view controller: its root view, once loaded.
  public var rootView: ObjectID?
  /// For a notification center: registered observers.
  public var notificationObservers: [NotificationObservation]
  /// View-controller features: containment, presentation, appearance, layout, window state.
  public var vc = ViewControllerState()
  /// For a table view: its rows, cells, reuse queue and selection (nil for other objects).
  public var table: TableViewState?
  /// Weak properties that became nil because the object they held was freed, by key: what
  /// that object was, until the property is set again (`list.delegate = Picker()` keeps
  /// nothing, and the learner's next `select` reaches no one: this says why).
  public var clearedReferences: [String: ClearedReference] = [:]

  public init(id: ObjectID, className: String, kind: ObjectKind, properties: [String: Value]) {
    self.id = id
    self.className = className
    self.kind = kind
    self.properties = properties
    self.observers = []
    self.targets = []
    self.bindings = []
    self.superview = nil
    self.subviews = []
    self.frame = .zero
    self.owningController = nil
    self.rootView = nil
    self.notificationObservers = []
  }
}

/// A registration for key-value observing: `observer` wants to hear when `key` changes.
public struct Observation: Equatable, Sendable {
  public var observer: ObjectID
  public var key: String
  /// For `observe(\.key) { object, change in … }`: the closure to call (the observer is then
  /// the observation object the call returned).
  public var handler: ClosureID?
  /// For a handler: the options it was registered with (what each change carries).
  public var options: Set<KeyValueObservingOption>

  public init(
    observer: ObjectID, key: String, handler: ClosureID? = nil,
    options: Set<KeyValueObservingOption> = []
  ) {
    self.observer = observer
    self.key = key
    self.handler = handler
    self.options = options
  }
}

/// A control's target-action registration: on `event`, send `action` to `target` (nil: the
/// responder chain).
public struct TargetAction: Equatable, Sendable {
  public var target: ObjectID?
  public var action: String
  public var event: String
  /// For `addAction(_:for:)`: the `UIAction` whose handler runs (target and action unused).
  public var handlerObject: ObjectID?

  public init(target: ObjectID?, action: String, event: String, handlerObject: ObjectID? = nil) {
    self.target = target
    self.action = action
    self.event = event
    self.handlerObject = handlerObject
  }
}

/// A controller-mediated binding between a view's content and a model's key.
public struct Binding: Equatable, Sendable {
  public var view: ObjectID
  public var model: ObjectID
  public var key: String
}

/// A notification-center registration: deliver `name` to `observer` by calling `selector`.
public struct NotificationObservation: Equatable, Sendable {
  public var observer: ObjectID
  public var selector: String
  public var name: String
  /// For `addObserver(forName:object:queue:using:)`: the block to call (the observer is then the
  /// token the call returned).
  public var handler: ClosureID?
  /// `object:` of the registration: only posts with this object reach it (nil: any).
  public var object: ObjectID?

  public init(
    observer: ObjectID, selector: String, name: String, handler: ClosureID? = nil,
    object: ObjectID? = nil
  ) {
    self.observer = observer
    self.selector = selector
    self.name = name
    self.handler = handler
    self.object = object
  }
}
