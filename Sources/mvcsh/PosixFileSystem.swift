import Glibc
import MVCShell

/// The real file system, through POSIX calls (no Foundation, to keep start-up fast).
///
/// ``writeAtomically(_:_:)`` writes a temporary file in the target's directory, flushes it to
/// disk, and renames it over the target, so a reader (or a crash) sees the old content or the
/// new, never half of it. Errors carry the system's reason in words (`strerror`).
final class PosixFileSystem: FileSystem {
  private var temporaryCounter = 0

  /// Creates the file system.
  init() {}

  func read(_ path: String) throws -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw PosixFileSystem.failure(path) }
    defer { close(descriptor) }
    return try PosixFileSystem.readAll(descriptor, path: path)
  }

  func writeAtomically(_ path: String, _ bytes: [UInt8]) throws {
    let target = PosixFileSystem.resolvingSymbolicLink(path)
    let (directory, name) = PosixFileSystem.split(target)
    temporaryCounter += 1
    let temporary = "\(directory)/.\(name).\(getpid()).\(temporaryCounter).tmp"

    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw PosixFileSystem.failure(path) }
    do {
      var existing = stat()
      if stat(target, &existing) == 0, fchmod(descriptor, existing.st_mode & 0o7777) != 0 {
        throw PosixFileSystem.failure(path)
      }
      try PosixFileSystem.writeAll(descriptor, bytes, path: path)
      guard fsync(descriptor) == 0 else { throw PosixFileSystem.failure(path) }
    } catch {
      close(descriptor)
      unlink(temporary)
      throw error
    }
    guard close(descriptor) == 0, rename(temporary, target) == 0 else {
      let error = PosixFileSystem.failure(path)
      unlink(temporary)
      throw error
    }
    PosixFileSystem.syncDirectory(directory)
  }

  /// Reads a descriptor to its end.
  static func readAll(_ descriptor: Int32, path: String) throws -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer in
        Glibc.read(descriptor, buffer.baseAddress, buffer.count)
      }
      if count > 0 {
        bytes.append(contentsOf: chunk[0..<count])
      } else if count == 0 {
        return bytes
      } else if errno != EINTR {
        throw failure(path)
      }
    }
  }

  private static func writeAll(_ descriptor: Int32, _ bytes: [UInt8], path: String) throws {
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

  /// The error for the last failed call, with `errno` in words.
  private static func failure(_ path: String) -> FileSystemError {
    FileSystemError(path: path, reason: String(cString: strerror(errno)))
  }

  /// Follows a symbolic link so that the rename replaces the file it points at, not the link.
  private static func resolvingSymbolicLink(_ path: String) -> String {
    var information = stat()
    guard lstat(path, &information) == 0, information.st_mode & S_IFMT == S_IFLNK,
      let resolved = realpath(path, nil)
    else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The directory part (`.` for a bare name) and the last component of a path.
  private static func split(_ path: String) -> (directory: String, name: String) {
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
}
