import MVCLocalization
import MVCRuntime

/// A trace laid out as a sequence diagram, independent of any syntax: the lifelines in order,
/// and the messages, notes and ends of activations in the order they are drawn.
///
/// Every message activates its receiver; the activation ends when the message's call returns,
/// which the cause links tell (the next message not caused by it or by anything inside it).
/// Activations therefore always balance. Mermaid, PlantUML, SVG and the HTML player all draw
/// from this one plan, so they agree.
struct SequencePlan {
  /// One thing drawn in the diagram, top to bottom.
  enum Item: Equatable {
    /// A message: number `number` (the session's sequence number, the one `:trace` and
    /// `:explain` show), from lifeline `from` to `to`.
    case message(Message)
    /// A note beside a flagged message, spanning its two lifelines.
    case note(from: Int, to: Int, text: String, step: Int)
    /// The call of step `step` returns: the activation on `lifeline` ends. With `replyTo`, the
    /// return is drawn as a reply arrow to that lifeline.
    case end(lifeline: Int, step: Int, replyTo: Int?)
  }

  /// A message as drawn.
  struct Message: Equatable {
    /// The message's sequence number in the session (`TraceEvent.sequence`).
    var number: Int
    var eventIndex: Int
    /// The statement that sent it.
    var statement: Int
    var from: Int
    var to: Int
    var style: ArrowStyle
    var label: String
    var flagged: Bool
  }

  var lifelines: [Lifeline]
  var items: [Item]
  /// The number of steps (messages).
  var stepCount: Int
  /// Where each statement's items start: the index in `items` of its first message, in order.
  /// Every activation is closed before a statement's first message (it has no cause), so a
  /// diagram can be cut there without cutting a call.
  var statementStarts: [(statement: Int, item: Int)]

  /// Lays out a trace. Lifelines go layer by layer, as people draw MVC (user, views,
  /// controllers, models, system objects, outside), each layer in order of first appearance.
  init(trace: Trace, text: StepText, maximumStringLength: Int = 40) {
    var order: [Participant] = []
    var seen = Set<Participant>()
    for event in trace.events {
      for p in [event.sender, event.receiver] where seen.insert(p).inserted { order.append(p) }
    }
    let layerRank: [MVCRole: Int] = [
      .user: 0, .view: 1, .controller: 2, .model: 3, .system: 4, .outside: 5,
    ]
    let infos = Dictionary(
      trace.participants.map { ($0.participant, $0) }, uniquingKeysWith: { first, _ in first })
    func info(_ p: Participant) -> ParticipantInfo {
      if let known = infos[p] { return known }
      switch p {
      case .user: return ParticipantInfo(participant: p, name: "user", className: "", role: .user)
      case .outside:
        return ParticipantInfo(participant: p, name: "outside", className: "", role: .outside)
      case .object(let id):
        return ParticipantInfo(participant: p, name: "#\(id.raw)", className: "", role: .system)
      }
    }
    let ranked = order.enumerated().sorted { a, b in
      let ra = layerRank[info(a.element).role] ?? 9
      let rb = layerRank[info(b.element).role] ?? 9
      return ra != rb ? ra < rb : a.offset < b.offset
    }
    var lifelines: [Lifeline] = []
    var column: [Participant: Int] = [:]
    for (_, participant) in ranked {
      let i = info(participant)
      let identifier: String
      let name: String
      var className = ValueText.escaped(i.className)
      switch participant {
      case .user:
        identifier = "user"
        name = text.localizer.string("participant.user")
        className = ""
      case .outside:
        identifier = "outside"
        name = text.localizer.string("participant.outside")
        className = ""
      case .object(let id):
        identifier = "o" + String(id.raw)
        name = ValueText.escaped(i.name)
      }
      column[participant] = lifelines.count
      lifelines.append(
        Lifeline(
          participant: participant, identifier: identifier, name: name, className: className,
          role: i.role, layerText: text.layer(i.role)))
    }

    let values = ValueText(trace: trace, maximumStringLength: maximumStringLength)
    var items: [Item] = []
    items.reserveCapacity(trace.events.count * 2)
    struct Open {
      var sequence: Int
      var step: Int
      var receiver: Int
      var sender: Int
      var isQuestion: Bool
    }
    var stack: [Open] = []
    var statementStarts: [(statement: Int, item: Int)] = []
    func close(_ open: Open) {
      items.append(
        .end(
          lifeline: open.receiver, step: open.step,
          replyTo: open.isQuestion && open.sender != open.receiver ? open.sender : nil))
    }
    var time: Int?
    for (index, event) in trace.events.enumerated() {
      // A later turn of the run loop: whatever ran in the last one has returned.
      if event.time != time {
        while let top = stack.popLast() { close(top) }
        time = event.time
      }
      while let top = stack.last, top.sequence != event.cause {
        close(top)
        stack.removeLast()
      }
      if statementStarts.last?.statement != event.statement {
        // A new statement: whatever is still open returned before it began.
        while let top = stack.popLast() { close(top) }
        statementStarts.append((event.statement, items.count))
      }
      let from = column[event.sender] ?? 0
      let to = column[event.receiver] ?? 0
      let step = event.sequence
      items.append(
        .message(
          Message(
            number: step, eventIndex: index, statement: event.statement, from: from, to: to,
            style: ArrowStyle(kind: event.kind),
            label: values.label(event), flagged: event.flag != nil)))
      if let flag = text.flag(event) {
        items.append(.note(from: from, to: to, text: flag, step: step))
      }
      stack.append(
        Open(
          sequence: event.sequence, step: step, receiver: to, sender: from,
          isQuestion: ArrowStyle.isQuestion(event)))
    }
    while let top = stack.popLast() { close(top) }
    self.lifelines = lifelines
    self.items = items
    self.stepCount = trace.events.count
    self.statementStarts = statementStarts
  }

  /// The messages, in order.
  var messages: [Message] {
    items.compactMap { item in
      guard case .message(let message) = item else { return nil }
      return message
    }
  }
}
