import Glibc
import MVCLocalization
import MVCShell

/// The file the interactive shell's history lives in between runs (see ``HistoryLocation``).
///
/// The directory is created (mode 0700) on first use. The file is saved after every line, so a
/// crash or a closed window loses nothing, through a temporary file in the same directory
/// renamed over the old one (``PosixFileSystem``): a failed write (a full disk, a file-size
/// limit) leaves the old history whole, and the learner is told once. A symbolic link is
/// written through to its target.
///
/// What is read first is checked: a path that exists but is not a regular file (`/dev/null`,
/// a FIFO) is neither read nor written (libedit would block on a FIFO); a file too large, or
/// one that cannot be read, is left alone and history stays in memory; a file in another
/// format (plain text, another tool's history) is set aside as `<path>.old-<n>` rather than
/// overwritten.
struct HistoryFile {
  /// Where history is kept, or nil for history in memory only.
  let path: String?
  /// The language a warning is written in.
  let language: Language
  /// Whether the file may be written (false when it was not read and must be kept as it is).
  private var writable = true
  private var warned = false

  /// The first line of every history file libedit writes.
  static let cookie = Array("_HiStOrY_V2_\n".utf8)

  /// Picks the file for an environment.
  init(environment: [String: String], language: Language) {
    self.path = HistoryLocation.path(environment: environment)
    self.language = language
  }

  private var localizer: Localizer { Localizer.embedded(language: language) }

  /// Loads earlier history into the editor (nothing happens when there is none yet).
  mutating func load(into editor: LineEditor) {
    guard let path else { return }
    var information = stat()
    guard stat(path, &information) == 0 else {
      if errno != ENOENT { refuse(PosixFileSystem.failure(path)) }
      return
    }
    guard PosixFileSystem.kind(of: information) == nil else {
      writable = false
      return
    }
    let bytes: [UInt8]
    do {
      bytes = try PosixFileSystem().read(path, limit: FileLimits.history)
    } catch let error as FileSystemError {
      refuse(error)
      return
    } catch {
      writable = false
      return
    }
    if bytes.isEmpty { return }
    guard
      bytes.starts(with: HistoryFile.cookie) || bytes.elementsEqual(HistoryFile.cookie.dropLast())
    else {
      setAside(path)
      return
    }
    _ = editor.loadHistory(from: path)
  }

  /// Writes the editor's history out, warning once on standard error if that fails.
  mutating func save(from editor: LineEditor) {
    guard let path, writable else { return }
    if let directory = HistoryLocation.directory(of: path) {
      HistoryFile.makeDirectories(directory)
    }
    do {
      try PosixFileSystem().writeAtomically(path, newFileMode: 0o600, durable: false) {
        descriptor in
        guard editor.saveHistory(to: descriptor) else { throw PosixFileSystem.failure(path) }
      }
    } catch let error as FileSystemError {
      warnOnce(localizer.string("cli.error.cannotSaveHistory", [path, error.reason(localizer)]))
    } catch {
      warnOnce(localizer.string("cli.error.cannotSaveHistory", [path, "\(error)"]))
    }
  }

  /// The file could not be read: say so, and keep history in memory, leaving the file alone.
  private mutating func refuse(_ error: FileSystemError) {
    writable = false
    tell(localizer.string("cli.history.notLoaded", [error.path, error.reason(localizer)]))
  }

  /// Moves a file in another format to `<file>.old-<n>` (the first `n` not taken), so that
  /// saving starts a new history instead of overwriting it.
  private mutating func setAside(_ path: String) {
    let file: String
    do {
      file = try PosixFileSystem.followingLinks(path)
    } catch let error as FileSystemError {
      refuse(error)
      return
    } catch {
      writable = false
      return
    }
    for number in 1...1000 {
      let kept = "\(file).old-\(number)"
      // link + unlink, unlike rename, never replaces a file already there.
      if link(file, kept) == 0 {
        unlink(file)
        tell(localizer.string("cli.history.setAside", [path, kept]))
        return
      }
      if errno == EEXIST { continue }
      // A file system without hard links: rename, having checked that the name is free.
      var information = stat()
      if lstat(kept, &information) == 0 { continue }
      if rename(file, kept) == 0 {
        tell(localizer.string("cli.history.setAside", [path, kept]))
        return
      }
      break
    }
    refuse(PosixFileSystem.failure(path))
  }

  /// Saving failed: said the first time only (it is tried again after every line).
  private mutating func warnOnce(_ message: String) {
    guard !warned else { return }
    warned = true
    tell(message)
  }

  private func tell(_ message: String) {
    StandardStreams.writeError(message + "\n")
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
