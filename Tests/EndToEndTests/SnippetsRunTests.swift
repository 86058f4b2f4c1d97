import Foundation
import MVCShell
import Testing

/// The other direction of the Swift oracle: every tutorial-shaped snippet that swiftc accepts
/// (Tests/Oracle/Snippets) runs in the sandbox without an error, as a script would. A snippet
/// the sandbox cannot run yet is listed with the reason; one that starts to run fails here
/// until it is taken off the list.
@Suite("Tutorial snippets run in the sandbox")
struct SnippetsRunTests {
  /// What the sandbox still refuses, by snippet, with why (issue #20).
  static let stillRefused: [String: String] = [:]

  @Test(arguments: SwiftOracle.snippetFiles)
  func snippetRuns(_ file: String) throws {
    let text = try String(
      contentsOf: SwiftOracle.folder.appendingPathComponent("Snippets/" + file), encoding: .utf8)
    let session = Session(options: SessionOptions())
    let run = { session.runScript(text, bail: false, file: file) }
    if let reason = Self.stillRefused[file] {
      withKnownIssue(Comment(rawValue: reason)) {
        let response = run()
        #expect(!response.failed, "\(response.output)")
      }
    } else {
      let response = run()
      #expect(!response.failed, "\(file): \(response.output)")
    }
  }
}
