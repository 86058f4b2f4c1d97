import MVCRuntime

/// What the trace commands and the step player remember: the player's modes, a trace loaded
/// with `:trace load`, and the files exports wrote under a default name.
struct TraceState {
  /// Whether each statement's messages are played step by step (`:step on`).
  var stepMode = false
  /// Whether the step player asks who receives each message before showing it (`:predict`).
  var predictMode = false
  /// A trace loaded with `:trace load`, which `:trace` and the player show until the next
  /// statement.
  var loaded: Trace?
  /// Files this session wrote under a default name (`trace.html`): the next export of that
  /// format may replace them, never a file it did not write.
  var defaultExportFiles: Set<String> = []
}
