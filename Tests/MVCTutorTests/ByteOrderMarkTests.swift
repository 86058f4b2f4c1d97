import MVCStrings
import Testing

@testable import MVCTutor

/// Some editors start a UTF-8 file with a byte-order mark (U+FEFF); a lesson or a catalog
/// written with one reads as it would without.
@Suite struct ByteOrderMarkTests {
  static let lesson = """
    lesson: bom
    title: lesson.bom.title
    step: first
    say: lesson.bom.first.say
    goal changed: property ada.name == "Linus"
    hint: lesson.bom.first.hint
    solution: ada.name = "Linus"
    """

  @Test func aLessonMayStartWithAByteOrderMark() throws {
    let plain = try LessonParser.parse(Self.lesson, file: "bom.lesson")
    let marked = try LessonParser.parse("\u{FEFF}" + Self.lesson, file: "bom.lesson")
    #expect(marked.id == plain.id)
    #expect(marked.steps.count == plain.steps.count)
  }

  @Test func aCatalogMayStartWithAByteOrderMark() throws {
    let entries = try StringsFile.parse("\u{FEFF}\"screen.off\" = \"OFF\";\n")
    #expect(entries.map(\.key) == ["screen.off"])
    #expect(entries.map(\.value) == ["OFF"])
  }
}
