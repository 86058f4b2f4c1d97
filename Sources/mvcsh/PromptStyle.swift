/// Colours for the prompts the session writes as plain text.
///
/// libedit counts every byte of a prompt as a column unless it sits between two
/// ``ignoreMarker`` characters (set with `EL_PROMPT_ESC`), so each escape sequence is wrapped in
/// that marker and the cursor lands where the learner sees it.
struct PromptStyle {
  /// The character that brackets invisible bytes in a prompt.
  static let ignoreMarker: Character = "\u{1}"

  /// Whether to colour at all.
  var colour: Bool

  /// The main or continuation prompt.
  func prompt(_ text: String, continuing: Bool) -> String {
    paint(text, sgr: continuing ? "2;33" : "1;32")
  }

  /// The prompt that waits for a key during a playback.
  func stepPrompt(_ text: String) -> String {
    paint(text, sgr: "36")
  }

  /// Wraps the visible part of `text` (without its trailing spaces) in an SGR colour.
  private func paint(_ text: String, sgr: String) -> String {
    guard colour else { return text }
    var body = Substring(text)
    var trailing = ""
    while let last = body.last, last == " " {
      trailing.append(last)
      body.removeLast()
    }
    guard !body.isEmpty else { return text }
    let marker = PromptStyle.ignoreMarker
    return "\(marker)\u{1B}[\(sgr)m\(marker)\(body)\(marker)\u{1B}[0m\(marker)\(trailing)"
  }
}
