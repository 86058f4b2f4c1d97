import MVCRuntime

/// What a message in the trace must look like for a `message` goal to count it. Every field
/// that is set must match; an empty filter matches any message.
public struct MessageFilter: Equatable, Sendable {
  /// `kind=targetAction`
  public var kind: MessageKind?
  /// `from=view` (the sender's MVC role); `role=view-controller` sets `from` and `to`.
  public var from: MVCRole?
  /// `to=controller` (the receiver's MVC role).
  public var to: MVCRole?
  /// `selector=save()`; a selector written without parentheses matches any arguments.
  public var selector: String?
  /// `sender=editor` (a path, or `user` / `outside`).
  public var sender: ObjectPath?
  /// `receiver=ada`.
  public var receiver: ObjectPath?
  /// `receiver-class=Detail`: sent to an object of that class or a subclass, named or not
  /// (a controller made inside a method and freed with no name left: `selector=deinit
  /// receiver-class=Detail`).
  public var receiverClass: String?
  /// `flagged` (or `flagged=no`): whether the hop is one MVC discourages.
  public var flagged: Bool?
  /// `operation=pushViewController(_:animated:)`: the operation a lifecycle callback belongs to.
  public var operation: String?
  /// `typed=no`: the message was sent by a method that was running (it has a cause), not by a
  /// statement typed at the prompt; `typed=yes` the opposite.
  public var typed: Bool?

  /// Creates a filter; every field left nil matches anything.
  public init(
    kind: MessageKind? = nil, from: MVCRole? = nil, to: MVCRole? = nil, selector: String? = nil,
    sender: ObjectPath? = nil, receiver: ObjectPath? = nil, receiverClass: String? = nil,
    flagged: Bool? = nil, operation: String? = nil
  ) {
    self.kind = kind
    self.from = from
    self.to = to
    self.selector = selector
    self.sender = sender
    self.receiver = receiver
    self.receiverClass = receiverClass
    self.flagged = flagged
    self.operation = operation
  }

  /// The filter as a lesson file writes it: `kind=targetAction from=view to=controller`.
  public var source: String {
    var words: [String] = []
    if let kind { words.append("kind=" + kind.rawValue) }
    if let from, let to {
      words.append("role=\(from.rawValue)-\(to.rawValue)")
    } else {
      if let from { words.append("from=" + from.rawValue) }
      if let to { words.append("to=" + to.rawValue) }
    }
    if let selector { words.append("selector=" + selector) }
    if let sender { words.append("sender=" + sender.description) }
    if let receiver { words.append("receiver=" + receiver.description) }
    if let receiverClass { words.append("receiver-class=" + receiverClass) }
    if let flagged { words.append(flagged ? "flagged" : "flagged=no") }
    if let operation { words.append("operation=" + operation) }
    if let typed { words.append(typed ? "typed=yes" : "typed=no") }
    return words.joined(separator: " ")
  }

  /// Whether a selector matches the one a goal asks for: exactly, or by its base name when the
  /// goal writes no parentheses (`save` matches `save()` and `save(_:)`).
  static func selector(_ actual: String, matches wanted: String) -> Bool {
    if actual == wanted { return true }
    guard !wanted.contains("(") else { return false }
    return actual.split(separator: "(").first.map(String.init) == wanted
  }
}
