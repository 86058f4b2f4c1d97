/// The spelling rules for names in lesson files: identifiers, selectors, ids and keys.
enum Identifier {
  /// A Swift-style identifier: a letter or `_`, then letters, digits or `_`.
  static func isValid(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, isLetter(first) || first == "_" else {
      return false
    }
    return text.unicodeScalars.allSatisfy { isLetter($0) || isDigit($0) || $0 == "_" }
  }

  /// A selector as Swift spells it: `save`, `save()`, `didMove(toParent:)`,
  /// `listView(_:didSelectRowAt:)`.
  static func isSelector(_ text: String) -> Bool {
    guard let open = text.firstIndex(of: "(") else { return isValid(text) }
    guard isValid(String(text[..<open])), text.hasSuffix(")") else { return false }
    let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
    if inside.isEmpty { return true }
    guard inside.hasSuffix(":") else { return false }
    return inside.dropLast().split(separator: ":", omittingEmptySubsequences: false).allSatisfy {
      isValid(String($0))
    }
  }

  /// A lesson or step id: lowercase letters, digits and `-`, starting with a letter.
  static func isLessonID(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
    return text.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || isDigit($0) || $0 == "-"
    }
  }

  /// A catalog key: letters, digits, `.`, `-` and `_`.
  static func isKey(_ text: String) -> Bool {
    !text.isEmpty
      && text.unicodeScalars.allSatisfy {
        isLetter($0) || isDigit($0) || $0 == "." || $0 == "-" || $0 == "_"
      }
  }

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
}
