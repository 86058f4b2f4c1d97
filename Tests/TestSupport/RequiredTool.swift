import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A program (or file) a check needs from outside the package: Graphviz, PlantUML, Chromium,
/// Mermaid's script, cmark-gfm, Python's `jsonschema`.
///
/// On a developer's machine a check whose tool is missing is skipped: it is cancelled with the
/// reason, and a line is appended to the skipped-checks file that `make test` sums up at the
/// end. In CI (`CI=true`) a missing tool fails the check instead, since `.ci/run` installs
/// every tool.
public struct RequiredTool: Sendable {
  /// What the tool is called in messages (`graphviz`, `mermaid.min.js`).
  public var name: String
  /// What installs it: a command, or what to set.
  public var install: String

  public init(_ name: String, install: String) {
    self.name = name
    self.install = install
  }

  /// A tool from a Debian package (`apt-get install PACKAGE`).
  public static func debian(_ name: String, package: String? = nil) -> RequiredTool {
    RequiredTool(name, install: "apt-get install \(package ?? name)")
  }

  /// Whether this run is CI's, where every tool must be present.
  public static var isCI: Bool {
    let value = ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? ""
    return ["true", "1", "yes"].contains(value)
  }

  /// The file skipped checks are listed in, one `check<TAB>tool<TAB>install` line each:
  /// `MVCSH_SKIPPED_CHECKS`, or `.build/mvcsh-skipped-checks.txt` in the package.
  public static var skippedChecksFile: String {
    if let path = ProcessInfo.processInfo.environment["MVCSH_SKIPPED_CHECKS"], !path.isEmpty {
      return path
    }
    return packageRoot.appendingPathComponent(".build/mvcsh-skipped-checks.txt").path
  }

  /// The tool is missing: in CI this throws (the check fails); elsewhere the check is listed
  /// as skipped and cancelled.
  /// - Parameter consequence: what goes unchecked, for the message (`DOT output not rendered`).
  public func missing(
    _ consequence: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Never {
    let check = Self.currentCheck
    if Self.isCI {
      throw Missing(
        description:
          "\(name) is missing, and CI must run every check: \(check) failed (\(consequence)); "
          + "install with: \(install)")
    }
    Self.appendSkip("\(check)\t\(name)\t\(install)\n")
    let reason = "SKIPPED: \(name) not found; \(consequence) (install with: \(install))"
    try Test.cancel(Comment(rawValue: reason), sourceLocation: sourceLocation)
  }

  /// Raised in CI when a tool is missing.
  public struct Missing: Error, CustomStringConvertible {
    public var description: String
  }

  /// `Suite.test` for the running test.
  static var currentCheck: String { runningTestName(separator: ".") ?? "unknown check" }

  /// Appends one line, in one `write` to a file opened for appending, so checks running at
  /// the same time in several processes never interleave their lines.
  static func appendSkip(_ line: String) {
    let path = skippedChecksFile
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    let bytes = Array(line.utf8)
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
  }
}
