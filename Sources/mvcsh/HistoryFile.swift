import Glibc
import MVCLocalization
import MVCShell

/// The file the interactive shell's history lives in between runs (see ``HistoryLocation``).
///
/// The directory is created (mode 0700) on first use. The file is saved after every line, so a
/// crash or a closed window loses nothing, through a temporary file renamed over the old one.
/// A path that exists but is not a regular file (`/dev/null`, a FIFO) is neither read nor
/// written: libedit would block on a FIFO and `chmod` whatever it saves to.
struct HistoryFile {
  /// Where history is kept, or nil for history in memory only.
  let path: String?
  private var warned = false

  /// The language a warning is written in.
  let language: Language

  /// Picks the file for an environment.
  init(environment: [String: String], language: Language) {
    self.path = HistoryLocation.path(environment: environment)
    self.language = language
  }

  /// Loads earlier history into the editor (nothing happens when there is none yet).
  func load(into editor: LineEditor) {
    guard let path, HistoryFile.isRegularFileOrAbsent(path) else { return }
    _ = editor.loadHistory(from: path)
  }

  /// Writes the editor's history out, warning once on standard error if that fails.
  mutating func save(from editor: LineEditor) {
    guard let path else { return }
    guard HistoryFile.isRegularFileOrAbsent(path) else { return }
    if let directory = HistoryLocation.directory(of: path) {
      HistoryFile.makeDirectories(directory)
    }
    let temporary = "\(path).\(getpid()).tmp"
    if editor.saveHistory(to: temporary), rename(temporary, path) == 0 { return }
    let reason = String(cString: strerror(errno))
    unlink(temporary)
    if !warned {
      warned = true
      StandardStreams.writeError(
        Localizer.embedded(language: language).string(
          "cli.error.cannotSaveHistory", [path, reason])
          + "\n")
    }
  }

  private static func isRegularFileOrAbsent(_ path: String) -> Bool {
    var information = stat()
    guard stat(path, &information) == 0 else { return true }
    return information.st_mode & S_IFMT == S_IFREG
  }

  /// `mkdir -p` with mode 0700 for each directory it has to create.
  static func makeDirectories(_ directory: String) {
    var information = stat()
    guard stat(directory, &information) != 0 else { return }
    var partial = directory.hasPrefix("/") ? "" : "."
    for component in directory.split(separator: "/") {
      partial += "/" + component
      if mkdir(partial, 0o700) != 0 && errno != EEXIST { return }
    }
  }
}
