/// Escaping for GitHub-flavoured Markdown.
enum MarkdownText {
  /// Text for a table cell: pipes, markup characters and HTML openers are escaped.
  static func cell(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "|": out += "\\|"
      case "\\", "`", "*", "_", "[", "]", "#", "~": out += "\\" + String(character)
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "&": out += "&amp;"
      case "\n", "\r": out += " "
      default: out.append(character)
      }
    }
    return out
  }

  /// A code span that holds any text: the fence is longer than any run of backticks inside.
  /// Pipes are still escaped, since GitHub splits table cells before it reads code spans.
  static func code(_ text: String) -> String {
    var longest = 0
    var run = 0
    for character in text {
      if character == "`" {
        run += 1
        longest = max(longest, run)
      } else {
        run = 0
      }
    }
    let fence = String(repeating: "`", count: longest + 1)
    var body = ""
    for character in text {
      switch character {
      case "|": body += "\\|"
      case "\n", "\r": body += " "
      default: body.append(character)
      }
    }
    let padded = body.hasPrefix("`") || body.hasSuffix("`") ? " " + body + " " : body
    return fence + padded + fence
  }
}
