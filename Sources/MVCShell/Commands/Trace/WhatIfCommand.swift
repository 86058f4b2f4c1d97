import MVCLocalization
import MVCRuntime

/// `:whatif STATEMENT` runs STATEMENT instead of the last statement, in a shadow world built
/// from the history before it, and shows the two runs' messages side by side (stacked when the
/// terminal is narrow), each message one run lacks marked, then one line on the difference.
/// The learner's world does not change; a STATEMENT that fails is reported as at the prompt.
enum WhatIfCommand: MetaCommand {
  static let name = "whatif"
  static let example = ":whatif editor.delegate = nil; editor.save()"

  static func run(_ argument: String, in context: inout CommandContext) -> Reply {
    let l = context.localizer
    let statement = argument.trimmed()
    guard !statement.isEmpty else {
      return context.failure(l.string("error.missingArgument", [":whatif", "STATEMENT"]))
    }
    let history = context.core.history
    guard let last = history.sources.last else {
      return context.failure(l.string("whatif.nothingYet"))
    }
    let shadow: ShadowWorld
    switch ShadowWorld.replaying(history.sources.dropLast()) {
    case .success(let built): shadow = built
    case .failure(let failed):
      return context.failure(l.string("whatif.unavailable", [failed.source]))
    }
    let start = shadow.reader.trace.count
    switch shadow.core.submit(statement) {
    case .statements(let run):
      if let failure = run.failure {
        let presenter = OutcomePresenter(
          world: shadow.reader, localizer: l,
          failureText: FailureText(localizer: l, world: shadow.reader), showLineNumbers: false,
          file: nil, width: context.options.width)
        return Reply(diagnostic: presenter.diagnostic(failure))
      }
    case .incomplete, .unfinished:
      return context.failure(l.string("whatif.unfinished", [statement]))
    case .command:
      return context.failure(l.string("whatif.notStatement", [statement]))
    }
    let before = context.world.standaloneTrace(
      lastStatementEvents(context, statement: history.count))
    let after = shadow.reader.standaloneTrace(shadow.reader.trace[start...])
    let width = context.options.width
    let painter = WorldPictures(localizer: l, colour: context.options.colour)
    let shownLast = firstLine(last, width: 30)
    let shownNew = firstLine(statement, width: 30)
    var out =
      Style.heading.paint(
        context.wrap(l.string("whatif.heading", [shownNew, shownLast]), indent: "")) + "\n\n"
    out += DiffPanels.render(
      titles: (l.string("whatif.before", [shownLast]), l.string("whatif.after", [shownNew])),
      width: width, key: WorldPictures.withoutMessageNumbers,
      readable: { columns in
        [before, after].allSatisfy {
          TraceListRenderer.keepsWordsWhole(
            TraceVocabulary(trace: $0, localizer: l), width: columns)
        }
      }
    ) { columns in
      (painter.messages(before, width: columns), painter.messages(after, width: columns))
    }
    let difference = TraceDifference(before: hops(before, l), after: hops(after, l))
    out +=
      "\n" + context.wrap(summary(difference, statement: shownNew, last: shownLast, l), indent: "")
    out += "\n"
    // A lesson step may ask for the comparison.
    var reply = Reply(output: out)
    if context.tutor.active != nil {
      context.tutor.recordWhatIf(statement)
      reply += LessonFlow.afterStatements(in: &context)
    }
    return reply
  }

  /// The messages the statement numbered `statement` sent (the last of the history).
  private static func lastStatementEvents(_ context: CommandContext, statement: Int) -> [TraceEvent]
  {
    let trace = context.world.trace
    var start = trace.count
    while start > 0 && trace.statement(at: start - 1) == statement { start -= 1 }
    return Array(trace[start...])
  }

  /// Each message of a trace as a hop (sender, receiver, selector) with its call as details.
  private static func hops(_ trace: Trace, _ l: Localizer) -> [(
    hop: TraceDifference.Hop, details: String
  )] {
    let vocabulary = TraceVocabulary(trace: trace, localizer: l)
    return trace.events.map { event in
      (
        TraceDifference.Hop(
          sender: vocabulary.name(event.sender), receiver: vocabulary.name(event.receiver),
          selector: event.selector),
        vocabulary.call(event)
      )
    }
  }

  /// The first line of a statement, cut to a width (for headings and the summary).
  private static func firstLine(_ text: String, width: Int) -> String {
    let first = text.split(separator: "\n").first.map(String.init) ?? text
    let cut = TextWidth.truncated(first, to: width)
    return cut == text ? cut : (cut.hasSuffix("…") ? cut : cut + " …")
  }

  /// One sentence on what changed, from the biggest kind of change to the smallest.
  static func summary(
    _ difference: TraceDifference, statement: String, last: String, _ l: Localizer
  ) -> String {
    if let redirect = difference.redirected.first {
      return l.string(
        "whatif.summary.redirected",
        [statement, redirect.selector, redirect.sender, redirect.after, redirect.before])
    }
    if difference.counts.after == 0 && difference.counts.before > 0 {
      return l.string("whatif.summary.silent", [statement, String(difference.counts.before)])
    }
    if let gone = difference.gone.first, let new = difference.new.first {
      return l.string(
        "whatif.summary.replaced",
        [
          statement, gone.selector, gone.receiver, new.selector, new.receiver,
          String(difference.gone.count), String(difference.new.count),
        ])
    }
    if let gone = difference.gone.first {
      return l.string(
        "whatif.summary.fewer",
        [statement, gone.selector, gone.receiver, String(difference.gone.count)])
    }
    if let new = difference.new.first {
      return l.string(
        "whatif.summary.more",
        [statement, new.selector, new.receiver, String(difference.new.count)])
    }
    if difference.counts.before == 0 {
      return l.string("whatif.summary.none", [statement])
    }
    return l.string(
      difference.detailsDiffer ? "whatif.summary.details" : "whatif.summary.same", [statement])
  }
}
