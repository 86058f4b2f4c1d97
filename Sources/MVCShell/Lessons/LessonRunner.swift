/// Drives the session core for a lesson and reads what it answers: it replays the statements a
/// step starts from, and runs a demonstration's statements, collecting what each came to and
/// the messages they sent.
///
/// It talks to the core directly, so nothing it runs is checked against the lesson's goals,
/// played step by step or advised on: those belong to what the learner types.
struct LessonRunner {
  /// The core the lesson's statements run in.
  let core: SessionCore
  /// Runs a meta-command a lesson's statements contain (`:device iPad`).
  let runCommand: (String) -> Reply

  /// What a demonstration's lines came to.
  struct Demonstration {
    /// Each line with what it came to (and, for a meta-command, what it answered), in order.
    var lines: [(source: String, outcome: Outcome, answer: Reply?)] = []
    /// The trace sequence numbers of every message the lines sent.
    var sequences: [Int] = []
    /// Whether any line failed.
    var failed = false
  }

  /// Runs lines quietly.
  /// - Returns: the first line that failed or was left unfinished; nil when all ran.
  func replay(_ lines: [String]) -> String? {
    for line in lines {
      switch core.submit(line) {
      case .incomplete: continue
      case .statements(let run) where run.failure != nil: return line
      case .statements: continue
      case .command(let text): if runCommand(text).failed { return line }
      case .unfinished: return line
      }
    }
    return core.takeUnfinished()?.source
  }

  /// Runs a demonstration's lines and collects what they did.
  func demonstrate(_ lines: [String]) -> Demonstration {
    var demonstration = Demonstration()
    for line in lines {
      let outcome = core.submit(line)
      var answer: Reply?
      switch outcome {
      case .statements(let run):
        demonstration.sequences += run.sequences
        if run.failure != nil { demonstration.failed = true }
      case .command(let text):
        let response = runCommand(text)
        answer = response
        if response.failed { demonstration.failed = true }
      case .unfinished: demonstration.failed = true
      case .incomplete: break
      }
      demonstration.lines.append((line, outcome, answer))
    }
    if let unfinished = core.takeUnfinished() {
      demonstration.lines.append(
        (unfinished.source, .unfinished(unfinished, then: .incomplete), nil))
      demonstration.failed = true
    }
    return demonstration
  }
}
