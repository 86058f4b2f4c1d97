extension Session {
  /// Reads a file through the session's file system; a failure is already a response saying
  /// which file and why.
  func readFile(_ path: String) -> Result<[UInt8], FailedResponse> {
    do {
      return .success(try fileSystem.read(path))
    } catch let error as FileSystemError {
      return .failure(
        FailedResponse(failure(localizer.string("error.cannotRead", [error.path, error.reason]))))
    } catch {
      return .failure(
        FailedResponse(failure(localizer.string("error.cannotRead", [path, "\(error)"]))))
    }
  }

  /// Replaces a file atomically; nil on success, else the response saying why it failed (the
  /// old file, if any, is untouched).
  func writeFile(_ path: String, _ bytes: [UInt8]) -> Reply? {
    do {
      try fileSystem.writeAtomically(path, bytes)
      return nil
    } catch let error as FileSystemError {
      return failure(localizer.string("error.cannotWrite", [error.path, error.reason]))
    } catch {
      return failure(localizer.string("error.cannotWrite", [path, "\(error)"]))
    }
  }
}

/// A response for a command that could not go on, carried as an error.
struct FailedResponse: Error {
  var response: Reply

  init(_ response: Reply) { self.response = response }
}
