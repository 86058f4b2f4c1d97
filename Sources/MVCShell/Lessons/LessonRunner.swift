/// Drives the session core for a lesson and reads what it answers: it replays the statements a
/// step starts from, and runs a demonstration's statements, collecting what each came to and
/// the messages they sent.
///
/// It talks to the core directly, so nothing it runs is checked against the lesson's goals,
/// played step by step or advised on: those belong to what the learner types.
///
/// A lesson is data: it runs statements only. A line the core takes for a command (`:save`,
/// `:lesson`, `quit` …) is never run; it counts as a failed line. The lesson parser already
/// refuses such lines, so this only matters for a lesson built some other way.
struct LessonRunner {
  /// The core the lesson's statements run in.
  let core: SessionCore

  /// What a demonstration's lines came to.
  struct Demonstration {
    /// Each line with what it came to, in order (a command is there, not run).
    var lines: [(source: String, outcome: Outcome)] = []
    /// The trace sequence numbers of every message the lines sent.
    var sequences: [Int] = []
    /// Whether any line failed (or was a command, which is refused).
    var failed = false
  }

  /// Runs lines quietly.
  /// - Returns: the first line that failed, was left unfinished or was a command; nil when
  ///   all ran.
  func replay(_ lines: [String]) -> String? {
    for line in lines {
      switch core.submit(line) {
      case .incomplete: continue
      case .statements(let run) where run.failure != nil: return line
      case .statements: continue
      case .command: return line
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
      switch outcome {
      case .statements(let run):
        demonstration.sequences += run.sequences
        if run.failure != nil { demonstration.failed = true }
      case .command, .unfinished: demonstration.failed = true
      case .incomplete: break
      }
      demonstration.lines.append((line, outcome))
    }
    if let unfinished = core.takeUnfinished() {
      demonstration.lines.append((unfinished.source, .unfinished(unfinished, then: .incomplete)))
      demonstration.failed = true
    }
    return demonstration
  }
}
