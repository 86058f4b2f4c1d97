import MVCRuntime

/// Everything a session remembers between lines apart from the world itself (which the
/// ``SessionCore`` owns): one field per feature, each its own small type.
///
/// Only the session and the code a line runs through (``LineFlow``, the commands, the lesson,
/// prediction and export flows) hold it, always through a ``CommandContext``.
struct SessionState {
  /// Language, colour, width and the catalogs the words come from.
  var settings: SessionSettings
  /// Where the line being run comes from: its number, its file, the files being loaded.
  var script = ScriptContext()
  /// What was typed at the prompt, for `:history` and `:edit`.
  var inputs = InputLog()
  /// The step player's modes, a loaded trace and the files exports wrote.
  var trace = TraceState()
  /// The lesson in progress, the learner's progress, and the words lessons are told in.
  var lesson = LessonState()
  /// Advice already given, so each finding is reported once.
  var reportedCouplings = Set<SourceCoupling>()
  /// Whether `:quit` was entered.
  var shouldQuit = false

  /// A fresh state with these settings.
  init(settings: SessionSettings) {
    self.settings = settings
  }
}
