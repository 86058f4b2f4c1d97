import MVCLocalization
import Testing

@testable import MVCShell

/// The examples of `:help` are code a learner copies: each statement topic's example runs in a
/// fresh session (after the setup that makes the names it uses), so an example cannot rot when
/// the language changes.
@Suite struct HelpExampleTests {
  static let statementTopics = HelpTopics.statements.map(\.name)

  @Test(arguments: statementTopics)
  func theExampleRunsInAFreshSession(_ name: String) throws {
    let topic = try #require(HelpTopics.statements.first { $0.name == name })
    let session = Session(options: SessionOptions(language: .en, width: 80))
    if !topic.setup.isEmpty {
      let setup = session.runScript(topic.setup, bail: true)
      #expect(!setup.failed, "the setup of :help \(name) failed:\n\(setup.output)")
    }
    if topic.runsAway {
      // Stopped as Ctrl-C would stop it, long before its budget runs out.
      let presses = Counter()
      session.useInterruptCheck { presses.next() > 3 }
      let run = session.runScript(topic.example, bail: true)
      #expect(run.failed, "the example of :help \(name) should run away:\n\(run.output)")
      return
    }
    let run = session.runScript(topic.example, bail: true)
    #expect(!run.failed, "the example of :help \(name) failed:\n\(run.output)")
  }

  /// `:help` indents each line of an example by four columns; every line fits 80 columns.
  @Test func everyExampleLineFitsEightyColumns() {
    for topic in HelpTopics.statements + HelpTopics.commands {
      for line in topic.example.split(separator: "\n") {
        #expect(4 + TextWidth.of(line) <= 80, ":help \(topic.name): \(line)")
      }
    }
  }

  /// The topics this file's test runs are the ones `:help` lists.
  @Test func theTopicsAreThoseOfTheOverview() {
    let session = Session(options: SessionOptions(language: .en, width: 80))
    let topics = session.completions(for: ":help ", cursor: 6).candidates
    for name in Self.statementTopics { #expect(topics.contains(name), "\(name)") }
  }

  /// A topic's heading and details wrap to the width, in every language.
  @Test(arguments: Language.allCases)
  func aTopicFitsEightyColumns(_ language: Language) {
    let session = Session(options: SessionOptions(language: language, width: 80))
    for name in Self.statementTopics {
      for line in session.execute(":help \(name)").output.split(separator: "\n") {
        #expect(TextWidth.of(line) <= 80, ":help \(name) in \(language.rawValue): \(line)")
      }
    }
  }
}
