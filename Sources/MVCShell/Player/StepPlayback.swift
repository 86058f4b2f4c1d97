import MVCLocalization
import MVCRuntime

/// The step player's pictures of a playback: one step as the player shows it, the prompt it
/// waits at, and where the next statement's messages begin. A playback's numbers are looked up
/// in a loaded trace while one is shown, else in the world's.
enum StepPlayback {
  /// The event with a sequence number, from the loaded trace or the world.
  static func event(_ sequence: Int, in context: CommandContext) -> TraceEvent? {
    if let loaded = context.state.trace.loaded {
      // A trace mvcsh wrote numbers its events 1…n in order: look there first.
      let events = loaded.events
      if sequence >= 1 && sequence <= events.count && events[sequence - 1].sequence == sequence {
        return events[sequence - 1]
      }
      return events.first { $0.sequence == sequence }
    }
    let world = context.world
    guard sequence >= 1 && sequence <= world.trace.count else { return nil }
    return world.trace[sequence - 1]
  }

  /// Step `index` (0-based) of a playback: "step k of n", sender → receiver, role, rule.
  static func render(_ index: Int, of playback: Playback, in context: CommandContext)
    -> StyledText
  {
    render(index, of: playback, in: context, loadedWords: loadedVocabulary(in: context))
  }

  /// Every step of a playback, one after another (a script, which has no player). The words
  /// of a loaded trace are made once, not once a step: a large trace stays linear.
  static func renderAll(_ playback: Playback, in context: CommandContext) -> StyledText {
    let words = loadedVocabulary(in: context)
    var out = StyledText()
    for index in 0..<playback.count {
      out += render(index, of: playback, in: context, loadedWords: words)
    }
    return out
  }

  /// The words of the loaded trace, while one is shown.
  private static func loadedVocabulary(in context: CommandContext) -> TraceVocabulary? {
    context.state.trace.loaded.map { TraceVocabulary(trace: $0, localizer: context.localizer) }
  }

  private static func render(
    _ index: Int, of playback: Playback, in context: CommandContext,
    loadedWords: TraceVocabulary?
  ) -> StyledText {
    guard index >= 0 && index < playback.count,
      let event = event(playback.sequences[index], in: context)
    else {
      return StyledText()
    }
    let vocabulary =
      loadedWords
      ?? TraceVocabulary(
        trace: context.world.standaloneTrace([event]), localizer: context.localizer)
    return StepRenderer.render(
      event, index: index, count: playback.count, vocabulary: vocabulary,
      width: context.options.width)
  }

  /// The prompt shown while a playback waits for a key, made visible but not coloured (the
  /// front end colours its own prompts). A playback of several statements (a loaded trace)
  /// also offers `s`, to the next statement.
  static func prompt(_ index: Int, of playback: Playback, in context: CommandContext) -> String {
    let key = spansStatements(playback, in: context) ? "step.promptStatements" : "step.prompt"
    return TerminalText.visible(
      context.localizer.string(key, [String(index + 1), String(playback.count)]))
  }

  /// The first step after `index` that another statement sent (`s` in the step player), or
  /// nil when the rest of the playback belongs to the same statement.
  static func nextStatementStep(after index: Int, of playback: Playback, in context: CommandContext)
    -> Int?
  {
    guard index >= 0, index < playback.count,
      let statement = event(playback.sequences[index], in: context)?.statement
    else { return nil }
    return ((index + 1)..<playback.count).first {
      event(playback.sequences[$0], in: context)?.statement != statement
    }
  }

  /// Whether a playback's messages come from more than one statement.
  private static func spansStatements(_ playback: Playback, in context: CommandContext) -> Bool {
    guard let first = playback.sequences.first, let last = playback.sequences.last else {
      return false
    }
    return event(first, in: context)?.statement != event(last, in: context)?.statement
  }
}
