import MVCLocalization
import MVCShell
import Testing

/// A lesson step's question (`predict:`): asked before the reveal, answered on the next line
/// by number, by name or by words in the learner's language, never blocking (`:skip`, an
/// empty line), and kept with the progress.
@Suite struct SkipCommandTests {
  /// Lesson 4, step 3: renaming `ada` from outside meets the goals, then the question waits.
  static func askedAtTheNetworkStep(language: Language = .en) -> (Session, SessionResponse) {
    let session = CommandTest.session(":lesson mediator 3", language: language)
    let solved = session.execute("ada.name = \"Linus\"")
    return (session, solved)
  }

  @Test func aSolvedStepAsksBeforeItsGoalsAreToldMet() {
    let (session, solved) = Self.askedAtTheNetworkStep()
    #expect(!solved.failed)
    #expect(solved.output.contains("Predict before you see:"))
    #expect(solved.output.contains("1  it shows \"Linus\": `editor` hears of the change"))
    #expect(!solved.output.contains("✓"), "the goals gave the answer away:\n\(solved.output)")
    #expect(!solved.output.contains("Step 3 done"))
    #expect(!solved.output.contains("still waiting"), "asked and reminded at once")
    #expect(session.tutor.active?.isPredictionPending == true)
    #expect(session.tutor.active?.stepIndex == 2)
  }

  @Test func aRightAnswerByNumberRevealsAndMovesOn() {
    let (session, _) = Self.askedAtTheNetworkStep()
    let answer = session.execute("1")
    #expect(!answer.failed)
    #expect(answer.output.hasPrefix("✓ Right."))
    #expect(answer.output.contains("What happened:"))
    #expect(answer.output.contains("[") && answer.output.contains("ada → editor"))
    #expect(answer.output.contains("✓ Step 3 done."))
    #expect(session.tutor.active?.stepIndex == 3)
    #expect(session.tutor.progress[lesson: "mediator"].predictions["network"] == true)
  }

  @Test func aWrongAnswerGetsTheExplanationThenTheReveal() {
    let (session, _) = Self.askedAtTheNetworkStep()
    let answer = session.execute("3")
    #expect(answer.output.hasPrefix("✗ Not quite: the answer is 1, it shows \"Linus\""))
    #expect(answer.output.contains("The model never talks to the view."))
    #expect(answer.output.contains("✓ Step 3 done."))
    #expect(session.tutor.progress[lesson: "mediator"].predictions["network"] == false)
  }

  @Test func wordsInTheLearnersLanguageAnswerToo() {
    let (session, solved) = Self.askedAtTheNetworkStep(language: .zhHant)
    #expect(solved.output.contains("先預測，再看結果："))
    let answer = session.execute("什麼都不變：只有輸入才會改變文字欄位")
    #expect(answer.output.hasPrefix("✗ 不太對"), "\(answer.output)")
    #expect(session.tutor.progress[lesson: "mediator"].predictions["network"] == false)
  }

  @Test func aCodeChoiceIsAnsweredByName() {
    let session = CommandTest.session(":lesson actions-delegates 3")
    #expect(session.execute("tap(saveButton)").output.contains("Who receives the `save()`"))
    #expect(session.execute("`editor`").output.hasPrefix("✓ Right."))
  }

  @Test func anAnswerThatIsNoChoiceIsToldAndTheQuestionStillWaits() {
    let (session, _) = Self.askedAtTheNetworkStep()
    let before = session.world.trace.count
    let odd = session.execute("ada")
    #expect(odd.output.contains("‘ada’ is none of the choices"))
    #expect(odd.output.contains("from 1 to 3"))
    #expect(session.world.trace.count == before)
    #expect(session.tutor.active?.isPredictionPending == true)
  }

  @Test func aStatementRunsWhileTheQuestionWaitsAndSaysItStillWaits() {
    let (session, _) = Self.askedAtTheNetworkStep()
    let ran = session.execute("print(ada.name)")
    #expect(!ran.failed)
    #expect(ran.output.contains("Linus"))
    #expect(!ran.output.contains("none of the choices"))
    #expect(ran.output.contains("The question above is still waiting"), "\(ran.output)")
    #expect(session.tutor.active?.isPredictionPending == true)
    #expect(session.tutor.progress[lesson: "mediator"].predictions["network"] == nil)
    let answer = session.execute("1")
    #expect(answer.output.hasPrefix("✓ Right."))
    #expect(answer.output.contains("✓ Step 3 done."))
  }

  @Test func commandsRunWhileTheQuestionWaits() {
    let (session, _) = Self.askedAtTheNetworkStep()
    #expect(session.execute(":check").output.contains("Answer with a number or a name"))
    #expect(session.tutor.active?.isPredictionPending == true)
  }

  @Test func undoingTheStatementTakesTheQuestionBackToo() {
    let (session, _) = Self.askedAtTheNetworkStep()
    #expect(!session.execute(":undo").failed)
    #expect(session.tutor.active?.isPredictionPending == false)
    #expect(session.execute("ada.name = \"Linus\"").output.contains("Predict before you see:"))
  }

  @Test func skipAndAnEmptyLineRevealWithoutAnAnswer() {
    for line in [":skip", ""] {
      let (session, _) = Self.askedAtTheNetworkStep()
      let skipped = session.execute(line)
      #expect(skipped.output.hasPrefix("Skipped; here is what happens."), "\(line)")
      #expect(skipped.output.contains("✓ Step 3 done."))
      #expect(session.tutor.progress[lesson: "mediator"].predictions["network"] == nil)
    }
  }

  @Test func aDemonstrationAsksBeforeItRuns() {
    let session = CommandTest.session("")
    let shown = session.execute(":lesson roles 4")
    #expect(shown.output.contains("who updates the text of `label`?"))
    #expect(!shown.output.contains("Watch: the tutor runs this"))
    #expect(session.world.globals["label"] != nil)
    let start = session.world.trace.count
    let answer = session.execute("editor")
    #expect(answer.output.hasPrefix("✓ Right."))
    #expect(answer.output.contains("Watch: the tutor runs this"))
    #expect(session.world.trace.count > start)
    #expect(session.tutor.progress[lesson: "roles"].completedSteps.contains("across"))
  }

  @Test func answersAreSavedWithTheProgress() throws {
    let files = MemoryFileSystem()
    let session = CommandTest.session("", files: files)
    session.useLessonProgress(at: "/progress")
    _ = session.execute(":lesson mediator 3")
    _ = session.execute("ada.name = \"Linus\"")
    _ = session.execute("2")
    let saved = String(decoding: try files.read("/progress"), as: UTF8.self)
    #expect(saved.contains("predicted=network-"))
  }

  @Test func withoutAQuestionSkipIsRefused() {
    expectRefusal(
      ":skip", in: CommandTest.session(":lesson roles"), saying: "there is no question to skip")
    expectRefusal(":skip", in: CommandTest.session(), saying: "there is no question to skip")
  }
}
