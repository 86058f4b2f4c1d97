import Foundation

/// Finds the built `mvcsh` executable the end-to-end tests run.
///
/// `swift test` builds every product before the tests, and the test bundle sits next to them
/// (`<scratch>/debug/mvcshPackageTests.xctest`), so the binary is looked up beside the running
/// test executable. `MVCSH_BINARY` overrides the search (to test a release or installed build).
enum MVCShellBinary {
  /// The path of the binary, or nil when it is not built.
  static let path: String? = {
    let fileManager = FileManager.default
    if let explicit = ProcessInfo.processInfo.environment["MVCSH_BINARY"], !explicit.isEmpty {
      return fileManager.isExecutableFile(atPath: explicit) ? explicit : nil
    }
    var candidates: [URL] = []
    if let executable = Bundle.main.executableURL {
      candidates.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
    }
    let selfPath = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    candidates.append(selfPath.deletingLastPathComponent())
    for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
      candidates.append(bundle.bundleURL.deletingLastPathComponent())
    }
    for directory in candidates {
      // The test executable may be inside `X.xctest/Contents/...` on some layouts.
      var current = directory
      for _ in 0..<4 {
        let binary = current.appendingPathComponent("mvcsh").path
        if fileManager.isExecutableFile(atPath: binary) { return binary }
        current = current.deletingLastPathComponent()
      }
    }
    return nil
  }()

  /// The path, or a failure that says how to build it.
  static func require() throws -> String {
    guard let path else { throw MissingBinary() }
    return path
  }

  /// Raised when the executable was not built next to the tests.
  struct MissingBinary: Error, CustomStringConvertible {
    var description: String {
      "the mvcsh executable was not found next to the test bundle: run `swift build` first, "
        + "or set MVCSH_BINARY to its path"
    }
  }
}
