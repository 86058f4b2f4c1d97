import MVCLocalization

/// Reading and writing files through the session's file system, with a refusal already worded
/// when it fails.
extension CommandContext {
  /// Reads a file of at most `limit` bytes; a failure is already a reply saying which file and
  /// why.
  func readFile(_ path: String, limit: Int) -> Result<[UInt8], FailedResponse> {
    do {
      return .success(try fileSystem.read(path, limit: limit))
    } catch let error as FileSystemError {
      return .failure(
        FailedResponse(
          failure(localizer.string("error.cannotRead", [error.path, error.reason(localizer)]))))
    } catch {
      return .failure(
        FailedResponse(failure(localizer.string("error.cannotRead", [path, "\(error)"]))))
    }
  }

  /// Replaces a file atomically; nil on success, else the reply saying why it failed (the old
  /// file, if any, is untouched).
  func writeFile(_ path: String, _ bytes: [UInt8]) -> Reply? {
    do {
      try fileSystem.writeAtomically(path, bytes)
      return nil
    } catch let error as FileSystemError {
      return failure(
        localizer.string("error.cannotWrite", [error.path, error.reason(localizer)]))
    } catch {
      return failure(localizer.string("error.cannotWrite", [path, "\(error)"]))
    }
  }
}

extension FileSystemError {
  /// Why, in the localizer's language: the kind of file that is never read, the limit that was
  /// passed, or the system's reason (translated for the usual ones, else the system's words).
  public func reason(_ localizer: Localizer) -> String {
    switch problem {
    case .notRegularFile(let kind):
      return localizer.string("file.notRegular." + kind.rawValue)
    case .tooLarge(let limit):
      return localizer.string("file.tooLarge", [FileLimits.shown(limit)])
    case .system(let code, let text):
      guard Self.translatedCodes.contains(code) else { return text }
      return localizer.string("file.reason." + code)
    }
  }

  /// The `errno` names the catalogs word (`file.reason.ENOSPC`).
  public static let translatedCodes: Set<String> = [
    "ENOENT", "EACCES", "EPERM", "ENOSPC", "EDQUOT", "EFBIG", "EROFS", "EISDIR", "ENOTDIR",
    "ELOOP", "ENAMETOOLONG", "EIO",
  ]
}

/// A reply for a command that could not go on, carried as an error.
struct FailedResponse: Error {
  var response: Reply

  init(_ response: Reply) { self.response = response }
}
