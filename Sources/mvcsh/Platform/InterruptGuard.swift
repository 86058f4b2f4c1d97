import Glibc

/// Set by the SIGINT handler; read and cleared on the main thread.
nonisolated(unsafe) private var interruptReceived: sig_atomic_t = 0

/// Keeps Ctrl-C from killing the interactive shell while a statement runs or output prints.
/// (While a line is edited, ISIG is off and Ctrl-C arrives as a key instead.)
enum InterruptGuard {
  /// Installs a SIGINT handler that only notes the signal.
  static func install() {
    _ = signal(SIGINT) { _ in interruptReceived = 1 }
    // A parent may have started us with SIGINT blocked: Ctrl-C must reach a running statement.
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGINT)
    _ = sigprocmask(SIG_UNBLOCK, &set, nil)
  }

  /// Whether SIGINT arrived since the last ``consume()``, leaving the note (a running statement
  /// polls this to stop).
  static var isPending: Bool { interruptReceived != 0 }

  /// Whether SIGINT arrived since the last call, clearing the note.
  static func consume() -> Bool {
    defer { interruptReceived = 0 }
    return interruptReceived != 0
  }
}
