import MVCLocalization
import MVCRuntime
import MVCScript

/// Turns what the core answered into the learner's words: a statement's printed values and
/// result, and a failure with the line it points into and a caret under the column.
struct OutcomePresenter {
  /// What the world holds (for object names).
  let world: WorldReader
  /// The learner's language.
  let localizer: Localizer
  /// The words for failures.
  let failureText: FailureText
  /// Whether diagnostics name the line (scripts, `:load`) or only the column (the prompt).
  let showLineNumbers: Bool
  /// In a script, the file diagnostics start with (`FILE:LINE:COL: error: …`).
  let file: String?
  /// The width output fits in.
  let width: Int
  /// The width diagnostic headlines wrap to (`Int.max`: one line, for output read by tools).
  var diagnosticWidth = Int.max

  /// What a completed statement shows: what it printed, then its value if it is an expression.
  func render(_ result: StatementResult) -> StyledText {
    var out = StyledText()
    for printed in result.printed {
      if case .string(let text) = printed {
        out += text + "\n"
      } else {
        out += ValueFormatter.literal(printed, names: world.displayName(of:)) + "\n"
      }
    }
    if result.isExpression, result.value != .void {
      out += Style.value.paint(ValueFormatter.summary(result.value, in: world)) + "\n"
    }
    for notice in result.notices {
      switch notice {
      case .classShadowsBuiltin(let name, let uikitName):
        let text = localizer.string("notice.classShadowsBuiltin", [name, uikitName])
        out += Style.dim.paint("ℹ " + TextWrap.wrap(text, width: width - 2, indent: "  ")) + "\n"
      }
    }
    return out
  }

  /// A failure, with the line of the source it points at.
  func diagnostic(_ failure: StatementFailure) -> StyledText {
    let lines = failure.source.split(separator: "\n", omittingEmptySubsequences: false)
    var shown = failure.source
    var error = failure.error
    if let range = error.range {
      let index = range.start.line - failure.startLine
      if index >= 0 && index < lines.count {
        shown = String(lines[index])
      } else {
        shown = ""
        error.range = nil
      }
    }
    return DiagnosticRenderer.render(
      error, source: shown, text: failureText, showLine: showLineNumbers, file: file,
      line: failure.startLine, width: diagnosticWidth)
  }
}
