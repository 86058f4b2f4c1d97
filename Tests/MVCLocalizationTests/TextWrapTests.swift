import Testing

@testable import MVCLocalization

/// Prose wrapped to a terminal's width: at spaces in English, between characters in Chinese,
/// never past the width where a break is possible.
@Suite struct TextWrapTests {
  @Test func englishBreaksAtSpaces() {
    #expect(TextWrap.lines("one two three four", width: 10) == ["one two", "three four"])
    #expect(
      TextWrap.lines("one two three four", width: 10, indent: "  ") == [
        "one two", "  three", "  four",
      ])
  }

  @Test func chineseBreaksBetweenCharacters() {
    #expect(TextWrap.lines("一二三四五六七八", width: 10) == ["一二三四五", "六七八"])
  }

  /// Closing punctuation never starts a line: the character before it goes down with it
  /// instead of the punctuation hanging past the width.
  @Test func closingPunctuationTakesTheCharacterBeforeItDown() {
    let lines = TextWrap.lines("一二三四五、六七", width: 10)
    #expect(lines == ["一二三四", "五、六七"])
    for line in lines { #expect(TextWidth.of(line) <= 10) }
  }

  /// Opening punctuation never ends a line: it goes down with the word after it.
  @Test func openingPunctuationStaysWithWhatFollows() {
    let lines = TextWrap.lines("一二三（1、2）", width: 10)
    #expect(lines == ["一二三", "（1、2）"])
  }

  /// A line that is a single word cannot break: the punctuation hangs.
  @Test func aSingleWordKeepsThePunctuationHanging() {
    #expect(TextWrap.lines("abcdefghij、", width: 10) == ["abcdefghij、"])
  }

  /// Every line of a long Chinese paragraph fits the width.
  @Test func everyLineFits() {
    let text = String(repeating: "一个值（1、\"a\"）、一个范围（1...3、0..<10）。", count: 12)
    for width in 20...80 {
      for line in TextWrap.lines(text, width: width) {
        #expect(TextWidth.of(line) <= width, "\(width): \(line)")
      }
    }
  }
}

extension TextWrapTests {
  /// Opening punctuation does not end a line when the next word does not fit after it.
  @Test func openingPunctuationDoesNotEndALine() {
    let lines = TextWrap.lines("一二三四（case let x）", width: 10)
    #expect(lines == ["一二三四", "（case let", "x）"])
  }
}
