/// Splits a goal's text into words: runs of non-blank characters, or double-quoted strings
/// (with `\"`, `\\`, `\n` and `\t` escapes) which stay one word.
struct GoalWords {
  /// One word of a goal.
  struct Word: Equatable {
    var text: String
    /// Whether it was written in double quotes (so `"nil"` is a string, not nil).
    var isQuoted: Bool
  }

  static func split(_ text: String) throws(GoalSyntaxError) -> [Word] {
    var words: [Word] = []
    var characters = Array(text)[...]
    while let first = characters.first {
      if first == " " || first == "\t" {
        characters.removeFirst()
        continue
      }
      if first == "\"" {
        characters.removeFirst()
        words.append(Word(text: try quoted(&characters), isQuoted: true))
        continue
      }
      var word = ""
      while let c = characters.first, c != " ", c != "\t" {
        if c == "\"" {
          characters.removeFirst()
          word += try quoted(&characters)
          words.append(Word(text: word, isQuoted: true))
          word = ""
          break
        }
        word.append(c)
        characters.removeFirst()
      }
      if !word.isEmpty { words.append(Word(text: word, isQuoted: false)) }
    }
    return words
  }

  /// Reads up to the closing quote (already past the opening one).
  private static func quoted(_ characters: inout ArraySlice<Character>) throws(GoalSyntaxError)
    -> String
  {
    var text = ""
    while let c = characters.popFirst() {
      switch c {
      case "\"": return text
      case "\\":
        guard let escaped = characters.popFirst() else { break }
        switch escaped {
        case "n": text.append("\n")
        case "t": text.append("\t")
        case "\"", "\\": text.append(escaped)
        default: throw GoalSyntaxError("tutor.goalSyntax.unknownEscape", [String(escaped)])
        }
      default: text.append(c)
      }
    }
    throw GoalSyntaxError("tutor.goalSyntax.unclosedString")
  }
}
