import Glibc

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

  /// Every file of a directory whose name ends with `suffix`, by name, as UTF-8 text.
  static func texts(in directory: String, suffix: String, fileSystem: PosixFileSystem)
    -> [String: String]?
  {
    guard let names = names(in: directory) else { return nil }
    var texts: [String: String] = [:]
    for name in names where name.hasSuffix(suffix) {
      guard let bytes = try? fileSystem.read(directory + "/" + name),
        let text = String(validating: bytes, as: UTF8.self)
      else { continue }
      texts[name] = text
    }
    return texts
  }
}
