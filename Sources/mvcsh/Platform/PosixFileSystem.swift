import Glibc
import MVCShell

/// The real file system, through POSIX calls (no Foundation, to keep start-up fast).
///
/// Reading: only regular files are opened (a directory, a device such as `/dev/zero`, a FIFO
/// or a socket is refused before it is opened), a file larger than the caller's limit is
/// refused before it is read, and reading stops at the limit should the file grow meanwhile.
///
/// Writing (``writeAtomically(_:_:)``): a symbolic link is followed to its target (which may
/// not exist yet), and only a regular file is replaced. The new content goes into a temporary
/// file in the target's directory, is flushed to disk, and is renamed over the target, so a
/// reader (or a crash) sees the old content or the new, never half of it. The temporary file is
/// made without a name (`O_TMPFILE`) where the file system allows, so that even a killed
/// process leaves none behind; it gets a name only for the rename. An existing file keeps its
/// permissions (and, when we may, its owner). Any failure (a full disk, a file-size limit)
/// leaves the old file as it was and removes the temporary one.
///
/// Errors carry the name of `errno` and the system's reason in words (`strerror`).
final class PosixFileSystem: FileSystem {
  private var temporaryCounter = 0

  /// Creates the file system.
  init() {}

  // MARK: Reading

  func read(_ path: String, limit: Int) throws -> [UInt8] {
    try read(path, limit: limit, allowingPipes: false)
  }

  /// Reads a file of at most `limit` bytes: a regular file, or with `allowingPipes` also a
  /// FIFO or a pipe (`mvcsh <(make-script)`: a script given on the command line).
  func read(_ path: String, limit: Int, allowingPipes: Bool) throws -> [UInt8] {
    var information = stat()
    guard stat(path, &information) == 0 else { throw PosixFileSystem.failure(path) }
    try PosixFileSystem.check(information, path, limit: limit, allowingPipes: allowingPipes)
    // Non-blocking, so that a FIFO swapped in after the check cannot hang the open.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { throw PosixFileSystem.failure(path) }
    defer { close(descriptor) }
    guard fstat(descriptor, &information) == 0 else { throw PosixFileSystem.failure(path) }
    try PosixFileSystem.check(information, path, limit: limit, allowingPipes: allowingPipes)
    if information.st_mode & S_IFMT == S_IFIFO {
      // A pipe is read as it comes: wait for its writer.
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    }
    return try PosixFileSystem.readAll(descriptor, path: path, limit: limit)
  }

  /// Refuses what is not a regular file (nor a pipe, when pipes are allowed), and a regular
  /// file larger than the limit.
  private static func check(
    _ information: stat, _ path: String, limit: Int, allowingPipes: Bool
  ) throws {
    let type = information.st_mode & S_IFMT
    if allowingPipes && type == S_IFIFO { return }
    if let kind = kind(of: information) {
      throw FileSystemError(path: path, problem: .notRegularFile(kind))
    }
    if information.st_size > limit {
      throw FileSystemError(path: path, problem: .tooLarge(limit: limit))
    }
  }

