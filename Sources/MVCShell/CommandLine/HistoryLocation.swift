/// Where the interactive shell keeps its line history, following the XDG Base Directory
/// specification: state such as history belongs under `$XDG_STATE_HOME`.
public enum HistoryLocation {
  /// The history file for an environment, or nil when there is nowhere to keep one.
  ///
  /// In order: `$MVCSH_HISTORY` when set and non-empty; `$XDG_STATE_HOME/mvcsh/history` when
  /// that variable is an absolute path (the specification says to ignore relative ones);
  /// `$HOME/.local/state/mvcsh/history` when `HOME` is an absolute path.
  public static func path(environment: [String: String]) -> String? {
    if let explicit = environment["MVCSH_HISTORY"], !explicit.isEmpty {
      return explicit
    }
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return joined(state, "mvcsh/history")
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      return joined(home, ".local/state/mvcsh/history")
    }
    return nil
  }

  /// The file the tutor keeps lesson progress in: `$MVCSH_PROGRESS`, else `progress` next to
  /// the history under the XDG state directory; nil when there is nowhere to keep one.
  public static func progressPath(environment: [String: String]) -> String? {
    if let explicit = environment["MVCSH_PROGRESS"], !explicit.isEmpty { return explicit }
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return joined(state, "mvcsh/progress")
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      return joined(home, ".local/state/mvcsh/progress")
    }
    return nil
  }

  /// The directory that holds `path` (everything before the last `/`), or nil for a bare name.
  public static func directory(of path: String) -> String? {
    guard let slash = path.lastIndex(of: "/") else { return nil }
    let directory = String(path[..<slash])
    return directory.isEmpty ? "/" : directory
  }

  private static func joined(_ base: String, _ rest: String) -> String {
    base.hasSuffix("/") ? base + rest : base + "/" + rest
  }
}
