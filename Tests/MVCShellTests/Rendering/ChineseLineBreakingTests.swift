import MVCLocalization
import MVCShell
import MVCTutor
import Testing

/// Every lesson text (say, after, hint, question and its choices and explanation, goal), every
/// rule explanation and every failure text, in all three languages, through both wrappers at
/// 60 and 80 columns, checked against the rules of Chinese line breaking: no line starts with
/// closing punctuation or a hyphen, none ends with opening punctuation, no code span and no
/// Latin word is split, and no line is wider than the width.
@Suite struct ChineseLineBreakingTests {
  /// Every text, by a name that says where it comes from (`zh-Hans lesson.roles.say.1`).
  static func texts() -> [(name: String, language: Language, text: String)] {
    var out: [(String, Language, String)] = []
    let catalog = LessonCatalog.embedded
    let failureKeyPrefixes = ["rule.", "flag.", "advice.", "error.", "tutor.error.", "glossary."]
    for language in Language.allCases {
      let l = Localizer.embedded(language: language)
      let glossary = Glossary(localizer: l)
      for lesson in catalog.lessons {
        var glossed: Set<String> = []
        for key in lesson.keys {
          let text = glossary.glossingFirstUse(l.string(key), in: language, glossed: &glossed)
          out.append(("\(language.rawValue) \(key)", language, text))
        }
        for step in lesson.steps {
          for goal in step.goals {
            let text = GoalDescriber(localizer: l).describe(goal.goal)
            out.append(("\(language.rawValue) \(lesson.id) goal \(goal.name)", language, text))
          }
        }
      }
      for key in l.keys(withPrefix: "") where failureKeyPrefixes.contains(where: key.hasPrefix) {
        let arguments = ["ada", "editor", "Contact", "3", "name", "home", "list", "8", "9", "10"]
        guard let text = l.exact(key, in: language, arguments) else { continue }
        out.append(("\(language.rawValue) \(key)", language, text))
      }
    }
    return out
  }

  static let noLineStart: Set<Character> = Set("，。、；：！？」）』》")
  static let noLineEnd: Set<Character> = Set("「（『《")

  /// What is wrong with a wrapped text, one sentence each (empty when nothing is).
  static func problems(original: String, wrapped: String, width: Int, indent: Int) -> [String] {
    var found: [String] = []
    // A code span that fits on a line with the punctuation after it is on one line.
    let spans = original.split(separator: "`", omittingEmptySubsequences: false)
    for (number, span) in spans.enumerated() where number % 2 == 1 && number < spans.count - 1 {
      let code = "`" + span + "`"
      if TextWidth.of(code) + 2 + indent <= width && !wrapped.contains(code) {
        found.append("the code span \(code) is split")
      }
    }
    let lines = wrapped.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count)))
    }
    for (index, line) in lines.enumerated() {
      if TextWidth.of(line) + indent > width {
        found.append("line \(index + 1) is \(TextWidth.of(line) + indent) columns: \(line)")
      }
      // 目标-动作 split at its hyphen (a minus after a space, ` -1`, may begin a line).
      let hyphenated =
        index > 0 && line.first == "-"
        && lines[index - 1].last.map { TextWidth.of($0) == 2 && original.contains("\($0)-") }
          == true
      if let first = line.first, noLineStart.contains(first) || hyphenated {
        found.append("line \(index + 1) starts with \(first): \(line)")
      }
      // `editor`'s: the possessive stays with its word.
      if index > 0, line.hasPrefix("'s") || line.hasPrefix("’s") {
        found.append("line \(index + 1) starts with a possessive: \(line)")
      }
      if let last = line.last, noLineEnd.contains(last) {
        found.append("line \(index + 1) ends with \(last): \(line)")
      }

      if index + 1 < lines.count, let last = line.last, let next = lines[index + 1].first,
        last.isLetter || last.isNumber, next.isLetter || next.isNumber,
        TextWidth.of(last) == 1, TextWidth.of(next) == 1
      {
        // Two narrow letters on either side of a break: a word split, unless the original
        // had a space there.
        let joined = String(line.suffix(6)) + String(lines[index + 1].prefix(6))
        let spaced = String(line.suffix(6)) + " " + String(lines[index + 1].prefix(6))
        // A run without spaces wider than a line cannot stay whole.
        let run =
          String(line.reversed().prefix { $0 != " " }.reversed())
          + String(lines[index + 1].prefix { $0 != " " })
        let fits = TextWidth.of(run) <= width - indent
        if fits && original.contains(joined) && !original.contains(spaced) {
          found.append("a word is split after line \(index + 1): \(line) / \(lines[index + 1])")
        }
      }
    }
    return found
  }

  @Test(arguments: [60, 80]) func everyTextWrapsByTheRules(width: Int) {
    var failures: [String] = []
    for (name, _, text) in Self.texts() {
      for paragraph in text.split(separator: "\n") {
        let original = String(paragraph)
        let prose = ProseWrapper.wrap(original, width: width, indent: "  ")
        for problem in Self.problems(original: original, wrapped: prose, width: width, indent: 2) {
          failures.append("ProseWrapper \(width) \(name): \(problem)")
        }
        let plain = TextWrap.lines(original, width: width - 2).map { "  " + $0 }.joined(
          separator: "\n")
        for problem in Self.problems(original: original, wrapped: plain, width: width, indent: 2) {
          failures.append("TextWrap \(width) \(name): \(problem)")
        }
      }
    }
    let report = "\(failures.count) problems:\n" + failures.prefix(60).joined(separator: "\n")
    #expect(failures.isEmpty, Comment(rawValue: report))
  }

  @Test func theKnownCasesBreakWell() {
    // An opening bracket at the end of a line, a code span, and 目标-动作.
    let text = "先有一条消息（`viewDidLoad()` · 由 `home` 接收），之后又有一条（`viewDidAppear(_:)` · 由 `home` 接收）"
    for width in 20...80 {
      let wrapped = ProseWrapper.wrap(text, width: width)
      #expect(
        Self.problems(original: text, wrapped: wrapped, width: width, indent: 0).isEmpty, "\(width)"
      )
    }
    let term = "按钮这样的控件通过向目标发送一条事先指定好的消息，来报告用户的操作，这就是目标-动作。"
    for width in 20...60 {
      for line in ProseWrapper.wrap(term, width: width).split(separator: "\n") {
        #expect(line.first != "-", "\(width)")
      }
      for line in TextWrap.wrap(term, width: width).split(separator: "\n") {
        #expect(line.first != "-", "\(width)")
        #expect(TextWidth.of(line) <= width, "\(width)")
      }
    }
  }
}