  /// What a file is when it is not a regular file (nil for a regular file).
  static func kind(of information: stat) -> FileKind? {
    switch information.st_mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return .directory
    case S_IFCHR, S_IFBLK: return .device
    case S_IFIFO: return .fifo
    case S_IFSOCK: return .socket
    default: return .other
    }
  }

  /// What reading a file that may not exist came to.
  enum OptionalRead {
    /// Nothing is there.
    case absent
    /// The file's bytes.
    case read([UInt8])
    /// Something is there and it cannot be read (not a regular file, too large, no access).
    case failed(FileSystemError)
  }

  /// Reads a file that may well not exist (a start-up file).
  static func readIfPresent(_ path: String, limit: Int) -> OptionalRead {
    do {
      return .read(try PosixFileSystem().read(path, limit: limit))
    } catch let error as FileSystemError {
      return error.isMissing ? .absent : .failed(error)
    } catch {
      return .failed(FileSystemError(path: path, reason: "\(error)"))
    }
  }

  /// Reads standard input to its end (a script piped in), refusing more than `limit` bytes.
  static func readStandardInput(limit: Int) throws -> [UInt8] {
    try readAll(STDIN_FILENO, path: "standard input", limit: limit)
  }

  /// Reads a descriptor to its end, refusing more than `limit` bytes (it stops reading there).
  static func readAll(_ descriptor: Int32, path: String, limit: Int) throws -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer in
        Glibc.read(descriptor, buffer.baseAddress, buffer.count)
      }
      if count > 0 {
        guard bytes.count + count <= limit else {
          throw FileSystemError(path: path, problem: .tooLarge(limit: limit))
        }
        bytes.append(contentsOf: chunk[0..<count])
      } else if count == 0 {
        return bytes
      } else if errno != EINTR {
        throw failure(path)
      }
    }
  }

  /// The path with symbolic links resolved (`realpath`), or the path itself when it cannot be.
  func identity(of path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The path from the root: a relative path is joined to the current directory (`getcwd`).
  func absolutePath(of path: String) -> String {
    guard !path.hasPrefix("/"), let directory = getcwd(nil, 0) else { return path }
    defer { free(directory) }
    let base = String(cString: directory)
    let relative = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    return base.hasSuffix("/") ? base + relative : base + "/" + relative
  }

  // MARK: Writing

  func writeAtomically(_ path: String, _ bytes: [UInt8]) throws {
    try writeAtomically(path, bytes, newFileMode: 0o666)
  }

  /// Replaces `path` atomically with bytes; a file that does not exist yet is made with
  /// `newFileMode` (less the umask).
  func writeAtomically(_ path: String, _ bytes: [UInt8], newFileMode: mode_t) throws {
    try writeAtomically(path, newFileMode: newFileMode) { descriptor in
      try PosixFileSystem.writeAll(descriptor, bytes, path: path)
    }
  }

  /// Replaces `path` atomically with what `produce` writes to the descriptor it is given (a
  /// temporary file beside the target); `produce` throws when a write fails.
  /// - Parameter durable: also wait until the file and the rename are on the disk (`fsync`);
  ///   the history, saved after every line, only needs the rename to be atomic.
  func writeAtomically(
    _ path: String, newFileMode: mode_t, durable: Bool = true,
    produce: (_ descriptor: Int32) throws -> Void
  ) throws {
    // What the path finally names, through every link: only a regular file is replaced.
    var information = stat()
    if stat(path, &information) == 0, let kind = PosixFileSystem.kind(of: information) {
      throw FileSystemError(path: path, problem: .notRegularFile(kind))
    }
    let target = try PosixFileSystem.followingLinks(path)
    var existing: stat?
    if lstat(target, &information) == 0 {
      if let kind = PosixFileSystem.kind(of: information) {
        throw FileSystemError(path: path, problem: .notRegularFile(kind))
      }
      existing = information
    } else if errno != ENOENT {
      throw PosixFileSystem.failure(path)
    }
    let (directory, name) = PosixFileSystem.split(target)

    var temporary = try TemporaryFile(
      directory: directory, name: name, mode: newFileMode, counter: &temporaryCounter, for: path)
    do {
      try produce(temporary.descriptor)
      if let existing {
        if fchmod(temporary.descriptor, existing.st_mode & 0o7777) != 0 {
          throw PosixFileSystem.failure(path)
        }
        if existing.st_uid != geteuid() || existing.st_gid != getegid() {
          // Best effort: only the owner's group, or root, may keep someone else's ownership.
          _ = fchown(temporary.descriptor, existing.st_uid, existing.st_gid)
        }
      }
      if durable, fsync(temporary.descriptor) != 0 { throw PosixFileSystem.failure(path) }
      let named = try temporary.name(counter: &temporaryCounter, for: path)
      guard rename(named, target) == 0 else { throw PosixFileSystem.failure(path) }
      temporary.renamed()
    } catch {
      temporary.discard()
      throw error
    }
    if durable { PosixFileSystem.syncDirectory(directory) }
  }

  /// A temporary file being written: open, without a name where the file system allows.
  private struct TemporaryFile {
    let descriptor: Int32
    let directory: String
    let name: String
    /// Its name once it has one (from the start when the file system cannot make one without).
    private(set) var path: String?
    private var closed = false

    init(
      directory: String, name: String, mode: mode_t, counter: inout Int, for target: String
    ) throws {
      self.directory = directory
      self.name = name
      // __O_TMPFILE is glibc's O_TMPFILE (which includes O_DIRECTORY); Swift cannot import the
      // macro that spells it. /proc gives the unnamed file a name when it is finished.
      if access("/proc/self/fd", X_OK) == 0 {
        let unnamed = open(directory, __O_TMPFILE | O_WRONLY | O_CLOEXEC, mode)
        if unnamed >= 0 {
          descriptor = unnamed
          return
        }
        // The file system cannot (EOPNOTSUPP, EISDIR): make a named one. Any other error is
        // the directory's, and the named file would meet it too.
        if errno != EOPNOTSUPP && errno != EISDIR && errno != EINVAL {
          throw PosixFileSystem.failure(target)
        }
      }
      for _ in 0..<100 {
        let candidate = TemporaryFile.candidate(directory, name, counter: &counter)
        let named = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        if named >= 0 {
          descriptor = named
          path = candidate
          return
        }
        if errno != EEXIST { throw PosixFileSystem.failure(target) }
      }
      throw PosixFileSystem.failure(target)
    }

    /// Closes the finished file and gives it a name beside the target, ready to be renamed.
    mutating func name(counter: inout Int, for target: String) throws -> String {
      if path == nil {
        let link = "/proc/self/fd/\(descriptor)"
        for _ in 0..<100 {
          let candidate = TemporaryFile.candidate(directory, name, counter: &counter)
          if linkat(AT_FDCWD, link, AT_FDCWD, candidate, AT_SYMLINK_FOLLOW) == 0 {
            path = candidate
            break
          }
          if errno != EEXIST { throw PosixFileSystem.failure(target) }
        }
        guard path != nil else { throw PosixFileSystem.failure(target) }
      }
      closed = true
      // Some file systems report a failed write only when the file is closed.
      guard close(descriptor) == 0, let path else { throw PosixFileSystem.failure(target) }
      return path
    }

    /// The rename happened: nothing is left to remove.
    mutating func renamed() { path = nil }

    /// Removes whatever was written (an unnamed file vanishes when it is closed).
    func discard() {
      if !closed { close(descriptor) }
      if let path { unlink(path) }
    }

    private static func candidate(_ directory: String, _ name: String, counter: inout Int)
      -> String
    {
      counter += 1
      return "\(directory)/.\(name).\(getpid()).\(counter).tmp"
    }
  }

  static func writeAll(_ descriptor: Int32, _ bytes: [UInt8], path: String) throws {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if written >= 0 {
        offset += written
      } else if errno != EINTR {
        throw failure(path)
      }
    }
  }

  // MARK: Paths

  /// Follows symbolic links (relative ones from their own directory) to the path they finally
  /// name, which need not exist yet: a link to a file not made yet is written through, not
  /// replaced by a regular file.
  static func followingLinks(_ path: String) throws -> String {
    var current = path
    for _ in 0..<40 {
      var information = stat()
      guard lstat(current, &information) == 0, information.st_mode & S_IFMT == S_IFLNK else {
        return current
      }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink(current, &buffer, buffer.count - 1)
      guard length > 0 else { throw failure(path) }
      let target = String(
        decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      // `/dev/stdout` and the like lead to /proc's links to open descriptors: whatever they
      // show is not a file to replace.
      if target.hasPrefix("/proc/") {
        throw FileSystemError(path: path, problem: .notRegularFile(.other))
      }
      current = target.hasPrefix("/") ? target : split(current).directory + "/" + target
    }
    errno = ELOOP
    throw failure(path)
  }

  /// The directory part (`.` for a bare name) and the last component of a path.
  static func split(_ path: String) -> (directory: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let directory = String(path[..<slash])
    return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
  }

  /// Makes a rename durable (best effort: some file systems refuse to sync a directory).
  private static func syncDirectory(_ directory: String) {
    let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }

  // MARK: Errors

  /// The error for the last failed call: `errno`'s name and its words.
  static func failure(_ path: String) -> FileSystemError {
    let code = errno
    return FileSystemError(
      path: path,
      problem: .system(code: errnoName(code), text: String(cString: strerror(code))))
  }

  /// The symbolic name of the `errno` values the catalogs word; empty for the others.
  static func errnoName(_ code: Int32) -> String {
    switch code {
    case ENOENT: return "ENOENT"
    case EACCES: return "EACCES"
    case EPERM: return "EPERM"
    case ENOSPC: return "ENOSPC"
    case EDQUOT: return "EDQUOT"
    case EFBIG: return "EFBIG"
    case EROFS: return "EROFS"
    case EISDIR: return "EISDIR"
    case ENOTDIR: return "ENOTDIR"
    case ELOOP: return "ELOOP"
    case ENAMETOOLONG: return "ENAMETOOLONG"
    case EIO: return "EIO"
    default: return ""
    }
  }
}
