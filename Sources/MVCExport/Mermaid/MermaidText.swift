/// Escaping for text inside a Mermaid sequence diagram (messages, notes, participant labels).
///
/// Mermaid reads `;` as a statement separator and `#…;` as an entity, so both are written as
/// numeric entities; quotes, angle brackets and braces too, so that no label can open markup.
/// The word `end` closes a block when it stands alone, so it is never left standing alone:
/// its `e` is written as an entity. Other Unicode (Chinese included) is kept as it is.
enum MermaidText {
  static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count + 8)
    for character in text {
      switch character {
      case ";": out += "#59;"
      case "#": out += "#35;"
      case "\"": out += "#quot;"
      case "<": out += "#lt;"
      case ">": out += "#gt;"
      case "{": out += "#123;"
      case "}": out += "#125;"
      case "&": out += "#amp;"
      default: out.append(character)
      }
    }
    out = out.trimmingSpaces()
    if out.isEmpty { return "#160;" }
    return guardingKeywords(out)
  }

  /// Writes the `e` of every standalone `end` (any case) as `#101;`.
  private static func guardingKeywords(_ text: String) -> String {
    guard text.lowercased().contains("end") else { return text }
    let characters = Array(text)
    var out = ""
    var index = 0
    while index < characters.count {
      if index + 3 <= characters.count,
        String(characters[index..<index + 3]).lowercased() == "end",
        index == 0 || !isWordCharacter(characters[index - 1]),
        index + 3 == characters.count || !isWordCharacter(characters[index + 3])
      {
        out += "#" + String(characters[index].asciiValue ?? 101) + ";"
        out += String(characters[index + 1..<index + 3])
        index += 3
        continue
      }
      out.append(characters[index])
      index += 1
    }
    return out
  }

  private static func isWordCharacter(_ c: Character) -> Bool {
    c.isLetter || c.isNumber || c == "_"
  }
}

extension String {
  /// The text without leading and trailing spaces.
  func trimmingSpaces() -> String {
    var slice = Substring(self)
    while slice.first == " " { slice.removeFirst() }
    while slice.last == " " { slice.removeLast() }
    return String(slice)
  }
}
