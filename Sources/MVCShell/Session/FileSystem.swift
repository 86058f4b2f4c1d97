/// The files a session may read and write, injected so that tests run entirely in memory and
/// nothing below the executable touches a file descriptor.
public protocol FileSystem: AnyObject {
  /// Reads a whole file.
  func read(_ path: String) throws -> [UInt8]
  /// Replaces a file atomically: readers see the old content or the new, never half of it.
  func writeAtomically(_ path: String, _ bytes: [UInt8]) throws
}

/// A file-system error with the path and the system's reason (already in words).
public struct FileSystemError: Error, Equatable, Sendable {
  public var path: String
  public var reason: String

  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }
}

/// An in-memory file system for tests.
public final class MemoryFileSystem: FileSystem {
  public var files: [String: [UInt8]]

  public init(files: [String: [UInt8]] = [:]) { self.files = files }

  public func read(_ path: String) throws -> [UInt8] {
    guard let bytes = files[path] else {
      throw FileSystemError(path: path, reason: "No such file or directory")
    }
    return bytes
  }

  public func writeAtomically(_ path: String, _ bytes: [UInt8]) throws {
    if path.hasPrefix("/unwritable") {
      throw FileSystemError(path: path, reason: "Permission denied")
    }
    files[path] = bytes
  }
}
