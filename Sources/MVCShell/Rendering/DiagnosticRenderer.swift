import MVCLocalization
import MVCScript
import MVCTutor

/// Writes a failure as a learner reads it: what went wrong (in the words of ``FailureText``),
/// where (with a caret under the column), and a suggestion.
public enum DiagnosticRenderer {
  /// - Parameters:
  ///   - source: the full text that was parsed (one line or several).
  ///   - text: the words for the failure, in the learner's language.
  ///   - showLine: whether to name the line (scripts) or only the column (the prompt).
  ///   - file: in a script, the file (or `<stdin>`) to start with, as compilers do:
  ///     `FILE:LINE:COL: error: message`, then the snippet and caret (no `-->` line).
  ///   - line: the line to name when the failure has no place of its own.
  public static func render(
    _ error: ScriptFailure, source: String, text: FailureText, showLine: Bool,
    file: String? = nil, line: Int = 1, width: Int = 80
  ) -> StyledText {
    let l = text.localizer
    let message = text.message(error)
    var out: StyledText
    if let file {
      let place = error.range?.start
      out = located(
        message, file: file, line: place?.line ?? line, column: place?.column ?? 1, localizer: l,
        width: width)
    } else {
      out = headline(message, localizer: l, width: width)
    }
    if let range = error.range {
      let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
      let first = lines.isEmpty ? 1 : (lines.count == 1 ? range.start.line : range.start.line)
      let where_ =
        showLine
        ? l.string("diag.lineColumn", [String(range.start.line), String(range.start.column)])
        : l.string("diag.column", [String(range.start.column)])
      if file == nil { out += "  --> " + where_ + "\n" }
      // Find the source line the error is on, relative to the text we were given.
      let base = firstLineNumber(
        source: source, hint: first, errorLine: range.start.line, count: lines.count)
      let index = range.start.line - base
      if index >= 0 && index < lines.count {
        let text = String(lines[index])
        let prefixCount = max(0, min(range.start.column - 1, text.count))
        let visible = excerpt(text, around: prefixCount)
        out += "   | " + visible.text + "\n"
        let caretColumn = TextWidth.of(visible.text.prefix(visible.caretOffset))
        let underline = "^" + String(repeating: "~", count: max(0, min(range.length, 40) - 1))
        out +=
          "   | " + String(repeating: " ", count: caretColumn) + Style.error.paint(underline) + "\n"
      }
    }
    if let suggestion = error.suggestion {
      out += "   = " + text.didYouMean(suggestion) + "\n"
    }
    return out
  }

  /// The first line of a diagnostic in a script: `FILE:LINE:COL: error: message` (the word
  /// `error` stays English in every language, as compilers write it, so editors can jump to it).
  public static func located(
    _ message: String, file: String, line: Int, column: Int, localizer: Localizer,
    width: Int = 80
  ) -> StyledText {
    // Kept on one line, as compilers write it, so that editors and `grep` find the whole
    // message after `FILE:LINE:COL:` (the prompt's `error: …` headline wraps instead).
    _ = width
    return StyledText(
      localizer.string("diag.located", [file, String(line), String(column), message]) + "\n")
  }

  /// The first line of a diagnostic at the prompt, `error: message`, wrapped to the width
  /// (Chinese line-breaking rules kept), its lines after the first hanging under the message.
  public static func headline(_ message: String, localizer: Localizer, width: Int = 80)
    -> StyledText
  {
    let label = Style.error.paint(localizer.string("diag.error"))
    let prefix = localizer.string("diag.message", [localizer.string("diag.error"), ""])
    return localizer.styled(
      "diag.message", [label, StyledText(wrapped(message, after: prefix, width: width))]) + "\n"
  }

  /// A message wrapped to follow `prefix` on its first line: only its first line of text (a
  /// `   = did you mean …` line after it is kept as it is). The lines after the first hang
  /// under the message when the prefix is short, else under two spaces.
  static func wrapped(_ message: String, after prefix: String, width: Int) -> String {
    let prefixWidth = TextWidth.of(prefix)
    let firstLine = message.prefix { $0 != "\n" }
    let rest = message.dropFirst(firstLine.count)
    guard TextWidth.of(firstLine) + prefixWidth > width, prefixWidth < width / 2 else {
      return message
    }
    let hang = prefixWidth <= width / 3 ? prefixWidth : 2
    // The first line has the prefix's room; the others the hanging indent's.
    let filler = String(repeating: "\u{2007}", count: prefixWidth - hang)
    let lines = ProseWrapper.wrap(filler + firstLine, width: width - hang).split(
      separator: "\n", omittingEmptySubsequences: false)
    let indent = String(repeating: " ", count: hang)
    var out = ""
    for (index, line) in lines.enumerated() {
      if index == 0 {
        out += line.drop { $0 == "\u{2007}" }
      } else {
        out += "\n" + indent + line
      }
    }
    return out + rest
  }

  private static func firstLineNumber(source: String, hint: Int, errorLine: Int, count: Int) -> Int
  {
    // Sources passed here start at the line of their first statement; the session tells us
    // which by the line numbers it parsed with, so the error line minus the offset is exact
    // when the text has one line.
    count == 1 ? errorLine : errorLine - (errorLine - hint)
  }

  /// Long lines are shown around the column, so a 1 MB line prints a short excerpt.
  private static func excerpt(_ text: String, around column: Int) -> (
    text: String, caretOffset: Int
  ) {
    let characters = Array(text)
    guard characters.count > 70 else { return (text, column) }
    let start = max(0, column - 30)
    let end = min(characters.count, start + 60)
    let prefix = start > 0 ? "…" : ""
    let suffix = end < characters.count ? "…" : ""
    return (prefix + String(characters[start..<end]) + suffix, column - start + prefix.count)
  }
}
