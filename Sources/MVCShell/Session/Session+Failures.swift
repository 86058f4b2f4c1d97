import MVCRuntime
import MVCScript

extension Session {
  /// The words for failures in the session's language, naming objects as the world named them
  /// when the failing statement failed.
  var failureText: FailureText { FailureText(localizer: localizer, world: world) }

  /// A failure that has no place in a source line (a meta-command's), with its suggestion.
  func failure(_ failure: ScriptFailure) -> Reply {
    self.failure(failureText.messageWithSuggestion(failure))
  }
}
