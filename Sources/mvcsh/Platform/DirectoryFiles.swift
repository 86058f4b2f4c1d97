import Glibc
import MVCLocalization
import MVCShell

/// Reads the files of a directory the command line names (`--lessons DIR`,
/// `--translations DIR`): plain POSIX, no Foundation.
enum DirectoryFiles {
  /// The names of the entries of a directory, sorted; nil when it cannot be opened.
  static func names(in directory: String) -> [String]? {
    guard let handle = opendir(directory) else { return nil }
    defer { closedir(handle) }
    var names: [String] = []
    while let entry = readdir(handle) {
      let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
        pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// Every file of a directory whose name ends with `suffix`, by name, as UTF-8 text; nil when
  /// the directory cannot be opened.
  ///
  /// A file that is not a regular file (a link to `/dev/zero`, a FIFO), is larger than `limit`,
  /// cannot be read or is not UTF-8 is left out, and `leftOut` says which and why, one line
  /// each in the localizer's language.
  static func texts(
    in directory: String, suffix: String, limit: Int, fileSystem: PosixFileSystem,
    localizer: Localizer
  ) -> (texts: [String: String], leftOut: [String])? {
    guard let names = names(in: directory) else { return nil }
    var texts: [String: String] = [:]
    var leftOut: [String] = []
    for name in names where name.hasSuffix(suffix) {
      let path = directory + "/" + name
      do {
        let bytes = try fileSystem.read(path, limit: limit)
        guard let text = String(validating: bytes, as: UTF8.self) else {
          leftOut.append(
            localizer.string("cli.warning.fileLeftOut", [path, localizer.string("file.notUTF8")]))
          continue
        }
        texts[name] = text
      } catch let error as FileSystemError {
        leftOut.append(
          localizer.string("cli.warning.fileLeftOut", [path, error.reason(localizer)]))
      } catch {
        leftOut.append(localizer.string("cli.warning.fileLeftOut", [path, "\(error)"]))
      }
    }
    return (texts, leftOut)
  }
}
