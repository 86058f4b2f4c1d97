import Glibc

/// The environment variables mvcsh reads, gathered once at start-up.
enum ProcessEnvironment {
  /// Every variable that decides the language, colour, history and start-up files, the editor
  /// of `:edit` and where it edits.
  static let names = [
    "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", "NO_COLOR", "TERM", "MVCSH_HISTORY",
    "MVCSH_PROGRESS", "XDG_STATE_HOME", "XDG_CONFIG_HOME", "HOME", "EDITRC", "VISUAL", "EDITOR",
    "TMPDIR",
  ]

  /// The variables of ``names`` that are set, with their values.
  static func snapshot() -> [String: String] {
    var environment: [String: String] = [:]
    for name in names {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    return environment
  }
}
