import MVCLocalization

/// What Tab does to the line, decided from the word before the cursor and the session's
/// candidates for it.
struct CompletionEdit {
  /// The word being completed (from the session's word start to the cursor).
  let word: String
  /// The words that could replace it.
  let candidates: [String]

  /// The text to insert at the cursor, or nil to leave the line alone.
  ///
  /// One candidate: the rest of it, then a space unless it ends where more naturally follows
  /// (`(`, `.`, `/`, `:`). Several: the rest of their longest common prefix, when longer than
  /// the word.
  var replacement: String? {
    guard let target else { return nil }
    if deletesWord { return target }
    let rest = String(target.dropFirst(word.count))
    return rest.isEmpty ? nil : rest
  }

  /// Whether the word is deleted first (the candidate does not start with the word as typed,
  /// e.g. it differs in case), so that ``replacement`` is the whole candidate.
  var deletesWord: Bool {
    guard let target else { return false }
    return !target.hasPrefix(word)
  }

  /// Whether to list the candidates under the line (when there are several).
  var listsCandidates: Bool { candidates.count > 1 }

  /// The full text the word should become.
  private var target: String? {
    if candidates.count == 1, let only = candidates.first {
      // A command is followed by its argument; a name is usually followed by `.` or `(`.
      let suffix = only.hasPrefix(":") ? " " : ""
      return only + suffix
    }
    let prefix = CompletionEdit.commonPrefix(candidates)
    guard prefix.hasPrefix(word), prefix.count > word.count else { return nil }
    return prefix
  }

  /// The longest prefix (in characters) that every word shares.
  static func commonPrefix(_ words: [String]) -> String {
    guard var prefix = words.first.map(Array.init) else { return "" }
    for word in words.dropFirst() {
      let characters = Array(word)
      var shared = 0
      while shared < min(prefix.count, characters.count), prefix[shared] == characters[shared] {
        shared += 1
      }
      prefix.removeSubrange(shared...)
    }
    return String(prefix)
  }

  /// Lays words out in columns that fit `width` terminal columns, aligned by display width
  /// (Chinese characters take two), one line per row, each line ending with a newline.
  static func columns(_ words: [String], width: Int) -> String {
    let cell = (words.map { TextWidth.of($0) }.max() ?? 0) + 2
    let perRow = max(1, width / max(cell, 1))
    let rows = (words.count + perRow - 1) / perRow
    var text = ""
    for row in 0..<rows {
      var line = ""
      for column in 0..<perRow {
        let index = column * rows + row
        guard index < words.count else { break }
        let isLast = column == perRow - 1 || (column + 1) * rows + row >= words.count
        line += isLast ? words[index] : TextWidth.padded(words[index], to: cell)
      }
      text += line + "\n"
    }
    return text
  }
}
