import MVCLocalization

extension Localizer {
  /// The text for a key with its placeholders filled with styled text (an argument keeps its
  /// styles; the template's own words are plain).
  func styled(_ key: String, _ arguments: [StyledText]) -> StyledText {
    var out = StyledText()
    for piece in pieces(key) {
      switch piece {
      case .text(let text): out += text
      case .argument(let index):
        if index >= 0 && index < arguments.count { out += arguments[index] }
      }
    }
    return out
  }
}
