import Foundation
import FuzzHarness
import Testing

/// Every input a fuzz target once failed on (`Fuzz/<target>/regressions/`) goes through the same
/// code the fuzz target runs (``FuzzTarget``), without the sanitizers: in a child process (an
/// exit test), so that an input that still crashes fails its test instead of the test runner.
///
/// An input its README marks `open` is a failure known in the product whose fix has not landed
/// yet: a known issue, whether it still fails or not. When the fix lands, the README says
/// `fixed` and the input must pass from then on.
@Suite struct FuzzRegressionTests {
  /// The Fuzz folder of this checkout.
  static let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()

  /// A kept input, with what its README says about it.
  struct Input: Sendable, CustomTestStringConvertible {
    var target: FuzzTarget
    var name: String
    var isOpen: Bool
    var testDescription: String { target.rawValue + "/" + name }
    var url: URL {
      FuzzRegressionTests.fuzz.appendingPathComponent(target.rawValue)
        .appendingPathComponent("regressions").appendingPathComponent(name)
    }
  }

  /// The kept inputs' names in a target's folder (its README left out).
  static func files(of target: FuzzTarget) -> [String] {
    let folder = fuzz.appendingPathComponent(target.rawValue).appendingPathComponent("regressions")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0 != "README.md" && !$0.hasPrefix(".") }.sorted()
  }

  /// What a target's README says: each line `` - `NAME`: open. … `` or `` - `NAME`: fixed … ``
  /// gives a kept input's status.
  static func statuses(of target: FuzzTarget) -> [String: String] {
    let readme = fuzz.appendingPathComponent(target.rawValue)
      .appendingPathComponent("regressions").appendingPathComponent("README.md")
    guard let text = try? String(contentsOf: readme, encoding: .utf8) else { return [:] }
    var statuses: [String: String] = [:]
    for line in text.split(separator: "\n") where line.hasPrefix("- `") {
      let rest = line.dropFirst(3)
      guard let tick = rest.firstIndex(of: "`") else { continue }
      let name = String(rest[..<tick])
      let after = rest[rest.index(after: tick)...].drop { $0 == ":" || $0 == " " }
      statuses[name] = String(after.prefix { $0.isLetter }).lowercased()
    }
    return statuses
  }

  static let inputs: [Input] = FuzzTarget.allCases.flatMap { target in
    let statuses = statuses(of: target)
    return files(of: target).map { Input(target: target, name: $0, isOpen: statuses[$0] == "open") }
  }

  @Test(arguments: inputs) func replays(_ input: Input) async throws {
    let bytes = [UInt8](try Data(contentsOf: input.url))
    let target = input.target.rawValue
    await withKnownIssue("open: see Fuzz/\(target)/regressions/README.md", isIntermittent: true) {
      await #expect(processExitsWith: .success) {
        [target = target as String, bytes = bytes as [UInt8]] in
        FuzzRegressionTests.limitMemory()
        FuzzTarget(rawValue: target)?.run(bytes)
      }
    } when: {
      input.isOpen
    }
  }

  /// Like the fuzz runs (`-rss_limit_mb=2048`), a replay may not take all the memory there is
  /// (an input that makes a string grow without end): past 2 GB of address space an
  /// allocation fails, and the child process with it.
  static func limitMemory() {
    #if canImport(Glibc)
      var limit = rlimit(rlim_cur: 2 << 30, rlim_max: 2 << 30)
      _ = setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit)
    #endif
  }

  /// Each kept input has its line in the README, saying what it found and whether it is fixed,
  /// and each line names an input that is there.
  @Test(arguments: FuzzTarget.allCases) func everyInputIsDescribed(_ target: FuzzTarget) {
    let files = Set(Self.files(of: target))
    let statuses = Self.statuses(of: target)
    for name in files.subtracting(statuses.keys).sorted() {
      Issue.record("Fuzz/\(target.rawValue)/regressions/\(name) has no line in its README.md")
    }
    for (name, status) in statuses.sorted(by: { $0.key < $1.key }) {
      if !files.contains(name) {
        Issue.record("Fuzz/\(target.rawValue)/regressions/README.md names \(name), not there")
      }
      if status != "open" && status != "fixed" {
        Issue.record("\(target.rawValue)/\(name): '\(status)' is neither open nor fixed")
      }
    }
  }
}
