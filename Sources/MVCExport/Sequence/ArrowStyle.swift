import MVCRuntime

/// How a message is drawn: the shape of its line and arrowhead.
enum ArrowStyle: Equatable {
  /// A synchronous call: solid line, filled head.
  case call
  /// A broadcast the sender makes without knowing who listens (notification, key-value
  /// observation): solid line, open head.
  case broadcast
  /// The user's input, from the user's lifeline: solid line, filled head.
  case input
  /// An action passed along the responder chain: dashed line, open head.
  case forward
  /// The answer to a question (a data source's content, a delegate's `should…`): dashed line,
  /// filled head, not numbered as a step.
  case reply

  /// The style of a message of a kind.
  init(kind: MessageKind) {
    switch kind {
    case .notification, .observation: self = .broadcast
    case .userInput: self = .input
    case .responderChain: self = .forward
    default: self = .call
    }
  }

  /// Whether a message asks its receiver something it answers: a data source's content or a
  /// delegate's `should…` decision. Its end is drawn as a reply.
  static func isQuestion(_ event: TraceEvent) -> Bool {
    event.kind == .dataSource || (event.kind == .delegate && event.selector.contains("should"))
  }
}
