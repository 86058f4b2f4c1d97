import Glibc
import MVCLocalization
import MVCShell

/// The line editor's settings file (`$EDITRC`, else `~/.editrc`).
enum EditorSettingsFile {
  /// The file when it is a regular file of sensible size; nil when there is none, or (said on
  /// standard error) when it is not one.
  static func path(environment: [String: String], localizer: Localizer) -> String? {
    let path: String
    if let explicit = environment["EDITRC"] {
      path = explicit
    } else if let home = environment["HOME"], !home.isEmpty {
      path = home + "/.editrc"
    } else {
      return nil
    }
    var information = stat()
    guard stat(path, &information) == 0 else { return nil }
    var problem: FileSystemError.Problem?
    if let kind = PosixFileSystem.kind(of: information) {
      problem = .notRegularFile(kind)
    } else if information.st_size > FileLimits.editorSettings {
      problem = .tooLarge(limit: FileLimits.editorSettings)
    }
    guard let problem else { return path }
    let error = FileSystemError(path: path, problem: problem)
    StandardStreams.writeError(
      localizer.string("cli.warning.editorSettingsSkipped", [path, error.reason(localizer)])
        + "\n")
    return nil
  }
}
