import MVCLocalization
import MVCRuntime
import MVCScript
import MVCTutor

/// Wording a reply: a command's refusal placed as the script context says, prose wrapped to
/// the width lessons use, text finished for the terminal.
extension CommandContext {
  /// A command's refusal: `error: message` (in a script `FILE:LINE:1: error: message`), a
  /// diagnostic marked as failed.
  func failure(_ message: String) -> Reply {
    if let file = state.script.diagnosticFile {
      return Reply(
        diagnostic: DiagnosticRenderer.located(
          message, file: file, line: state.script.currentLine, column: 1, localizer: localizer,
          width: options.width))
    }
    return Reply(
      diagnostic: DiagnosticRenderer.headline(
        message, localizer: localizer, width: state.settings.diagnosticWidth))
  }

  /// A failure that has no place in a source line (a meta-command's), with its suggestion.
  func failure(_ failure: ScriptFailure) -> Reply {
    self.failure(failureText.messageWithSuggestion(failure))
  }

  /// Text wrapped to the width lessons and notes are shown in (at most 100 columns).
  func wrap(_ text: String, indent: String) -> String {
    ProseWrapper.wrap(text, width: min(options.width, 100), indent: indent)
  }

  /// The last step of any text: control characters made visible, colours applied or dropped.
  func finish(_ text: StyledText) -> String {
    TerminalText.finish(text, colour: options.colour)
  }

  /// A warning line: `⚠ text`.
  func warning(_ text: String) -> StyledText { Style.warning.paint("⚠ " + text) + "\n" }

  /// An error line that is not a diagnostic (a lesson's replay that failed).
  func errorLine(_ message: String) -> StyledText {
    Style.error.paint(localizer.string("diag.error")) + ": " + message + "\n"
  }
}
