import MVCLocalization
import Testing

@testable import MVCShell

/// Code shown in a lesson (prepared statements, `:solution`) fits the terminal: a long
/// statement goes on over further lines, broken at blanks outside string literals, so no
/// identifier is cut by the terminal.
@Suite struct CodeLinesTests {
  @Test func aShortStatementIsOneLine() {
    #expect(CodeLines.wrap("let ada = Contact()", width: 76) == ["let ada = Contact()"])
  }

  @Test func aLongStatementBreaksAtBlanksAndKeepsEveryCharacter() {
    let code =
      "override func viewDidLoad() { super.viewDidLoad(); nameField.text = contact?.name ?? \"\"; "
      + "view.addSubview(nameField); view.addSubview(saveButton); saveButton.addTarget(self, "
      + "action: #selector(save), for: .touchUpInside) }"
    let pieces = CodeLines.wrap(code, width: 76)
    #expect(pieces.count > 1)
    #expect(TextWidth.of(pieces[0]) <= 76)
    for piece in pieces.dropFirst() { #expect(TextWidth.of(piece) <= 74, "\(piece)") }
    #expect(pieces.joined(separator: " ") == code)
    // Every break falls at a blank: no piece starts or ends in the middle of a name.
    for (piece, next) in zip(pieces, pieces.dropFirst()) {
      #expect(code.contains(piece + " " + next.prefix(5)))
    }
  }

  @Test func aTrailingCommentGoesOnLinesOfItsOwnThatStartWithSlashes() {
    let code = "returnKey(form.nameField)          // begins editing, then on to phoneField"
    let pieces = CodeLines.wrap(code, width: 40)
    #expect(
      pieces == ["returnKey(form.nameField)", "// begins editing, then on to", "// phoneField"])
    // Two slashes inside a string are not a comment.
    let url = "let link = \"https://example.com/a/long/path/to/a/page\"; print(link)"
    #expect(CodeLines.commentStart(in: url) == nil)
    #expect(CodeLines.wrap(url, width: 40).allSatisfy { !$0.hasPrefix("//") })
  }

  @Test func aBlankInsideAStringIsNotABreak() {
    let code = "let s = \"" + String(repeating: "a b ", count: 30) + "\"; let t = 1"
    let pieces = CodeLines.wrap(code, width: 40)
    #expect(pieces.first == "let s =")
  }

  @Test func renderedLinesFitEightyColumns() {
    let text = CodeLines.render(
      [String(repeating: "tableView.reloadData(); ", count: 10)], width: 80
    ).plain
    for line in text.split(separator: "\n") { #expect(TextWidth.of(line) <= 80, "\(line)") }
    #expect(text.hasPrefix("    tableView"))
    #expect(text.contains("\n      tableView"))
  }
}
