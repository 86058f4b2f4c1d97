import MVCLocalization
import MVCShell
import MVCTestSupport
import Testing

/// `:predict on|off`: before each message of a playback, the player asks who receives it.
@Suite struct PredictCommandTests {
  static let golden = GoldenFile("Golden")

  @Test func onAndOffAndWhichItIs() {
    let session = CommandTest.session("")
    #expect(session.execute(":predict").output == "Predictions are off.\n")
    let on = session.execute(":predict on").output
    #expect(on.hasPrefix("Predictions are on: before each message"))
    #expect(on.contains("type :step on."))
    #expect(session.predictMode)
    _ = session.execute(":step on")
    #expect(!session.execute(":predict on").output.contains(":step on"))
    #expect(session.execute(":predict").output.hasPrefix("Predictions are on:"))
    #expect(session.execute(":predict off").output == "Predictions are off.\n")
    #expect(!session.predictMode)
  }

  @Test func anythingButOnOrOffIsRefused() {
    let session = CommandTest.session(":predict on")
    expectRefusal(":predict maybe", in: session, saying: ":predict does not take ‘maybe’")
    #expect(session.predictMode)
    #expect(session.completions(for: ":predict o", cursor: 10).candidates == ["off", "on"])
  }

  /// A session that plays the contacts app's last statements, predictions on.
  private func playing(_ language: Language = .en) throws -> (Session, Playback) {
    let session = CommandTest.session(language: language, interactive: true)
    _ = session.execute(":step on")
    _ = session.execute(":predict on")
    let response = session.execute("ada.name = \"Linus\"")
    return (session, try #require(response.playback))
  }

  @Test func theQuestionNamesTheMessageByItsTraceNumberAndListsTheParticipants() throws {
    let (session, playback) = try playing()
    let question = try #require(session.predictionQuestion(0, of: playback))
    #expect(question == "Who receives message [22] from outside?\n  1 ada   2 editor   3 label\n")
    #expect(session.predictionPrompt == "number or name (Enter shows it) > ")
    // The numbers are :trace's.
    #expect(session.execute(":trace").output.contains("[22] outside → ada"))
    #expect(session.renderStep(0, of: playback).contains("[22] outside → ada"))
  }

  @Test func rightAndWrongAnswersByNumberOrName() throws {
    let (session, playback) = try playing()
    #expect(session.answerPrediction("1", 0, of: playback) == "✓ Right: ada receives it.\n")
    #expect(session.answerPrediction(" ADA ", 0, of: playback) == "✓ Right: ada receives it.\n")
    #expect(
      session.answerPrediction("label", 2, of: playback) == "✓ Right: label receives it.\n")
    let wrong = session.answerPrediction("3", 1, of: playback)
    #expect(
      wrong
        == "✗ Not label: editor receives it.\n  editor observes a property of ada, so ada tells editor when it changes.\n"
    )
  }

  @Test func answersAreKeptWithTheLessonProgress() throws {
    let (session, playback) = try playing()
    _ = session.answerPrediction("1", 0, of: playback)
    _ = session.answerPrediction("3", 1, of: playback)
    _ = session.answerPrediction("", 2, of: playback)
    #expect(session.tutor.progress.playbackAnswers == 2)
    #expect(session.tutor.progress.playbackRight == 1)
    let progress = session.execute(":progress").output.split(separator: "\n").joined(
      separator: " ")
    #expect(
      progress.contains(
        "In step-by-step playback you predicted the receiver of 2 messages, 1 of them right."))
  }

  @Test func anEmptyAnswerOrSkipJustRevealsAndNothingBlocks() throws {
    let (session, playback) = try playing()
    #expect(session.answerPrediction("", 0, of: playback) == "")
    #expect(session.answerPrediction(":skip", 0, of: playback) == "")
    #expect(
      session.answerPrediction("9", 0, of: playback)
        == "‘9’ is none of them; here is who receives it.\n")
    #expect(session.answerPrediction("x", 99, of: playback) == "")
  }

  @Test func offAsksNothing() throws {
    let (session, playback) = try playing()
    _ = session.execute(":predict off")
    #expect(session.predictionQuestion(0, of: playback) == nil)
  }

  @Test func aLongListKeepsTheReceiver() throws {
    let session = CommandTest.session(
      """
      class Contact: Model { var name = "Ada" }
      let ada = Contact(); let editor = ViewController(title: "Edit")
      let a = Label(); let b = Label(); let c = Label(); let d = Label(); let e = Label(); let f = Label()
      editor.bind(a, to: ada, key: "name"); editor.bind(b, to: ada, key: "name"); editor.bind(c, to: ada, key: "name")
      editor.bind(d, to: ada, key: "name"); editor.bind(e, to: ada, key: "name"); editor.bind(f, to: ada, key: "name")
      """, interactive: true)
    _ = session.execute(":step on")
    _ = session.execute(":predict on")
    let playback = try #require(session.execute("ada.name = \"Grace\"").playback)
    let last = playback.count - 1
    let question = try #require(session.predictionQuestion(last, of: playback))
    #expect(question.contains("  1 "))
    #expect(question.contains("6 "))
    #expect(!question.contains("7 "))
    #expect(question.contains(" f"))
    #expect(session.answerPrediction("f", last, of: playback).hasPrefix("✓"))
  }

  /// What a learner sees in the player with predictions on, answered right, wrong, by name and
  /// not at all, in each language.
  @Test(arguments: Language.allCases)
  func goldenPlayback(_ language: Language) throws {
    let (session, playback) = try playing(language)
    let answers = ["1", "3", "label", ""]
    var text = ""
    for index in 0..<playback.count {
      text += try #require(session.predictionQuestion(index, of: playback))
      let answer = index < answers.count ? answers[index] : ""
      text += session.predictionPrompt + answer + "\n"
      text += session.answerPrediction(answer, index, of: playback)
      text += session.renderStep(index, of: playback) + "\n"
    }
    Self.golden.check(text, named: "predict.\(language.rawValue).out")
  }
}
