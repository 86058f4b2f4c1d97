import MVCLocalization
import MVCRuntime
import MVCScript
import MVCTutor

/// What a line runs with, and all a command may use: the core (world, interpreter, history),
/// the session's state, the file system and the programs it may start, and helpers to word a
/// reply. Commands and flows are handed it `inout`; none of them sees the ``Session``.
struct CommandContext {
  /// The world, the interpreter and the history.
  let core: SessionCore
  /// Everything else the session remembers, a field per feature.
  var state: SessionState
  /// Where `:save`, `:load`, `:export` and `:trace load` read and write.
  let fileSystem: any FileSystem
  /// The desktop's opener (`:open`) and the learner's editor (`:edit`).
  let programs: any ExternalPrograms

  /// What the world holds: every command, renderer and goal reads it through this.
  var world: WorldReader { core.reader }
  /// The catalogs every word comes from.
  var localizer: Localizer { state.settings.localizer }
  /// The presentation settings (language, colour, width).
  var options: SessionOptions { state.settings.options }
  /// The catalogs of the second language lesson texts are also shown in, or nil.
  var secondLocalizer: Localizer? { state.settings.secondLocalizer }
  /// The lesson in progress and the learner's progress.
  var tutor: Tutor {
    get { state.lesson.tutor }
    set { state.lesson.tutor = newValue }
  }

  /// The prompt text without colour: `mvcsh> `, or `  ...> ` while a statement continues.
  var prompt: String { core.isContinuing ? "  ...> " : "mvcsh> " }

  /// Renders outcomes in the learner's language, placing diagnostics as the script context
  /// says.
  var presenter: OutcomePresenter {
    OutcomePresenter(
      world: world, localizer: localizer, failureText: failureText,
      showLineNumbers: state.script.showLineNumbers, file: state.script.diagnosticFile,
      width: options.width, diagnosticWidth: state.settings.diagnosticWidth)
  }

  /// The words for failures in the session's language, naming objects as the world named them
  /// when the failing statement failed.
  var failureText: FailureText { FailureText(localizer: localizer, world: world) }

  /// Replaces the world with a fresh one (and forgets what belonged to the old one).
  mutating func resetWorld() {
    core.reset()
    state.trace.loaded = nil
    state.reportedCouplings = []
  }
}
