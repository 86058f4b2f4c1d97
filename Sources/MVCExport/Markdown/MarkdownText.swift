/// Escaping for GitHub-flavoured Markdown, so that any text renders literally.
///
/// Checked with GitHub's own renderer, cmark-gfm, with the extensions GitHub enables (tables,
/// autolinks, strikethrough, the tag filter), in its safe mode and with raw HTML allowed.
enum MarkdownText {
  /// Text for a table cell (or a heading, or a paragraph's middle): it renders as itself.
  ///
  /// - `|` is `\|`, so it never splits the cell (GitHub splits cells before reading inlines);
  /// - Markdown punctuation (`\`, `` ` ``, `*`, `_`, `[`, `]`, `#`, `~`, and `$`, GitHub's math)
  ///   is backslash-escaped, so no emphasis, code, link, strikethrough or math is made of it;
  /// - `<`, `>` and `&` are entities, so no HTML tag, comment or entity is made of it;
  /// - autolinks are broken: `:` before `//` is `\:`, the `.` after `www` is `\.`, and an `@`
  ///   (an e-mail address, or a mention on GitHub) is followed by an empty HTML comment, which
  ///   shows nothing but keeps the address out of one piece of text;
  /// - line breaks are spaces, since a table row is one line.
  static func cell(_ text: String) -> String {
    let characters = Array(text)
    var out = ""
    out.reserveCapacity(text.utf8.count + 8)
    for (index, character) in characters.enumerated() {
      switch character {
      case "|": out += "\\|"
      case "\\", "`", "*", "_", "[", "]", "#", "~", "$": out += "\\" + String(character)
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "&": out += "&amp;"
      case "\n", "\r": out += " "
      case ":" where characters[(index + 1)...].starts(with: ["/", "/"]):
        out += "\\:"
      case "." where index >= 3 && String(characters[(index - 3)..<index]).lowercased() == "www":
        out += "\\."
      case "@" where index + 1 < characters.count && !characters[index + 1].isWhitespace:
        out += "@" + autolinkBreak
      default: out.append(character)
      }
    }
    return out
  }

  /// Raw HTML that renders as nothing (GitHub drops comments; cmark-gfm's safe mode writes
  /// `<!-- raw HTML omitted -->`) and splits the text around it, so no autolink spans it.
  static let autolinkBreak = "<!-- -->"

  /// A code span that holds any text: the fence is longer than any run of backticks inside,
  /// with a space inside each end when the text starts or ends with a backtick (or with a space
  /// at both ends, which CommonMark would strip). Pipes are still escaped, since GitHub splits
  /// table cells before it reads code spans; line breaks are spaces.
  static func code(_ text: String) -> String {
    guard !text.isEmpty else { return "" }
    let fence = String(repeating: "`", count: longestRun(of: "`", in: text) + 1)
    var body = ""
    body.reserveCapacity(text.utf8.count + 4)
    for character in text {
      switch character {
      case "|": body += "\\|"
      case "\n", "\r": body += " "
      default: body.append(character)
      }
    }
    let padded =
      body.hasPrefix("`") || body.hasSuffix("`") || (body.hasPrefix(" ") && body.hasSuffix(" "))
      ? " " + body + " " : body
    return fence + padded + fence
  }

  /// A fenced code block's fence: three backticks, or more than the longest run of backticks
  /// in `text`, so that no line of the text can close the block.
  static func fence(for text: String) -> String {
    String(repeating: "`", count: max(3, longestRun(of: "`", in: text) + 1))
  }

  /// The longest run of `character` in `text`.
  static func longestRun(of character: Character, in text: String) -> Int {
    var longest = 0
    var run = 0
    for c in text {
      if c == character {
        run += 1
        longest = max(longest, run)
      } else {
        run = 0
      }
    }
    return longest
  }
}
