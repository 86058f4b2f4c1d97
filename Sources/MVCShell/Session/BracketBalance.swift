/// Decides whether typed text leaves a statement open: more `{`, `(` or `[` than closers,
/// outside strings and comments. The prompt then asks for the next line.
enum BracketBalance {
  static func isOpen(_ text: String) -> Bool {
    var depth = 0
    var inString = false
    var inBlockComment = false
    var previous: Character = " "
    var skipNext = false
    var inLineComment = false
    for c in text {
      if skipNext {
        skipNext = false
        previous = " "
        continue
      }
      if inLineComment {
        if c == "\n" { inLineComment = false }
        previous = c
        continue
      }
      if inBlockComment {
        if previous == "*" && c == "/" {
          inBlockComment = false
          previous = " "
          continue
        }
        previous = c
        continue
      }
      if inString {
        if c == "\\" {
          skipNext = true
        } else if c == "\"" || c == "\n" {
          inString = false
        }
        previous = c
        continue
      }
      switch c {
      case "\"": inString = true
      case "/" where previous == "/": inLineComment = true
      case "*" where previous == "/": inBlockComment = true
      case "{", "(", "[": depth += 1
      case "}", ")", "]": depth -= 1
      default: break
      }
      previous = c
    }
    return depth > 0 || inBlockComment
  }
}
