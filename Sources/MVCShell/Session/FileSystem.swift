/// The files a session may read and write, injected so that tests run entirely in memory and
/// nothing below the executable touches a file descriptor.
///
/// Only regular files are read or replaced: a directory, a device (`/dev/zero`), a FIFO or a
/// socket is refused at once, before anything is read from it or written to it. Every read has
/// a size limit (``FileLimits``), checked before reading and again while reading.
public protocol FileSystem: AnyObject {
  /// Reads a whole regular file of at most `limit` bytes.
  func read(_ path: String, limit: Int) throws -> [UInt8]
  /// Replaces a regular file (or creates one) atomically: readers see the old content or the
  /// new, never half of it; a failed write leaves the old file as it was and no temporary file.
  func writeAtomically(_ path: String, _ bytes: [UInt8]) throws
  /// A name that is the same for every path of one file (`./a` and `a`, a symbolic link and
  /// its target), so `:load` can tell a file that loads itself. The path itself by default.
  func identity(of path: String) -> String
  /// The path from the root (for a `file://` URL): relative paths start at the current
  /// directory. The path itself by default.
  func absolutePath(of path: String) -> String
}

extension FileSystem {
  public func identity(of path: String) -> String { path }

  public func absolutePath(of path: String) -> String { path }

  /// Whether something is at `path` (a file that cannot be read counts: it is not replaced).
  public func exists(_ path: String) -> Bool {
    do {
      _ = try read(path, limit: 0)
      return true
    } catch let error as FileSystemError {
      return !error.isMissing
    } catch {
      return true
    }
  }
}

/// The most bytes mvcsh reads from each kind of file: far above what real use needs, so that a
/// mistaken path (`/dev/zero`, a huge log) fails at once with a clear message instead of
/// filling memory.
public enum FileLimits {
  /// A script: `mvcsh FILE`, standard input, `:load FILE` (a saved session).
  public static let script = 16 << 20
  /// An exported trace read back with `:trace load`.
  public static let trace = 256 << 20
  /// A lesson file from `--lessons DIR`.
  public static let lesson = 1 << 20
  /// A catalog from `--translations DIR`.
  public static let catalog = 1 << 20
  /// The lesson progress file.
  public static let progress = 1 << 20
  /// The interactive history file.
  public static let history = 4 << 20
  /// The line editor's settings (`~/.editrc`).
  public static let editorSettings = 1 << 20

  /// A limit as people write it: `16 MB`, `512 KB`, `100 bytes`.
  public static func shown(_ bytes: Int) -> String {
    if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MB" }
    if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KB" }
    return "\(bytes) bytes"
  }
}

/// What a path names when it is not a regular file.
public enum FileKind: String, Equatable, Sendable {
  case directory
  case device
  case fifo
  case socket
  case other
}

/// A file-system error: the path and what went wrong.
public struct FileSystemError: Error, Equatable, Sendable {
  /// What went wrong.
  public enum Problem: Equatable, Sendable {
    /// A system call failed: the symbolic name of its `errno` (`ENOSPC`; empty when unknown)
    /// and the system's words for it.
    case system(code: String, text: String)
    /// The path names a directory, a device, a FIFO or a socket: never read or replaced.
    case notRegularFile(FileKind)
    /// The file holds more than `limit` bytes.
    case tooLarge(limit: Int)
  }

  public var path: String
  public var problem: Problem

  public init(path: String, problem: Problem) {
    self.path = path
    self.problem = problem
  }

  /// An error with the system's reason in words (no `errno` name).
  public init(path: String, reason: String) {
    self.init(path: path, problem: .system(code: "", text: reason))
  }

  /// Whether the file does not exist (`ENOENT`).
  public var isMissing: Bool {
    if case .system(let code, _) = problem { return code == "ENOENT" }
    return false
  }

  /// The reason in the system's words, untranslated (for logs and tests).
  public var reason: String {
    switch problem {
    case .system(_, let text): return text
    case .notRegularFile(let kind): return "not a regular file (\(kind.rawValue))"
    case .tooLarge(let limit): return "larger than \(FileLimits.shown(limit))"
    }
  }
}

/// An in-memory file system for tests. Paths in ``specialFiles`` stand for a directory, a
/// device or a FIFO; ``writeFailures`` makes writing a path fail (a full disk, a file-size
/// limit) without changing anything.
public final class MemoryFileSystem: FileSystem {
  public var files: [String: [UInt8]]
  /// Paths that are not regular files, and what they are.
  public var specialFiles: [String: FileKind] = [:]
  /// Paths whose writing fails with this problem.
  public var writeFailures: [String: FileSystemError.Problem] = [:]
  /// Paths that name the same file as another path (a symbolic link and its target).
  public var aliases: [String: String] = [:]

  public init(files: [String: [UInt8]] = [:]) { self.files = files }

  public func read(_ path: String, limit: Int) throws -> [UInt8] {
    let path = aliases[path] ?? path
    if let kind = specialFiles[path] {
      throw FileSystemError(path: path, problem: .notRegularFile(kind))
    }
    guard let bytes = files[path] else {
      throw FileSystemError(
        path: path, problem: .system(code: "ENOENT", text: "No such file or directory"))
    }
    guard bytes.count <= limit else {
      throw FileSystemError(path: path, problem: .tooLarge(limit: limit))
    }
    return bytes
  }

  /// Reads a file whatever its size (for tests that look at what was written).
  public func read(_ path: String) throws -> [UInt8] {
    try read(path, limit: .max)
  }

  public func writeAtomically(_ path: String, _ bytes: [UInt8]) throws {
    let path = aliases[path] ?? path
    if path.hasPrefix("/unwritable") {
      throw FileSystemError(path: path, problem: .system(code: "EACCES", text: "Permission denied"))
    }
    if let kind = specialFiles[path] {
      throw FileSystemError(path: path, problem: .notRegularFile(kind))
    }
    if let problem = writeFailures[path] {
      throw FileSystemError(path: path, problem: problem)
    }
    files[path] = bytes
  }

  public func identity(of path: String) -> String { aliases[path] ?? path }

  /// The current directory of the memory file system, which relative paths start at.
  public var currentDirectory = "/work"

  public func absolutePath(of path: String) -> String {
    path.hasPrefix("/") ? path : currentDirectory + "/" + path
  }
}
