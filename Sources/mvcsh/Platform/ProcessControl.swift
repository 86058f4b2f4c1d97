import Glibc

/// The process's own signals and exit, and the system's words for the last failed call.
enum ProcessControl {
  /// Writing past a file-size limit (`ulimit -f`) is an error to report, not a reason to die.
  static func ignoreFileSizeSignal() {
    _ = signal(SIGXFSZ, SIG_IGN)
  }

  /// Ends the process with a status.
  static func exit(_ status: Int32) -> Never {
    Glibc.exit(status)
  }

  /// The system's words for the last call that failed (`strerror(errno)`).
  static var lastErrorText: String { String(cString: strerror(errno)) }
}
