import Testing

@testable import MVCLocalization

/// A catalog's placeholders are data too: a position too large for any number, `%0$@`, or one
/// the English entry does not have never traps the formatter, and the checks name the file and
/// line of each.
@Suite struct PlaceholderPositionTests {
  static let english = """
    /* The source. */
    "greeting" = "Hello, %1$@!";
    "count" = "%1$@ of %2$@";
    "plain" = "No placeholders";
    "typed" = "%1$@ now";
    """

  /// A translation with every kind of bad placeholder, one a line.
  static let hostile = """
    /* en: Hello, %1$@! */
    "greeting" = "你好，%99999999999999999999$@！";
    /* en: %1$@ of %2$@ */
    "count" = "%0$@ / %2$@";
    /* en: No placeholders */
    "plain" = "没有 %3$@";
    /* en: %1$@ now */
    "typed" = "%1$@ 现在 %2$s";
    """

  @Test func theFormatterNeverTrapsAndFillsNothingForAPositionWithoutAnArgument() {
    let arguments = ["a", "b"]
    #expect(Localizer.format("<%99999999999999999999$@>", arguments) == "<>")
    #expect(Localizer.format("<%99999999999999999999999999999999999999$d>", arguments) == "<>")
    #expect(Localizer.format("<%9223372036854775807$@>", arguments) == "<>")
    #expect(Localizer.format("<%9223372036854775808$@>", arguments) == "<>")
    #expect(Localizer.format("<%0$@>", arguments) == "<>")
    #expect(Localizer.format("<%3$@|%2$@|%1$@>", arguments) == "<|b|a>")
    #expect(Localizer.format("%@ %@ %@", arguments) == "a b ")
    // Not placeholders: kept as written.
    #expect(Localizer.format("100% and %1 and %%", arguments) == "100% and %1 and %")
    #expect(Localizer.format("%99999999999999999999x", arguments) == "%99999999999999999999x")
  }

  @Test func theFormattersPlaceholdersAreWhatTheChecksRead() {
    let uses = Localizer.placeholders(in: "%2$@ %@ %0$@ %99999999999999999999$@ %1$s %% %d")
    #expect(uses.map(\.index) == [1, 0, -1, Int.max, 0, 1])
    #expect(
      uses.map(\.written) == ["%2$@", "%@", "%0$@", "%99999999999999999999$@", "%1$s", "%d"])
    #expect(
      Localizer.pieces(of: "a%2$@b%@") == [.text("a"), .argument(1), .text("b"), .argument(0)])
    #expect(CatalogCheck.badPositions(in: "%0$@ %99$@ %100$@ %1$@") == ["%0$@", "%100$@"])
    #expect(CatalogCheck.placeholdersMissing(from: "%1$@ %2$@", in: "%2$@ %@ %3$@") == ["%3$@"])
    #expect(CatalogCheck.placeholdersMissing(from: nil, in: "x %@") == ["%@"])
  }

  @Test func theCheckNamesTheFileAndLineOfEachBadPlaceholder() {
    let problems = CatalogCheck.problems(files: [
      "en/ui.strings": Self.english + "\n\"zero\" = \"%0$@\";\n",
      "zh-Hans/ui.strings": Self.hostile,
    ]).filter { $0.kind == .badPlaceholder || $0.kind == .placeholders }
    let found = problems.map { "\($0.file):\($0.line ?? 0) \($0.kind) \($0.placeholder ?? "")" }
    #expect(
      found == [
        "en/ui.strings:6 badPlaceholder %0$@",
        "zh-Hans/ui.strings:2 badPlaceholder %99999999999999999999$@",
        "zh-Hans/ui.strings:4 badPlaceholder %0$@",
        "zh-Hans/ui.strings:6 placeholders ",
        "zh-Hans/ui.strings:8 placeholders %2$s",
      ])
    #expect(
      problems[1].formatted
        == "zh-Hans/ui.strings:2: \"greeting\" uses %99999999999999999999$@, which names no "
        + "argument (positions run from 1 to 99)")
    #expect(problems[3].message == "\"plain\" has placeholders %3$@, the English has none")
    #expect(
      problems[4].message == "\"typed\" uses %2$s, which the English entry does not have")
  }

  @Test func anOverlayIsCheckedAgainstItsOwnEnglishOrTheBuiltInOne() {
    let problems = CatalogCheck.overlayProblems([
      "en/mine.strings": "\"mine.greeting\" = \"Hi %1$@\";\n\"diag.error\" = \"oops %1$@\";\n",
      "zh-Hans/mine.strings": """
      "mine.greeting" = "嗨 %2$@";
      "mine.new" = "新的 %@";
      "diag.error" = "错误 %1$@";
      "lang.switched" = "%99999999999999999999$@";
      """,
      "zh-Hant/broken.strings": "\"a\" = \"b\"\n\"c\" = ",
      "fr/ignored.strings": "\"greeting\" = \"%0$@\";",
    ])
    let found = problems.map {
      "\($0.file):\($0.line ?? 0) \($0.key ?? "") \($0.placeholder ?? "")"
    }
    #expect(
      found == [
        // The built-in English of diag.error has no placeholder.
        "en/mine.strings:2 diag.error %1$@",
        "zh-Hans/mine.strings:1 mine.greeting %2$@",
        "zh-Hans/mine.strings:2 mine.new %@",
        "zh-Hans/mine.strings:4 lang.switched %99999999999999999999$@",
        "zh-Hant/broken.strings:2  ",
      ])
    #expect(
      problems.map(\.kind) == [
        .placeholders, .placeholders, .placeholders, .badPlaceholder, .parseError,
      ])
    // `diag.error` in zh-Hans follows the overlay's own English, which has %1$@.
    #expect(!found.contains { $0.hasPrefix("zh-Hans/mine.strings:3") })
    #expect(CatalogCheck.overlayProblems(["zh-Hant/ok.strings": "\"x.y\" = \"好\";"]).isEmpty)
  }
}
