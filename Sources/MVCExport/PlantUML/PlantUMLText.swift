/// Escaping for text in a PlantUML sequence diagram.
///
/// PlantUML reads `\n` as a line break, `~` as its escape character, and Creole markup from
/// doubled characters (`**bold**`, `//italic//`, `--strike--`, `__underline__`, `""mono""`,
/// `~~wave~~`, `^^`) and from `<`tags`>`. The escape writes a backslash as `\\`, puts `~` before
/// every character that could start markup, and, inside a quoted display name,
/// writes `"` as the entity `&#34;`. PlantUML's preprocessor runs before all of that and
/// evaluates `%function(…)` calls and `$variables` anywhere in a line (`%getenv("HOME")` would
/// put the renderer's environment into the picture), so `%` and `$` are written as the Unicode
/// escapes `<U+0025>` and `<U+0024>`, which the renderer shows as the characters themselves.
enum PlantUMLText {
  static func escape(_ text: String, quoted: Bool = false) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count + 8)
    let characters = Array(text)
    for (index, character) in characters.enumerated() {
      switch character {
      case "\\": out += "\\\\"
      case "\"" where quoted: out += "&#34;"
      case "~": out += "~~"
      case "%": out += "<U+0025>"
      case "$": out += "<U+0024>"
      case "<", "[", "]": out += "~" + String(character)
      case "*", "/", "-", "_", "^", "=", "'":
        let next = index + 1 < characters.count ? characters[index + 1] : " "
        let previous = index > 0 ? characters[index - 1] : " "
        if next == character || previous == character {
          out += "~" + String(character)
        } else {
          out.append(character)
        }
      default: out.append(character)
      }
    }
    out = out.trimmingSpaces()
    return out.isEmpty ? "<U+00A0>" : out
  }
}
