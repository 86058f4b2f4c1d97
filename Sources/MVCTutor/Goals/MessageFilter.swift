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
  /// `made-typed=no`: sent to an object made by a method that was running (its `init` has a
  /// cause: the controller a tap pushed), not one made by a statement typed at the prompt
  /// (`Detail(title: "tmp")`); `made-typed=yes` the opposite. An object whose `init` is not in
  /// the trace matches neither.
  public var madeTyped: Bool?
  /// `caused-by=user`: the chain of causes that led to the message starts with the user
  /// (a tap, typing); `caused-by=outside`: with a statement typed at the prompt.
  public var causedBy: CauseRoot?
  /// `within=editor`: the message was sent while that object was handling one: by it, or by
  /// anything a method of it set off.
  public var within: ObjectPath?
  /// `key=name`: the message sets that property (`setValue(_:forKey:)` with that key).
  public var key: String?
  /// `argument=list.view`: one of the message's arguments is that object; `argument=nil`: one
  /// of them is nil (`willMove(toParent: nil)`).
  public var argument: ObjectPath?

  /// Where a chain of causes starts.
  public enum CauseRoot: String, Equatable, Sendable, CaseIterable {
    /// The user (a tap, a keystroke, a swipe).
    case user
    /// A statement typed at the prompt (the outside: setup code or the network).
    case outside
  }

  /// Creates a filter; every field left nil matches anything.
  public init(
    kind: MessageKind? = nil, from: MVCRole? = nil, to: MVCRole? = nil, selector: String? = nil,
    sender: ObjectPath? = nil, receiver: ObjectPath? = nil, receiverClass: String? = nil,
    flagged: Bool? = nil, operation: String? = nil, madeTyped: Bool? = nil,
    causedBy: CauseRoot? = nil,
    within: ObjectPath? = nil, key: String? = nil, argument: ObjectPath? = nil
  ) {
    self.argument = argument
    self.madeTyped = madeTyped
    self.causedBy = causedBy
    self.within = within
    self.key = key
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
    if let madeTyped { words.append(madeTyped ? "made-typed=yes" : "made-typed=no") }
    if let causedBy { words.append("caused-by=" + causedBy.rawValue) }
    if let within { words.append("within=" + within.description) }
    if let key { words.append("key=" + key) }
    if let argument { words.append("argument=" + argument.description) }
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
