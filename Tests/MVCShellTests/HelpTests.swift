import MVCLocalization
import MVCShell
import Testing

@Suite struct HelpTests {
  static let languages = Language.allCases

  /// Every statement form and every command has a summary and an example in every language.
  @Test(arguments: languages)
  func everyTopicHasTextAndAnExample(_ language: Language) {
    let session = Session(options: SessionOptions(language: language))
    let overview = session.execute(":help")
    #expect(!overview.failed)
    #expect(!overview.output.contains("‹"), "untranslated words in :help\n\(overview.output)")
    let topics = session.completions(for: ":help ", cursor: 6).candidates
    #expect(topics.count >= 30)
    for topic in topics {
      let response = session.execute(":help \(topic)")
      #expect(!response.failed, ":help \(topic)")
      #expect(!response.output.contains("‹"), ":help \(topic) in \(language.rawValue)")
      // The example is indented code under the summary.
      #expect(response.output.contains("\n    "), ":help \(topic) has no example")
    }
    for command in Session.commandNames {
      #expect(topics.contains(command), "\(command) has no help topic")
    }
  }

  @Test func helpFitsEightyColumns() {
    let session = Session(options: SessionOptions(language: .zhHans, width: 80))
    for line in session.execute(":help").output.split(separator: "\n") {
      #expect(TextWidth.of(line) <= 80, "\(line)")
    }
  }
}
