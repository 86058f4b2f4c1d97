import MVCLocalization
import MVCRuntime
import Testing

@testable import MVCShell
@testable import MVCTutor

/// Every lesson is replayed by its own solutions, as Learn Git Branching replays its levels:
/// before each step's solution at least one goal is false (so no goal is trivially true), and
/// after it every goal holds. Then a whole session walks each lesson in each language.
@Suite struct LessonReplayTests {
  static let lessonIDs = LessonCatalog.embedded.lessons.map(\.id)

  static let sessions: [(String, Language)] = lessonIDs.flatMap { id in
    Language.allCases.map { (id, $0) }
  }

  /// Cancels the test, with the reason shown, when this build lacks what the lesson needs.
  static func lessonOrSkip(_ id: String) throws -> Lesson {
    let lesson = try #require(LessonCatalog.embedded.lesson(named: id))
    let missing = Tutor().missingFeatures(of: lesson)
    if !missing.isEmpty {
      try Test.cancel(
        "lesson ‘\(id)’ skipped: it needs \(missing.joined(separator: ", ")), not in this build yet"
      )
    }
    return lesson
  }

  @Test(arguments: lessonIDs)
  func eachSolutionMeetsItsGoalsAndNoGoalHoldsBefore(_ id: String) throws {
    let lesson = try Self.lessonOrSkip(id)
    for (index, step) in lesson.steps.enumerated() {
      let session = Session(options: SessionOptions())
      for line in lesson.statements(before: index) {
        let response = session.execute(line)
        #expect(
          !response.failed, "\(id)/\(step.id): preparing with ‘\(line)’ failed:\n\(response.output)"
        )
      }
      let start = session.world.trace.count
      let before = GoalEvaluator(world: session.world, traceStart: start)
      let metBefore = step.goals.filter { before.holds($0.goal) }.map(\.name)
      #expect(
        metBefore.count < step.goals.count,
        "\(id)/\(step.id): every goal already holds before the solution: \(metBefore)")
      for line in step.solution {
        let response = session.execute(line)
        #expect(!response.failed, "\(id)/\(step.id): ‘\(line)’ failed:\n\(response.output)")
      }
      // The comparisons the step asks for must run in a shadow world of this one.
      for line in step.whatIfs {
        let response = session.execute(":whatif " + line)
        #expect(!response.failed, "\(id)/\(step.id): ‘:whatif \(line)’ failed:\n\(response.output)")
      }
      // The export it asks for must write its file (in memory, here).
      for line in step.exports {
        let response = session.execute(":export " + line)
        #expect(!response.failed, "\(id)/\(step.id): ‘:export \(line)’ failed:\n\(response.output)")
      }
      var after = GoalEvaluator(world: session.world, traceStart: start)
      after.whatIfs = step.whatIfs
      after.exports = step.exports
      for goal in step.goals {
        #expect(
          after.holds(goal.goal),
          "\(id)/\(step.id): goal ‘\(goal.name)’ (\(goal.source)) does not hold after the solution")
      }
    }
  }

  @Test(arguments: sessions)
  func aSessionWalksTheLessonByItsSolutions(_ id: String, _ language: Language) throws {
    let lesson = try Self.lessonOrSkip(id)
    let session = Session(options: SessionOptions(language: language))
    var transcript = ""
    var failures: [String] = []
    func run(_ line: String) {
      let response = session.execute(line)
      transcript += response.output
      if response.failed { failures.append(line) }
    }
    run(":lesson " + id)
    for (index, step) in lesson.steps.enumerated() {
      #expect(session.tutor.active?.stepIndex == index, "\(id): not at step \(index + 1)")
      if !step.isDemonstration {
        for line in step.solution { run(line) }
        for line in step.whatIfs { run(":whatif " + line) }
        for line in step.exports { run(":export " + line) }
      }
      // A step's question waits for its answer before the reveal; the right one, by number.
      if let prediction = step.prediction {
        #expect(
          session.tutor.active?.isPredictionPending == true,
          "\(id)/\(step.id): its question was not asked:\n\(transcript)")
        run(String(prediction.answer + 1))
        #expect(session.tutor.progress[lesson: id].predictions[step.id] == true)
      }
      #expect(
        session.tutor.progress[lesson: id].completedSteps.contains(step.id),
        "\(id)/\(step.id) in \(language.rawValue) was not recognised as done:\n\(transcript)")
      if step.isDemonstration && index < lesson.steps.count - 1 { run(":next") }
    }
    #expect(session.tutor.progress[lesson: id].isComplete(lesson))
    #expect(!transcript.contains("‹?›"), "a key is missing from every catalog:\n\(transcript)")
    #expect(failures.isEmpty, "these failed: \(failures)\n\(transcript)")
  }

  @Test func lessonsThisBuildCannotRunAreListedButRefused() throws {
    var tutor = Tutor()
    tutor.features = []
    let session = Session(options: SessionOptions())
    session.tutor = tutor
    let needing = LessonCatalog.embedded.lessons.filter { !$0.requires.isEmpty }
    let lesson = try #require(needing.first, "no lesson needs a feature: nothing is refused")
    #expect(session.execute(":lessons").output.contains("needs view controllers"))
    let response = session.execute(":lesson " + lesson.id)
    #expect(response.failed)
    #expect(response.output.contains("needs view controllers"))
  }
}
