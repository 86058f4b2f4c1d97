import Testing

@testable import MVCLocalization

@Suite struct TextWidthTests {
  @Test(arguments: [
    ("abc", 3), ("", 0), ("视图控制器", 10), ("視圖", 4), ("模型 → 视图", 11),
    // Full-width punctuation is wide; curly quotes are East Asian "ambiguous" and count as
    // one column, as most terminals draw them; 「」 are always wide.
    ("，。：“”", 8), ("「」", 4), ("ｶ", 1), ("한글", 4),
    ("e\u{301}", 1), ("\u{301}", 0), ("a\u{200B}b", 2),
    ("👍", 2), ("👍🏽", 2), ("❤️", 2), ("👨‍👩‍👧", 2), ("🚀", 2), ("🧭", 2),
    ("tab\t", 3),
  ])
  func measuresDisplayWidth(text: String, width: Int) {
    #expect(TextWidth.of(text) == width)
  }

  @Test func scalarWidths() {
    #expect(TextWidth.of("\u{4E2D}" as Unicode.Scalar) == 2)
    #expect(TextWidth.of("\u{0301}" as Unicode.Scalar) == 0)
    #expect(TextWidth.of("A" as Unicode.Scalar) == 1)
    #expect(TextWidth.of("\u{1F600}" as Unicode.Scalar) == 2)
  }

  @Test func padsByDisplayWidth() {
    #expect(TextWidth.padded("视图", to: 6) == "视图  ")
    #expect(TextWidth.padded("view", to: 6) == "view  ")
    #expect(TextWidth.padded("视图控制器", to: 4) == "视图控制器")
  }

  @Test func truncatesByDisplayWidth() {
    #expect(TextWidth.truncated("视图控制器", to: 6) == "视图…")
    #expect(TextWidth.truncated("controller", to: 5) == "cont…")
    #expect(TextWidth.truncated("短", to: 5) == "短")
    #expect(TextWidth.truncated("视图", to: 0) == "")
    #expect(TextWidth.of(TextWidth.truncated("模型视图控制器", to: 7)) <= 7)
  }
}
