/// What kind of message a trace event records.
public enum MessageKind: String, Sendable, CaseIterable, Codable {
  /// The user touches or types (`tap`, `type`, `toggle`, `select`).
  case userInput
  /// A control sends its action to its target.
  case targetAction
  /// An object tells or asks its delegate.
  case delegate
  /// A view asks its data source for content.
  case dataSource
  /// Key-value observing: an object tells its observers that a property changed.
  case observation
  /// A notification posted through the notification center.
  case notification
  /// A view controller lifecycle callback (`viewDidLoad`, `viewWillAppear(_:)`, …).
  case lifecycle
  /// Parent/child containment (`addChild(_:)`, `didMove(toParent:)`, …).
  case containment
  /// Modal presentation and dismissal.
  case presentation
  /// Layout passes.
  case layout
  /// An action travelling up the responder chain.
  case responderChain
  /// A controller (or anyone) updates what a view shows.
  case viewUpdate
  /// A model property changes.
  case modelMutation
  /// An ordinary method call (setup code, wiring).
  case call
  /// An object is created.
  case creation
}
