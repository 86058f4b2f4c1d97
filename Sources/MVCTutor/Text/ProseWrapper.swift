import MVCLocalization

/// Wraps prose to a terminal width measured in display columns, so English breaks between
/// words and Chinese between characters (never before a closing punctuation mark).
public enum ProseWrapper {
  /// Wraps each line of `text` to `width` columns, starting every output line with `indent`.
  public static func wrap(_ text: String, width: Int, indent: String = "") -> String {
    let room = max(20, width - TextWidth.of(indent))
    var out: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let lines = wrapLine(String(paragraph), room: room)
      out += lines.map { $0.isEmpty ? "" : indent + $0 }
    }
    return out.joined(separator: "\n")
  }

  /// A piece that is never split: a word, or one wide character with the punctuation after it.
  private struct Unit {
    var text: String
    var width: Int
    var spaceBefore: Bool
  }

  private static func wrapLine(_ line: String, room: Int) -> [String] {
    let units = self.units(of: line)
    guard !units.isEmpty else { return [""] }
    var lines: [String] = []
    var current = ""
    var currentWidth = 0
    for unit in units {
      let gap = unit.spaceBefore && !current.isEmpty ? 1 : 0
      if !current.isEmpty && currentWidth + gap + unit.width > room {
        lines.append(current)
        current = unit.text
        currentWidth = unit.width
      } else {
        if gap == 1 { current += " " }
        current += unit.text
        currentWidth += gap + unit.width
      }
    }
    lines.append(current)
    return lines
  }

  private static func units(of line: String) -> [Unit] {
    var units: [Unit] = []
    var word = ""
    var spaceBefore = false
    func flush() {
      guard !word.isEmpty else { return }
      units.append(Unit(text: word, width: TextWidth.of(word), spaceBefore: spaceBefore))
      word = ""
      spaceBefore = false
    }
    for character in line {
      if character == " " {
        flush()
        spaceBefore = true
        continue
      }
      let wide = TextWidth.of(character) == 2
      if wide {
        if noLineStart.contains(character), !word.isEmpty || !units.isEmpty {
          // Closing punctuation stays with what it closes.
          if word.isEmpty, var last = units.popLast() {
            last.text.append(character)
            last.width += 2
            units.append(last)
          } else {
            word.append(character)
          }
          continue
        }
        flush()
        word.append(character)
        flush()
        continue
      }
      if let last = units.last, word.isEmpty, !spaceBefore, last.width >= 2,
        last.text.last.map({ TextWidth.of($0) == 2 }) ?? false, noLineStartASCII.contains(character)
      {
        var merged = units.removeLast()
        merged.text.append(character)
        merged.width += 1
        units.append(merged)
        continue
      }
      word.append(character)
    }
    flush()
    return units
  }

  /// Wide punctuation that must not begin a line.
  private static let noLineStart: Set<Character> = [
    "，", "。", "、", "；", "：", "！", "？", "）", "」", "』", "》", "〉", "…", "—",
  ]

  /// Narrow punctuation that must not begin a line after a wide character.
  private static let noLineStartASCII: Set<Character> = [",", ".", ";", ":", "!", "?", ")"]
}
