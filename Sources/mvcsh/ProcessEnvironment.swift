import Glibc

/// The environment variables mvcsh reads, gathered once at start-up.
enum ProcessEnvironment {
  /// Every variable that decides the language, colour and history file.
  static let names = [
    "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", "NO_COLOR", "TERM", "MVCSH_HISTORY",
    "MVCSH_PROGRESS",
    "XDG_STATE_HOME", "HOME",
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
