import MVCShell

/// Plays a statement's messages one step at a time at the prompt: Enter shows the next step,
/// `b` the one before, `s` the first of the next statement (a loaded trace of several),
/// `c` prints the rest and stops, `q`, Ctrl-C or Ctrl-D stop.
struct PlaybackPlayer {
  let session: Session
  let editor: LineEditor
  let style: PromptStyle

  /// What a key typed at the step prompt asks for.
  private enum Choice {
    case next, back, nextStatement, rest, stop, unknown

    init(_ answer: String) {
      switch answer.lowercased().filter({ !$0.isWhitespace }) {
      case "", "n", "next": self = .next
      case "b", "back": self = .back
      case "s", "statement": self = .nextStatement
      case "c", "continue": self = .rest
      case "q", "quit", "stop": self = .stop
      default: self = .unknown
      }
    }
  }

  /// With `:predict on`, asks who receives step `index`'s message and says whether the answer
  /// was right (an empty answer just shows it).
  /// - Returns: false when the learner stopped (Ctrl-C, Ctrl-D).
  private func ask(_ index: Int, of playback: Playback) -> Bool {
    guard let question = session.predictionQuestion(index, of: playback) else { return true }
    StandardStreams.writeLine(question)
    switch editor.readLine(prompt: style.stepPrompt(session.predictionPrompt)) {
    case .line(let answer):
      let verdict = session.answerPrediction(answer, index, of: playback)
      if !verdict.isEmpty { StandardStreams.writeLine(verdict) }
      return true
    case .interrupted:
      return false
    case .endOfInput:
      editor.writeToTerminal("\n")
      return false
    }
  }

  /// Plays every step until the learner has seen the last or stops.
  func play(_ playback: Playback) {
    var index = 0
    var showStep = true
    // The steps already asked about (`:predict on`): going back shows them without asking.
    var asked = -1
    while index < playback.count {
      if showStep && index > asked {
        asked = index
        guard ask(index, of: playback) else { return }
      }
      if showStep { StandardStreams.writeLine(session.renderStep(index, of: playback)) }
      showStep = true
      let prompt = style.stepPrompt(session.stepPrompt(index, of: playback))
      switch editor.readLine(prompt: prompt) {
      case .line(let answer):
        switch Choice(answer) {
        case .next: index += 1
        case .back: index = max(0, index - 1)
        case .nextStatement:
          if let next = session.nextStatementStep(after: index, of: playback) {
            index = next
          } else {
            showStep = false
          }
        case .rest:
          for rest in (index + 1)..<playback.count {
            StandardStreams.writeLine(session.renderStep(rest, of: playback))
          }
          return
        case .stop: return
        case .unknown: showStep = false
        }
      case .interrupted:
        return
      case .endOfInput:
        editor.writeToTerminal("\n")
        return
      }
    }
  }
}
