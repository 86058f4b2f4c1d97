import MVCLocalization
import MVCRuntime
import MVCScript
import MVCTutor

/// A line's way through the session above the core: a waiting lesson question may take it,
/// the core runs it, and its outcome is rendered — a command run, statements shown with their
/// values, advice and the lesson's check, and (in step mode) their messages to play.
///
/// The text it answers is not finished yet (no colours applied): the session does that.
enum LineFlow {
  /// Runs one line and renders what it came to.
  static func run(_ line: String, in context: inout CommandContext) -> Reply {
    // A lesson's question waits for its answer on the next line that is not a command.
    if let answered = LessonFlow.answerQuestion(line, in: &context) { return answered }
    // In a lesson a class is declared once: objects left with an old class would still meet
    // goals by name.
    let tutor = context.tutor
    context.core.refusesRedeclaringClassesInUse = tutor.active != nil
    let wasWaiting = tutor.active?.isPredictionPending == true
    let outcome = context.core.submit(line, lineNumber: context.state.script.currentLine)
    var reply = present(outcome, in: &context)
    // A statement run while a question waits leaves it waiting, and says so.
    if wasWaiting, case .statements = outcome, let active = context.tutor.active,
      active.isPredictionPending,
      let prediction = active.step.prediction
    {
      let text = context.localizer.string(
        "tutor.predict.stillWaiting", [String(prediction.choices.count)])
      reply += Style.dim.paint(context.wrap(text, indent: "")) + "\n"
    }
    return reply
  }

  /// Turns an outcome into a reply.
  static func present(_ outcome: Outcome, in context: inout CommandContext) -> Reply {
    switch outcome {
    case .incomplete:
      return Reply()
    case .command(let line):
      return CommandTable.run(line, in: &context)
    case .unfinished(let failure, let then):
      var response = present(then, in: &context)
      response.prepend(diagnostic: context.presenter.diagnostic(failure))
      response.failed = true
      return response
    case .statements(let run):
      var out = Reply()
      for result in run.completed {
        context.state.trace.loaded = nil
        out += context.presenter.render(result)
        out += StatementAdvice.after(
          events: context.world.trace[result.events], in: &context)
      }
      if let failure = run.failure {
        out += .diagnostic(context.presenter.diagnostic(failure))
        out.failed = true
        return out
      }
      out += LessonFlow.afterStatements(run, in: &context)
      // While a lesson's question waits, its answer reveals the messages.
      if context.state.trace.stepMode && context.tutor.active?.isPredictionPending != true {
        let sequences = run.sequences
        if !sequences.isEmpty { out += .playback(Playback(sequences: sequences)) }
      }
      return out
    }
  }

  /// Runs the lines of a file as a script does, each placed by its line number; diagnostics
  /// name `location` (nil: the transcript form), and the file may not be loaded again inside
  /// itself. The script context is restored afterwards.
  /// - Parameters:
  ///   - echo: print each line after the prompt before its output (a transcript).
  ///   - bail: stop at the first failure.
  ///   - identity: the file's identity (``FileSystem/identity(of:)``), nil for text that came
  ///     from no file.
  static func runLines(
    of text: String, in context: inout CommandContext, location: String?, identity: String?,
    echo: Bool = false, bail: Bool = false
  ) -> Reply {
    let saved = context.state.script
    context.state.script.showLineNumbers = true
    context.state.script.diagnosticFile = location
    if let identity { context.state.script.loadingFiles.append(identity) }
    defer {
      context.state.script = saved
    }
    var output = Reply()
    var number = 0
    var lines = ScriptLines.split(text)
    if lines.last == "" { lines.removeLast() }
    var index = 0
    while index < lines.count {
      // A line and the lines below it that continue it (`.sorted()`, `as! Cell`).
      var line = String(lines[index])
      let first = index
      index += 1
      while index < lines.count, ScriptLines.continuesAbove(lines[index]) {
        line += "\n" + lines[index]
        index += 1
      }
      number = first + 1
      context.state.script.currentLine = number
      if echo { output += Style.prompt.paint(context.prompt) + line + "\n" }
      let response = run(line, in: &context)
      output += inline(response.parts, in: context)
      if response.failed {
        output.failed = true
        if bail { break }
      }
      if context.state.shouldQuit { break }
    }
    return output
  }

  /// Runs text saved in the editor as if each of its lines were typed at the prompt (each shown
  /// after the prompt first), and keeps it in the history as one entry.
  static func runEdited(_ text: String, in context: inout CommandContext) -> Reply {
    var lines = ScriptLines.split(text)
    while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
    context.state.inputs.remember(lines.joined(separator: "\n"))
    var out = Reply()
    for line in lines {
      out += Style.prompt.paint(context.prompt) + String(line) + "\n"
      let response = run(String(line), in: &context)
      out += response
      out.failed = out.failed || response.failed
      if context.state.shouldQuit { break }
    }
    let unfinished = unfinishedStatement(in: context)
    out += unfinished
    out.failed = out.failed || unfinished.failed
    return out
  }

  /// The diagnostic for a statement left open at the end of a script or an edit (nothing when
  /// none is open); the core forgets it.
  static func unfinishedStatement(in context: CommandContext) -> Reply {
    guard let unfinished = context.core.takeUnfinished() else { return Reply() }
    return Reply(diagnostic: context.presenter.diagnostic(unfinished))
  }

  /// The parts with every step to play printed in place (diagnostics stay diagnostics), for
  /// output that has no player (a script, a loaded file).
  static func inline(_ parts: [Reply.Part], in context: CommandContext) -> Reply {
    var reply = Reply()
    for part in parts {
      switch part {
      case .text, .diagnostic: reply += part
      case .playback(let playback):
        reply += StepPlayback.renderAll(playback, in: context)
      }
    }
    return reply
  }
}
