import MVCLocalization
import MVCStrings
import MVCTestSupport
import Testing

@testable import MVCTutor

/// Mistakes in lesson files read in every language: each message is a catalog key, and a goal's
/// own error inside a lesson error is localized with it.
@Suite struct LocalizedParseErrorTests {
  static let file = "07-broken.lesson"
  static let zhHans = Localizer.embedded(language: .zhHans)
  static let zhHant = Localizer.embedded(language: .zhHant)

  /// The start of a lesson, up to an open step with nothing in it yet.
  static let head = "lesson: x\ntitle: t\nstep: s\n"
  /// A step that is complete.
  static let step = "step: s\nsay: k\nsolution: a\ngoal g: object a is B\nhint: h\n"

  /// A broken lesson for each key the lesson parser can report, with that key.
  static let lessonMistakes: [(String, String)] = [
    ("lesson: x\njust some words", "noColon"),
    ("lesson: x\nhnit: k", "unknownDirective"),
    ("lesson: x\ngoal: object a is B", "goalNeedsName"),
    ("lesson x: y", "nameBeforeColon"),
    ("lesson: x\nlesson: y", "duplicateLessonID"),
    ("lesson: Demo", "badLessonID"),
    ("lesson: x\ntitle: t\ntitle: u", "duplicateTitle"),
    ("lesson: x\nrequires: teleportation", "unknownFeature"),
    ("lesson: x\nstep: S", "badStepID"),
    ("lesson: x\ntitle: t\n" + step + step, "duplicateStep"),
    ("lesson: x\nsetup:", "noStatement"),
    ("lesson: x\nsetup: :save f", "commandNotStatement"),
    (head + "solution: a\nsetup: b", "setupAfterSolution"),
    ("lesson: x\nsay: k", "outsideStep"),
    ("lesson: x\ngoal g: object a is B", "outsideStep"),
    (head + "say: k\nsolution: 1\ndemo: y", "solutionAndDemo"),
    (head + "say: k\nexport: svg all x.svg", "exportLine"),
    (head + "goal G: object a is B", "badGoalName"),
    (head + "goal g: object a is B\ngoal g: object a is B", "duplicateGoal"),
    (head + "goal g: objet a is B", "inGoal"),
    ("title: t", "headerFirst"),
    ("lesson: x\ntitle: the title", "badKey"),
    (head + "solution: a", "noSay"),
    (head + "say: k", "noSolution"),
    (head + "say: k\nsolution: a", "noGoal"),
    (head + "say: k\nsolution: a\ngoal g: object a is B", "noHint"),
    ("# nothing but a comment", "noLesson"),
    ("lesson: x", "noTitle"),
    ("lesson: x\ntitle: t", "noSteps"),
    (head + "wrong: let a = 1", "wrongNeedsName"),
    (head + "wrong A: let a = 1", "badWrongName"),
    (head + "allow sideways 12: because", "badAllow"),
    (head + "allow drop twelve: because", "badAllow"),
    (head + "allow drop 12:", "allowNeedsReason"),
    (head + "wrong a: let a = 1\nwrong b: let b = 1\nwrong a: let c = 1", "duplicateWrong"),
    (head + "hint when g: k", "badHintCondition"),
    (
      head + "say: k\nsolution: a\ngoal g: object a is B\nhint when other unmet: k",
      "hintUnknownGoal"
    ),
    (head + "predict: q\npredict: r", "duplicatePredict"),
    (head + "choice: a", "predictFirst"),
    (head + "predict: q\nwhen: object a is B", "whenAfterChoice"),
    (
      head
        + "say: k\nsolution: a\ngoal g: object a is B\nhint: h\npredict: q\nchoice: a\nanswer: 1\nexplain: e",
      "predictChoices"
    ),
    (
      head
        + "say: k\nsolution: a\ngoal g: object a is B\nhint: h\npredict: q\nchoice: a\nchoice: b\nanswer: 3\nexplain: e",
      "predictAnswer"
    ),
    (
      head
        + "say: k\nsolution: a\ngoal g: object a is B\nhint: h\npredict: q\nchoice: a\nchoice: b\nanswer: 1",
      "predictExplain"
    ),
    (head + "predict: q\nchoice: `a b`", "badChoice"),
    (head + "predict: q\nanswer: first", "badAnswer"),
    ("lesson: x\ntitle: t\n" + step + "covers: 1", "headerOnly"),
    ("lesson: x\ntitle: t\ncovers: 1\ncovers: 2", "duplicateCovers"),
    ("lesson: x\ntitle: t\ncovers: 28", "badCovers"),
  ]

