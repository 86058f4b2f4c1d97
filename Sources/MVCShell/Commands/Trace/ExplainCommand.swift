import MVCLocalization
import MVCRuntime

/// `:explain N`: one message of the trace in full: who sent it to whom, its kind and MVC role,
/// the message that caused it, the rule behind the hop, and a warning when the hop is
/// discouraged.
enum ExplainCommand: MetaCommand {
  static let name = "explain"
  static let example = ":explain 3"

  static func run(_ argument: String, in context: inout CommandContext) -> Reply {
    let l = context.localizer
    let world = context.world
    if argument.trimmed().isEmpty {
      return context.failure(l.string("error.missingArgument", [":explain", "N"]))
    }
    guard let number = Int(argument.trimmed()), let event = StepPlayback.event(number, in: context)
    else {
      let count = context.state.trace.loaded?.events.count ?? world.trace.count
      return context.failure(
        l.string("error.noSuchStep", [String(argument.prefix(20)), String(count)]))
    }
    let trace =
      context.state.trace.loaded ?? world.standaloneTrace(world.trace[max(0, number - 40)..<number])
    let v = TraceVocabulary(trace: trace, localizer: l)
    let width = context.options.width
    var out =
      Style.heading.paint(
        "[\(event.sequence)] " + v.name(event.sender) + " → " + v.name(event.receiver)) + "\n"
    out += "  " + v.call(event) + "\n"
    out += "  " + l.string("explain.kind", [v.kind(event.kind)]) + "\n"
    out += "  " + l.string("explain.role", [v.role(event.role)]) + "\n"
    if let cause = event.cause, let causeEvent = StepPlayback.event(cause, in: context) {
      let causeText =
        "[\(cause)] " + v.name(causeEvent.sender) + " → " + v.name(causeEvent.receiver) + ": "
        + v.call(causeEvent)
      out += "  " + l.string("explain.cause", [causeText]) + "\n"
    } else {
      out += "  " + l.string("explain.cause", [l.string("explain.noCause")]) + "\n"
    }
    if let operation = event.operation {
      out += "  " + l.string("trace.during", [operation]) + "\n"
    }
    if case let turn = turnOfRunLoop(event, in: context), turn > 0 {
      let text = l.string("explain.turn", [String(turn + 1)])
      out += "  " + TextWrap.wrap(text, width: width - 2, indent: "    ") + "\n"
    }
    // The rule and the warning, and in two languages each again beneath, dimmed.
    let second = context.secondLocalizer.map { TraceVocabulary(trace: trace, localizer: $0) }
    out += "\n  " + TextWrap.wrap(v.rule(event), width: width - 2, indent: "  ") + "\n"
    if let second {
      out +=
        "  " + Style.dim.paint(TextWrap.wrap(second.rule(event), width: width - 2, indent: "  "))
      out += "\n"
    }
    if let flag = v.flag(event) {
      out +=
        "  " + Style.warning.paint(TextWrap.wrap("⚠ " + flag, width: width - 2, indent: "    "))
        + "\n"
      if let secondFlag = second?.flag(event) {
        out +=
          "    " + Style.dim.paint(TextWrap.wrap(secondFlag, width: width - 4, indent: "    "))
          + "\n"
      }
    }
    return Reply(output: out)
  }

  /// Which turn of its statement's run loop a message belongs to (0: the statement's own
  /// code): the clock advances once for each later turn.
  static func turnOfRunLoop(_ event: TraceEvent, in context: CommandContext) -> Int {
    var first = event
    var sequence = event.sequence - 1
    while sequence >= 1, let earlier = StepPlayback.event(sequence, in: context),
      earlier.statement == event.statement
    {
      first = earlier
      sequence -= 1
    }
    return max(0, event.time - first.time)
  }
}
