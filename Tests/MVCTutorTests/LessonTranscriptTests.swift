import Foundation
import MVCLocalization
import MVCShell
import MVCTestSupport
import MVCTutor
import Testing

/// Every built-in lesson played through as a learner would, compared with
/// Golden/lessons/<id>.<language>.out: in English for every lesson, and one lesson each in
/// zh-Hans and zh-Hant. Each step gets the learner's likely mistake (its first wrong attempt),
/// `:check` to see what is missing, `:restart`, a hint, the statements that solve it, the
/// `:whatif` comparisons and the `:export` it asks for, and the right answer to its question. A lesson that
/// stops moving on, or a step that is not counted done, fails here before the golden is
/// compared. Set RECORD_GOLDEN=1 to re-record (the run fails), then read every changed file.
@Suite struct LessonTranscriptTests {
  /// The lessons also recorded in Chinese: one per written form.
  static let chineseLessons: [(Language, String)] = [
    (.zhHans, "roles"), (.zhHant, "modal-data-flow"),
  ]

  /// What the learner typed and what the shell answered, in order.
  struct Transcript {
    var text = ""
    /// The steps that were not counted done when the learner had solved them.
    var stuckSteps: [String] = []
  }

  /// Plays a lesson from its first step to its summary in a fresh session.
  static func play(_ lesson: Lesson, in language: Language) -> Transcript {
    let session = Session(options: SessionOptions(language: language, width: 80))
    var transcript = Transcript()
    func type(_ line: String) {
      transcript.text += "mvcsh> " + line + "\n"
      transcript.text += session.execute(line).output
    }
    type(":lesson " + lesson.id)
    for (index, step) in lesson.steps.enumerated() {
      guard session.tutor.active?.lesson.id == lesson.id,
        session.tutor.active?.stepIndex == index
      else {
        transcript.stuckSteps.append(step.id)
        break
      }
      if !step.isDemonstration {
        if let wrong = step.wrongAttempts.first {
          wrong.lines.forEach(type)
          type(":check")
          type(":restart")
        }
        if !step.hints.isEmpty { type(":hint") }
        step.solution.forEach(type)
        for comparison in step.whatIfs { type(":whatif " + comparison) }
        for export in step.exports { type(":export " + export) }
      }
      if session.tutor.active?.isPredictionPending == true, let prediction = step.prediction {
        type(String(prediction.answer + 1))
      }
      let done = session.tutor.progress[lesson: lesson.id].completedSteps.contains(step.id)
      if !done { transcript.stuckSteps.append(step.id) }
      if session.tutor.active?.stepIndex == index, index + 1 < lesson.steps.count {
        type(":next")
      }
    }
    return transcript
  }

  static var englishLessons: [String] { LessonCatalog.embedded.lessons.map(\.id) }

  @Test(arguments: englishLessons)
  func everyLessonPlaysThroughInEnglish(_ id: String) throws {
    try check(id, in: .en)
  }

  @Test(arguments: zip(chineseLessons.map(\.0), chineseLessons.map(\.1)))
  func oneLessonPlaysThroughInEachChineseForm(_ language: Language, _ id: String) throws {
    try check(id, in: language)
  }

  private func check(_ id: String, in language: Language) throws {
    let lesson = try #require(LessonCatalog.embedded.lesson(named: id))
    let transcript = Self.play(lesson, in: language)
    #expect(transcript.stuckSteps.isEmpty, "steps not counted done: \(transcript.stuckSteps)")
    GoldenFile(directory: RepositoryFiles.golden.appendingPathComponent("lessons"))
      .check(transcript.text, named: "\(id).\(language.rawValue).out")
  }
}