  /// A broken goal for each key the goal parser can report, with that key.
  static let goalMistakes: [(String, String)] = [
    ("", "empty"),
    ("propery ada.name == 1", "unknownGoal"),
    ("property ada.name ==", "expectedForm"),
    ("object ada", "expectedFormOr"),
    ("bound label at ada.name", "expectedWord"),
    ("observer screen at ada.name", "expectedWordOr"),
    ("object ada was Contact", "objectVerb"),
    ("class Editor is Controller", "classVerb"),
    ("observer screen of notification Saved", "unquotedNotification"),
    ("object ada plays window", "expectedRole"),
    ("object \"ada\" is Contact", "expectedName"),
    ("message selector=save(", "expectedSelector"),
    ("subview \"label\" of root", "expectedPath"),
    ("bound label to ada", "expectedKeyPath"),
    ("property ada.name = 1", "expectedComparison"),
    ("count ada.friends >= two", "expectedInteger"),
    ("property ada.name == ?!", "expectedValue"),
    ("no message", "noFilter"),
    ("message colour=red", "unknownFilter"),
    ("message kind=call kind=call", "filterTwice"),
    ("message flagged=maybe", "badFlagged"),
    ("message caused-by=editor", "badCause"),
    ("message kind=", "filterNeedsValue"),
    ("message kind=tap", "unknownKind"),
    ("message role=view", "badRolePair"),
    ("message from=view role=view-controller", "roleAndEnds"),
    ("message from=window", "unknownRole"),
    ("property ada.name == \"a\\qb\"", "unknownEscape"),
    ("property ada.name == \"open", "unclosedString"),
  ]

  /// Parses a lesson that must not parse.
  static func mistake(in text: String) -> LessonParseError? {
    do {
      _ = try LessonParser.parse(text, file: file)
      return nil
    } catch {
      return error
    }
  }

  /// Every error a lesson file can give, made by parsing broken files (and by the catalog, for
  /// a lesson id used twice).
  static func everyError() -> [LessonParseError] {
    var errors: [LessonParseError] = []
    for (text, _) in lessonMistakes { errors += [mistake(in: text)].compactMap { $0 } }
    for (goal, _) in goalMistakes {
      errors += [mistake(in: head + "goal g: " + goal)].compactMap { $0 }
    }
    let valid = "lesson: x\ntitle: t\n" + step
    let catalog = LessonCatalog(files: ["01-a.lesson": valid, "02-b.lesson": valid])
    errors += catalog.errors
    // The parser checks for a second ‘lesson:’ first, so this one cannot be reached from a file.
    errors.append(LessonParseError(file: file, line: 3, key: "tutor.lessonFile.lessonAfterStep"))
    return errors
  }

  @Test(arguments: lessonMistakes)
  func eachLessonMistakeHasItsKey(_ text: String, _ name: String) throws {
    let error = try #require(Self.mistake(in: text), "‘\(text)’ parsed, but should not")
    #expect(error.key == "tutor.lessonFile." + name, "\(error)")
  }

  @Test(arguments: goalMistakes)
  func eachGoalMistakeHasItsKey(_ goal: String, _ name: String) throws {
    let error = try #require(Self.mistake(in: Self.head + "goal g: " + goal))
    #expect(error.key == "tutor.lessonFile.inGoal", "\(error)")
    #expect(error.goalError?.key == "tutor.goalSyntax." + name, "\(error)")
    #expect(error.message.hasPrefix("goal ‘g’: "))
  }

  @Test func everyKeyIsTranslated() {
    let errors = Self.everyError()
    #expect(errors.count == Self.lessonMistakes.count + Self.goalMistakes.count + 2)
    for error in errors {
      for localizer in [Self.zhHans, Self.zhHant] {
        let text = error.description(localizer)
        #expect(!text.contains("‹"), "\(error.key): \(text)")
        #expect(text != error.description, "\(error.key) is not translated: \(text)")
      }
      #expect(!error.description.contains("‹"), "\(error.key): \(error.description)")
    }
  }

  @Test func theTestsReachEveryKeyOfTheCatalog() throws {
    let english = try #require(TranslationFiles.files["en/tutor-errors.strings"])
    let keys = Set(try StringsFile.parse(english).map(\.key))
    var reached: Set<String> = ["tutor.lessonFile.at"]
    for error in Self.everyError() {
      reached.insert(error.key)
      if let goalError = error.goalError { reached.insert(goalError.key) }
    }
    #expect(keys.subtracting(reached).isEmpty, "not tested: \(keys.subtracting(reached).sorted())")
    #expect(reached.subtracting(keys).isEmpty, "not in the catalog: \(reached.subtracting(keys))")
  }

  @Test func aMistakeReadsInTraditionalChineseWithItsPlace() throws {
    let text = LessonParserTests.valid.replacingFirst("step: watch", with: "step: first")
    let error = try #require(Self.mistake(in: text))
    #expect(error.description == "07-broken.lesson:16: there is already a step ‘first’")
    let localized = error.description(Self.zhHant)
    #expect(localized == "07-broken.lesson:16：已經有名為「first」的步驟了")
    let message = error.message(Self.zhHant).replacingOccurrences(of: "first", with: "")
    #expect(!message.contains { $0.isASCII && $0.isLetter }, "\(localized)")
  }

  @Test func aGoalsMistakeIsLocalizedInsideTheLessonsOne() throws {
    let text = LessonParserTests.valid.replacingFirst(
      "property ada.name == \"Linus\"", with: "count ada.friends >= two")
    let error = try #require(Self.mistake(in: text))
    #expect(error.message == "goal ‘changed’: expected a whole number, not ‘two’")
    #expect(
      error.description(Self.zhHant) == "07-broken.lesson:19：目標「changed」：應為整數，而不是「two」")
    #expect(
      error.description(Self.zhHans) == "07-broken.lesson:19：目标“changed”：应为整数，而不是“two”")
    let message = error.message(Self.zhHant)
      .replacingOccurrences(of: "changed", with: "").replacingOccurrences(of: "two", with: "")
    #expect(!message.contains { $0.isASCII && $0.isLetter }, "\(message)")
  }
}
