import Foundation
import MVCStrings
import MVCTestSupport
import Testing

@testable import MVCLocalization

@Suite struct StringsFileTests {
  @Test func parsesPairsWithEscapes() throws {
    let text = #"""
      /* header */
      "a" = "one";
      // line comment
      "b" = "say \"hi\"\n\ttab \\ back \U00e9";
      """#
    let pairs = try StringsFile.parse(text)
    #expect(pairs.map(\.key) == ["a", "b"])
    #expect(pairs.map(\.value) == ["one", "say \"hi\"\n\ttab \\ back é"])
  }

  @Test func entriesKeepThePrecedingCommentAndLine() throws {
    let text = """
      /* mvcsh: header */

      /* Section */
      /* en: One */
      "a" = "一";
      "b" = "二";
      //   en: Three  
      "c" =
        "三";
      """
    let entries = try StringsFile.parseEntries(text)
    #expect(
      entries == [
        .init(key: "a", value: "一", comment: "en: One", line: 5),
        .init(key: "b", value: "二", comment: nil, line: 6),
        .init(key: "c", value: "三", comment: "en: Three", line: 8),
      ])
  }

  @Test func aCommentAfterAPairBelongsToTheNextOne() throws {
    let entries = try StringsFile.parseEntries("\"a\" = \"1\"; /* x */\n\"b\" = \"2\";")
    #expect(entries.map(\.comment) == [nil, "x"])
  }

  @Test func multiLineCommentsAreTrimmed() throws {
    let entries = try StringsFile.parseEntries("/*\n  en: Two\n  lines\n*/\n\"k\" = \"v\";")
    #expect(entries.first?.comment == "en: Two\n  lines")
    #expect(entries.first?.line == 5)
  }

  @Test(arguments: [
    ("\"a\" = \"1\"", 1, "\";\""),
    ("\"a\" \"1\";", 1, "\"=\""),
    ("\n\n\"a\" = \"1", 3, "closing quote"),
    ("/* open", 1, "*/"),
    ("\"a\" = \"\\U12\";", 1, "four hex digits"),
    ("a = \"1\";", 1, "\"\"\""),
  ])
  func reportsTheLineOfAnError(text: String, line: Int, expected: String) {
    #expect(throws: StringsFile.ParseError(line: line, expected: expected)) {
      try StringsFile.parse(text)
    }
  }

  @Test func unescapeReadsStringEscapesAndKeepsBareQuotes() {
    #expect(StringsFile.unescape(#"say \"hi\" or "hi""#) == #"say "hi" or "hi""#)
    #expect(StringsFile.unescape(#"closing *\/ \\n \n \U00e9 \Uzz"#) == "closing */ \\n \n é \\Uzz")
  }

  /// The hand-written parser must read every catalog exactly as Foundation does.
  @Test func agreesWithPropertyListSerializationOnEveryCatalog() throws {
    let files = try TranslationFiles.read()
    #expect(!files.isEmpty)
    for (path, text) in files.sorted(by: { $0.key < $1.key }) {
      let plist = try PropertyListSerialization.propertyList(
        from: Data(text.utf8), options: [], format: nil)
      let expected = try #require(plist as? [String: String], "\(path) is not a dictionary")
      let pairs = try StringsFile.parse(text)
      var ours: [String: String] = [:]
      for (key, value) in pairs { ours[key] = value }
      #expect(ours == expected, "\(path)")
      #expect(ours.count == pairs.count, "\(path) has a duplicate key")
    }
  }

  @Test func agreesWithPropertyListSerializationOnEscapes() throws {
    let text = #"""
      /* comment with "quotes" and *\/ */
      "quote" = "a \"b\" c";
      "backslash" = "\\n is not a newline";
      "controls" = "tab\there\nnewline";
      "unicode" = "\U00e9\U4e2d";
      "empty" = "";
      "cjk" = "視圖「%1$@」";
      """#
    let plist = try PropertyListSerialization.propertyList(
      from: Data(text.utf8), options: [], format: nil)
    let expected = try #require(plist as? [String: String])
    var ours: [String: String] = [:]
    for (key, value) in try StringsFile.parse(text) { ours[key] = value }
    #expect(ours == expected)
  }
}
