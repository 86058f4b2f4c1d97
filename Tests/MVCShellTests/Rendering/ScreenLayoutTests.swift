import MVCLocalization
import MVCTestSupport
import Testing

@testable import MVCShell

/// What the learner reads on screen, as the shell prints it, in English, Simplified and
/// Traditional Chinese and Traditional Chinese with English beneath (`+en`), at 60 and 80
/// columns: every `:help` topic, the ⚠ notes of flagged hops and their `:explain`, `:graph`,
/// `:inspect`, and `--help`. No line is wider than the terminal, no character stands alone on
/// a line, and no code span that would fit on a line is split.
@Suite struct ScreenLayoutTests {
  /// A small app with a view that writes its model (flagged ⚠) and a leaking pair.
  static let scenario = """
    class Contact: Model { var name = "Ada" }
    let ada = Contact(); let label = Label(); let field = TextField()
    class NameField: TextField { func commit() { ada.name = text } }
    let nameField = NameField()
    let editor = ViewController(title: "Edit")
    editor.view.addSubview(label)
    editor.view.addSubview(nameField)
    window.rootViewController = editor
    window.makeKeyAndVisible()
    editor.bind(label, to: ada, key: "name")
    type(nameField, "Grace")
    nameField.commit()
    """

  /// The commands whose output is checked, after the scenario.
  static let commands: [String] =
    [":help"] + HelpTopics.names.map { ":help " + $0 } + [
      ":graph", ":inspect ada", ":inspect editor", ":inspect label", ":inspect nameField",
      ":trace", ":explain", ":tree", ":views", ":leaks", ":goals", ":lessons", ":lesson roles",
      ":lessons",
    ]

  /// Each language setting with its name.
  static let settings: [(String, Language, Language?)] = [
    ("en", .en, nil), ("zh-Hans", .zhHans, nil), ("zh-Hant", .zhHant, nil),
    ("zh-Hant+en", .zhHant, .en),
  ]

  /// Problems in one printed output: lines too wide, a character alone, a code span split.
  static func problems(_ output: String, width: Int) -> [String] {
    var found: [String] = []
    let lines = TerminalText.visible(output).split(
      separator: "\n", omittingEmptySubsequences: false)
    for (index, raw) in lines.enumerated() {
      let line = String(raw)
      if TextWidth.of(line) > width {
        found.append("line \(index + 1) is \(TextWidth.of(line)) columns: \(line)")
      }
      let body = line.trimmingCharacters(in: " ")
      // A character alone: one ideograph, perhaps with its closing punctuation, on a line of
      // its own after a line of prose.
      let ideographs = body.filter { TextWidth.of($0) == 2 && !"。，、；：！？）」』".contains($0) }
      if index > 0, ideographs.count == 1, TextWidth.of(body) <= 4,
        !lines[index - 1].trimmingCharacters(in: " ").isEmpty
      {
        found.append("line \(index + 1) holds one character: \(body)")
      }
      // A code span split: an odd number of backticks, where the span would have fit.
      if body.filter({ $0 == "`" }).count % 2 == 1, index + 1 < lines.count {
        let tail = body.reversed().prefix { $0 != "`" }.count + 1
        let next = String(lines[index + 1]).trimmingCharacters(in: " ")
        let head = next.prefix { $0 != "`" }.count + 1
        if tail + head + 2 <= width - 8 {
          found.append("a code span is split after line \(index + 1): \(body) / \(next)")
        }
      }
    }
    return found
  }

  @Test(arguments: [60, 80]) func everyScreenFitsItsTerminal(width: Int) {
    var failures: [String] = []
    for (name, language, second) in Self.settings {
      let session = Session(
        options: SessionOptions(language: language, width: width, secondLanguage: second),
        fileSystem: MemoryFileSystem())
      let run = session.runScript(Self.scenario, bail: false)
      for problem in Self.problems(run.output, width: width) {
        failures.append("\(name) \(width) scenario: \(problem)")
      }
      for command in Self.commands {
        let output = session.execute(command).output
        for problem in Self.problems(output, width: width) {
          failures.append("\(name) \(width) \(command): \(problem)")
        }
      }
      let usage = CommandLineHelp.usage(Localizer.embedded(language: language))
      for problem in Self.problems(usage, width: 80) where width == 80 {
        failures.append("\(name) --help: \(problem)")
      }
    }
    let report = "\(failures.count) problems:\n" + failures.prefix(80).joined(separator: "\n")
    #expect(failures.isEmpty, Comment(rawValue: report))
  }
}

extension String {
  fileprivate func trimmingCharacters(in blank: Character) -> String {
    var s = Substring(self)
    while s.first == blank { s = s.dropFirst() }
    while s.last == blank { s = s.dropLast() }
    return String(s)
  }
}

extension Substring {
  fileprivate func trimmingCharacters(in blank: Character) -> String {
    String(self).trimmingCharacters(in: blank)
  }
}
