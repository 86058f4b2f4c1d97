/// The programs outside mvcsh a session may start: the desktop's opener (`:open`) and the
/// learner's editor (`:edit`). Injected, like ``FileSystem``: only the executable starts
/// processes, and tests use a fake.
public protocol ExternalPrograms: AnyObject {
  /// Opens a file or a URL with the desktop's opener (`xdg-open`; `open` on a Mac).
  /// - Returns: whether the opener ran and succeeded (false when there is none).
  func open(_ target: String) -> Bool

  /// Lets the learner edit `text` in `$VISUAL`, else `$EDITOR`, else `vi`, in a temporary
  /// file whose name ends with `suffix` (`.mvcsh`, so the editor colours it).
  /// - Returns: the text as saved, or why there is none.
  func edit(_ text: String, suffix: String) -> EditOutcome
}

/// What became of an edit in the learner's editor.
public enum EditOutcome: Equatable, Sendable {
  /// The editor exited with status 0: the text of the file as saved.
  case saved(String)
  /// The editor (its command, as in `$EDITOR`) could not be started.
  case cannotStart(editor: String)
  /// The editor exited with another status: nothing is run (as `git commit` does).
  case failed(editor: String, status: Int)
  /// The temporary file could not be made or read back: the system's reason.
  case fileProblem(String)
}

/// No programs at all: nothing opens and no editor starts (tests, and the default).
public final class NoExternalPrograms: ExternalPrograms {
  public init() {}

  public func open(_ target: String) -> Bool { false }

  public func edit(_ text: String, suffix: String) -> EditOutcome {
    .cannotStart(editor: "vi")
  }
}
