import MVCLocalization
import MVCRuntime
import MVCTutor

/// The step player's questions (`:predict on`): before a message is shown, who will receive
/// it? The player asks ``question(_:of:in:)``, reads a line and shows what
/// ``answer(_:_:of:in:)`` says, then the message as usual. Nothing here blocks: an empty
/// answer, `:skip` or an answer that names no one reveals the message.
enum PredictionFlow {
  /// The most participants a question lists.
  static let choiceLimit = 6

  /// The question to ask before step `index` of a playback is shown, finished; nil when
  /// `:predict` is off or the step has no message.
  static func question(_ index: Int, of playback: Playback, in context: CommandContext)
    -> String?
  {
    guard context.state.trace.predictMode, let asked = hop(index, of: playback, in: context)
    else { return nil }
    let l = context.localizer
    var out =
      Style.heading.paint(
        l.string("predict.question", [String(asked.event.sequence), asked.sender])) + "\n"
    var row = ""
    for (number, name) in asked.choices.enumerated() {
      row += (row.isEmpty ? "  " : "   ") + "\(number + 1) " + name
    }
    out += TextWrap.wrap(row, width: context.options.width, indent: "  ") + "\n"
    return context.finish(out)
  }

  /// The prompt the player reads the answer at (not coloured: the front end colours it).
  static func prompt(in context: CommandContext) -> String {
    TerminalText.visible(context.localizer.string("predict.prompt"))
  }

  /// What an answer to step `index`'s question comes to, finished: right, or wrong with the
  /// rule that decides who receives it; empty for an empty answer or `:skip` (the message is
  /// simply shown).
  static func answer(
    _ answer: String, _ index: Int, of playback: Playback, in context: inout CommandContext
  ) -> String {
    guard let asked = hop(index, of: playback, in: context) else { return "" }
    let l = context.localizer
    let colour = context.options.colour
    let width = min(context.options.width, 100)
    func finish(_ text: StyledText) -> String { TerminalText.finish(text, colour: colour) }
    func wrap(_ text: String, indent: String) -> String {
      ProseWrapper.wrap(text, width: width, indent: indent)
    }
    func hanging(_ text: String) -> String { String(wrap(text, indent: "  ").dropFirst(2)) }
    let typed = answer.trimmed()
    if typed.isEmpty || typed == ":skip" || typed == ":s" { return "" }
    let guess: String
    if let number = Int(typed), number >= 1, number <= asked.choices.count {
      guess = asked.choices[number - 1]
    } else if let name = asked.names.first(where: { $0 == typed })
      ?? asked.names.first(where: { $0.lowercased() == typed.lowercased() })
    {
      guess = name
    } else {
      let shown = TextWidth.truncated(typed, to: 30)
      return finish(Style.dim.paint(wrap(l.string("predict.unknown", [shown]), indent: "")) + "\n")
    }
    // Kept with the lesson progress, as a lesson's own questions are.
    context.tutor.recordPlaybackAnswer(right: guess == asked.receiver)
    let saved = LessonFlow.saveProgress(in: context)
    if guess == asked.receiver {
      return finish(
        Style.model.paint("✓ " + hanging(l.string("predict.right", [asked.receiver])))
          + "\n" + saved)
    }
    var out =
      Style.warning.paint("✗ " + hanging(l.string("predict.wrong", [guess, asked.receiver])))
      + "\n"
    let why = l.string("predict.why.\(asked.event.kind)", [asked.sender, asked.receiver])
    out += wrap(why, indent: "  ") + "\n"
    out += saved
    return finish(out)
  }

  /// A question: the message, who sends it, who receives it, and the names to choose from.
  struct HopQuestion {
    var event: TraceEvent
    var sender: String
    var receiver: String
    /// The names listed, in order (the receiver among them).
    var choices: [String]
    /// Every participant's name an answer may give.
    var names: [String]
  }

  /// The question for step `index`: the participants of the playback's messages (not the
  /// user or the outside), by name, at most ``predictionChoiceLimit`` with the receiver kept.
  static func hop(_ index: Int, of playback: Playback, in context: CommandContext)
    -> HopQuestion?
  {
    guard index >= 0 && index < playback.count,
      let event = StepPlayback.event(playback.sequences[index], in: context)
    else { return nil }
    let events = playback.sequences.compactMap { StepPlayback.event($0, in: context) }
    let trace = context.state.trace.loaded ?? context.world.standaloneTrace(events)
    let vocabulary = TraceVocabulary(trace: trace, localizer: context.localizer)
    var names: [String] = []
    for other in events {
      for participant in [other.sender, other.receiver] {
        guard case .object = participant else { continue }
        let name = vocabulary.name(participant)
        if !names.contains(name) { names.append(name) }
      }
    }
    let receiver = vocabulary.name(event.receiver)
    if !names.contains(receiver) { names.append(receiver) }
    names.sort()
    var choices = names
    if choices.count > Self.choiceLimit {
      let others = choices.filter { $0 != receiver }.prefix(Self.choiceLimit - 1)
      choices = (others + [receiver]).sorted()
    }
    return HopQuestion(
      event: event, sender: vocabulary.name(event.sender), receiver: receiver, choices: choices,
      names: names)
  }
}
