import MVCExport
import MVCLocalization
import MVCShell
import Testing

/// `:help`: the overview of every statement form and command, and one topic in detail.
@Suite struct HelpCommandTests {
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

  @Test func aTopicShowsItsDetailsAndExample() {
    let session = CommandTest.session("")
    let bind = session.execute(":help bind")
    #expect(!bind.failed)
    #expect(bind.output.hasPrefix("bind — let a controller keep a view and a model key in step"))
    #expect(bind.output.contains("\nExample:\n    editor.bind(field, to: ada, key: \"name\")\n"))
    let trace = session.execute(":help :trace").output
    #expect(trace.hasPrefix(":trace — the last statement's messages"))
    #expect(trace.contains("    :trace      :trace all      :trace diagram      :trace load"))
    #expect(trace.contains(":trace load FILE reads back a trace"))
  }

  /// `:help :export` says what each format is for and which tool shows it, in every language.
  @Test(arguments: Language.allCases)
  func exportHelpNamesEveryFormatAndItsViewer(_ language: Language) {
    let session = CommandTest.session("", language: language)
    let help = session.execute(":help :export").output
    for format in ExportFormat.allCases {
      #expect(help.contains("\n" + format.rawValue), "\(language): \(format)")
    }
    for viewer in ["jq", "mermaid.live", "plantuml trace.puml", "dot -Tsvg", "ui.perfetto.dev"] {
      #expect(help.contains(viewer), "\(language): \(viewer)")
    }
    #expect(help.contains("trace.html"))
    #expect(session.execute(":help :trace").output.contains(":trace load"))
  }

  /// `views` is a statement form and a command: the colon chooses the command.
  @Test func theColonChoosesTheCommandOverTheStatementForm() {
    let session = CommandTest.session("")
    #expect(session.execute(":help views").output.hasPrefix("views — create views"))
    #expect(session.execute(":help :views").output.hasPrefix(":views — the view hierarchy"))
    // A command that is no statement form needs no colon.
    #expect(session.execute(":help undo").output.hasPrefix(":undo — "))
  }

  @Test func anUnknownTopicIsRefusedWithTheNearestOne() {
    let session = CommandTest.session()
    let near = expectRefusal(
      ":help bnd", in: session, saying: "there is no help on ‘bnd’; type :help to see the topics")
    #expect(near.output.contains("did you mean ‘bind’?"))
    expectRefusal(":help :zz", in: session, saying: "there is no help on ‘:zz’")
  }
}
