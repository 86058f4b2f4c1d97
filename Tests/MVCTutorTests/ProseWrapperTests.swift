import MVCLocalization
import Testing

@testable import MVCTutor

@Suite struct ProseWrapperTests {
  @Test func breaksEnglishBetweenWords() {
    let text = ProseWrapper.wrap(
      "Views learn about model changes through controllers, never directly.", width: 30,
      indent: "  ")
    #expect(text == "  Views learn about model\n  changes through controllers,\n  never directly.")
  }

  @Test func breaksChineseBetweenCharactersButNotBeforePunctuation() {
    let text = ProseWrapper.wrap("视图通过控制器了解模型的变化，而不是直接读取模型。", width: 22, indent: "")
    for line in text.split(separator: "\n") {
      #expect(TextWidth.of(line) <= 22)
      #expect(line.first != "，" && line.first != "。")
    }
    #expect(text.replacingNewlines() == "视图通过控制器了解模型的变化，而不是直接读取模型。")
  }

  @Test func keepsCodeInOnePieceAndBlankLines() {
    let text = ProseWrapper.wrap("把 `ada.name` 改成\n\nnext", width: 40, indent: "  ")
    #expect(text == "  把 `ada.name` 改成\n\n  next")
  }
}

extension String {
  fileprivate func replacingNewlines() -> String { split(separator: "\n").joined() }
}
