import Foundation
import Testing

/// Golden files: text a test produces, compared with a file kept next to the test.
///
/// A mismatch fails with a line diff (`-` the golden file, `+` the actual text, with line
/// numbers). With `RECORD_GOLDEN=1` in the environment the file is written **and the test
/// fails**, so a recording run never passes silently: read the new file (`git diff`), then
/// run again without `RECORD_GOLDEN` to check it. A missing golden file fails with its path and
/// the command that records it.
public struct GoldenFile: Sendable {
  /// The folder the golden files are in.
  public let directory: URL

  /// Golden files in `directory`.
  public init(directory: URL) {
    self.directory = directory
  }

  /// Golden files in `folder`, a path relative to the folder of the calling source file.
  public init(_ folder: String, besideFile filePath: String = #filePath) {
    self.directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
      .appendingPathComponent(folder)
  }

  /// Compares `actual` with the golden file `name` in ``directory``.
  public func check(
    _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    Self.check(
      actual, against: directory.appendingPathComponent(name), sourceLocation: sourceLocation)
  }

  /// Whether this run records golden files instead of checking them.
  public static var isRecording: Bool {
    ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1"
  }

  /// Compares `actual` with the golden file at `url`.
  public static func check(
    _ actual: String, against url: URL, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let shown = displayPath(url)
    if isRecording {
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try actual.write(to: url, atomically: true, encoding: .utf8)
        Issue.record(
          "recorded \(shown); read it, then re-run without RECORD_GOLDEN to verify",
          sourceLocation: sourceLocation)
      } catch {
        Issue.record("could not record \(shown): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard FileManager.default.fileExists(atPath: url.path) else {
      Issue.record(
        Comment(
          rawValue: "missing golden file \(shown); record it with `RECORD_GOLDEN=1 swift test "
            + "--filter \(filterHint)`, then read it before committing it"),
        sourceLocation: sourceLocation)
      return
    }
    let expected: String
    do {
      expected = try String(contentsOf: url, encoding: .utf8)
    } catch {
      Issue.record("cannot read golden file \(shown): \(error)", sourceLocation: sourceLocation)
      return
    }
    guard expected != actual else { return }
    Issue.record(
      Comment(
        rawValue: "\(shown) differs from the actual text (- golden, + actual; RECORD_GOLDEN=1 "
          + "re-records):\n" + LineDiff(old: expected, new: actual).rendered()),
      sourceLocation: sourceLocation)
  }

  /// The path relative to the package root when it is inside it.
  static func displayPath(_ url: URL) -> String {
    let root = packageRoot.path + "/"
    let path = url.standardizedFileURL.path
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
  }

  /// A `--filter` argument that selects the running test (`Suite/test`).
  static var filterHint: String { runningTestName(separator: "/") ?? "<test name>" }
}

/// The running test as `Suite<separator>test`, without its parameter list.
func runningTestName(separator: String) -> String? {
  guard let test = Test.current else { return nil }
  let name = String(test.name.prefix { $0 != "(" })
  guard let suite = test.id.nameComponents.dropLast().last else { return name }
  return suite + separator + name
}

/// The package's root folder (this file is Tests/TestSupport/GoldenFile.swift).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// A line diff of two texts, shown as hunks with two lines of context.
struct LineDiff {
  enum Line: Equatable {
    case same(old: Int, new: Int)
    case removed(old: Int)
    case added(new: Int)
  }

  let old: [Substring]
  let new: [Substring]
  let lines: [Line]

  init(old: String, new: String) {
    self.old = old.split(separator: "\n", omittingEmptySubsequences: false)
    self.new = new.split(separator: "\n", omittingEmptySubsequences: false)
    self.lines = Self.align(self.old, self.new)
  }

  /// The longest common subsequence of the lines, after the common start and end are set
  /// aside; a middle too large for a table is shown as removed then added.
  static func align(_ a: [Substring], _ b: [Substring]) -> [Line] {
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix,
      a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    var result = (0..<prefix).map { Line.same(old: $0, new: $0) }
    let aMiddle = Array(a[prefix..<(a.count - suffix)])
    let bMiddle = Array(b[prefix..<(b.count - suffix)])
    let n = aMiddle.count
    let m = bMiddle.count
    if n * m > 4_000_000 {
      result += (0..<n).map { .removed(old: prefix + $0) }
      result += (0..<m).map { .added(new: prefix + $0) }
    } else {
      // lengths[i][j]: the common subsequence of aMiddle[i...] and bMiddle[j...].
      var lengths = [Int32](repeating: 0, count: (n + 1) * (m + 1))
      for i in stride(from: n - 1, through: 0, by: -1) {
        for j in stride(from: m - 1, through: 0, by: -1) {
          lengths[i * (m + 1) + j] =
            aMiddle[i] == bMiddle[j]
            ? lengths[(i + 1) * (m + 1) + j + 1] + 1
            : max(lengths[(i + 1) * (m + 1) + j], lengths[i * (m + 1) + j + 1])
        }
      }
      var i = 0
      var j = 0
      while i < n || j < m {
        if i < n, j < m, aMiddle[i] == bMiddle[j] {
          result.append(.same(old: prefix + i, new: prefix + j))
          i += 1
          j += 1
        } else if i < n, j == m || lengths[(i + 1) * (m + 1) + j] >= lengths[i * (m + 1) + j + 1] {
          result.append(.removed(old: prefix + i))
          i += 1
        } else {
          result.append(.added(new: prefix + j))
          j += 1
        }
      }
    }
    let oldShift = a.count - suffix
    let newShift = b.count - suffix
    result += (0..<suffix).map { Line.same(old: oldShift + $0, new: newShift + $0) }
    return result
  }

  /// The hunks, at most `limit` lines of them, each line numbered in the golden file (left)
  /// and the actual text (right).
  func rendered(context: Int = 2, limit: Int = 60) -> String {
    let changed = lines.indices.filter {
      if case .same = lines[$0] { return false }
      return true
    }
    var shown = Set<Int>()
    for index in changed {
      for near in max(0, index - context)...min(lines.count - 1, index + context) {
        shown.insert(near)
      }
    }
    let width = String(max(old.count, new.count)).count
    func number(_ n: Int?) -> String {
      let text = n.map { String($0 + 1) } ?? ""
      return String(repeating: " ", count: width - text.count) + text
    }
    var out: [String] = []
    var previous: Int?
    for index in shown.sorted() {
      if out.count >= limit {
        let rest = changed.filter { $0 >= index }.count
        out.append("… and \(rest) more changed line\(rest == 1 ? "" : "s")")
        break
      }
      if let previous, index > previous + 1 {
        out.append(String(repeating: " ", count: width) + " ⋮")
      }
      previous = index
      switch lines[index] {
      case .same(let o, let n): out.append("  \(number(o)) \(number(n)) │ \(old[o])")
      case .removed(let o): out.append("- \(number(o)) \(number(nil)) │ \(Self.visible(old[o]))")
      case .added(let n): out.append("+ \(number(nil)) \(number(n)) │ \(Self.visible(new[n]))")
      }
    }
    return out.joined(separator: "\n")
  }

  /// A changed line, with invisible differences (trailing blanks, tabs, carriage returns,
  /// control characters) made visible.
  static func visible(_ line: Substring) -> String {
    let invisible =
      line.last == " "
      || line.unicodeScalars.contains {
        $0.properties.generalCategory == .control
      }
    return invisible ? String(reflecting: String(line)) : String(line)
  }
}
