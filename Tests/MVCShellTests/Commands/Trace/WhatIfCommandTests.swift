import MVCLocalization
import MVCShell
import MVCTestSupport
import Testing

/// `:whatif STATEMENT`: the statement run instead of the last one in a shadow world, the two
/// traces compared; the learner's world never changes.
@Suite struct WhatIfCommandTests {
  /// Runs a `:whatif` that must work, and checks that the world and the log stayed as they were.
  private func whatIf(
    _ line: String, in session: Session, sourceLocation: SourceLocation = #_sourceLocation
  ) -> String {
    let before = WorldSnapshot(session.world)
    let log = session.log
    let response = session.execute(line)
    #expect(!response.failed, "\(response.output)", sourceLocation: sourceLocation)
    expectUnchanged(session.world, since: before, "\(line)", sourceLocation: sourceLocation)
    #expect(session.log == log, sourceLocation: sourceLocation)
    return response.output
  }

  @Test func theSameChangeWithAnotherValueSendsTheSameMessages() {
    let output = whatIf(":whatif ada.name = \"Linus\"", in: CommandTest.session())
    #expect(
      output.hasPrefix(
        "What if ‘ada.name = \"Linus\"’ had run instead of ‘ada.name = \"Grace\"’? (Your\n"))
    #expect(output.contains("as it ran: ada.name = \"Grace\""))
    #expect(output.contains("with ada.name = \"Linus\""))
    #expect(output.contains("  [19] outside → ada:                  │   [19] outside → ada:"))
    #expect(
      output.contains("-        setValue(\"Grace\",             │ +        setValue(\"Linus\","))
    #expect(
      output.hasSuffix(
        "With ‘ada.name = \"Linus\"’ the same messages reach the same receivers, with other\narguments or in another order.\n"
      ))
  }

  @Test func aStatementThatSkipsTheModelSaysWhatNoLongerHappens() {
    let output = whatIf(":whatif label.text = \"Grace\"", in: CommandTest.session())
    #expect(
      output.contains(
        "setValue(_:forKey:) no longer reaches ada, and\nsetValue(_:forKey:) reaches label instead")
    )
    #expect(output.contains("(messages gone: 3, new: 1)"))
  }

  @Test func aStatementThatSendsNothingSaysSo() {
    let output = whatIf(":whatif let x = 1", in: CommandTest.session())
    #expect(output.contains("+ (no messages)"))
    #expect(
      output.contains(
        "With ‘let x = 1’ no message is sent at all: none of the last statement's 3\nmessages happens."
      ))
  }

  @Test func aMessageSentToAnotherReceiverIsNamed() {
    let session = CommandTest.session(
      """
      class Picker: ViewController, ListViewDelegate { var chosen = -1; func listView(_ list: ListView, didSelectRowAt row: Int) { chosen = row } }
      let a = Picker(title: "A"); let b = Picker(title: "B")
      let list = ListView(items: ["Ada", "Grace"])
      list.delegate = a
      select(list, row: 1)
      """)
    let output = whatIf(":whatif list.delegate = b; select(list, row: 1)", in: session)
    #expect(
      output.contains("listView(_:didSelectRowAt:) from list\nreaches b instead of a."),
      "\(output)")
  }

  @Test func aWideTerminalShowsTheTracesSideBySide() {
    let session = CommandTest.session()
    session.setWidth(140)
    let output = whatIf(":whatif ada.name = \"Linus\"", in: session)
    #expect(output.contains(" │ "))
  }

  @Test func mistakesAreReportedAndChangeNothing() {
    let session = CommandTest.session()
    expectRefusal(":whatif nosuch.name = \"x\"", in: session, saying: "nothing is called ‘nosuch’")
    expectRefusal(":whatif", in: session, saying: ":whatif needs an argument: :whatif STATEMENT")
    expectRefusal(":whatif ada.name = (", in: session, saying: "is not a whole statement")
    expectRefusal(":whatif :trace", in: session, saying: "not the command ‘:trace’")
    expectRefusal(":whatif ada.name = 1", in: session)
    // Wide enough that the headline stays on one line (at 80 columns it wraps).
    let fresh = CommandTest.session("")
    fresh.setWidth(200)
    expectRefusal(":whatif x", in: fresh, saying: "no statement has run yet")
  }

  @Test func itSpeaksTheLearnersLanguage() {
    let hans = whatIf(":whatif let x = 1", in: CommandTest.session(language: .zhHans))
    #expect(hans.contains("一条消息也不会发送"))
    let hant = whatIf(":whatif let x = 1", in: CommandTest.session(language: .zhHant))
    #expect(hant.contains("一則訊息也不會傳送"))
  }

  @Test func aLessonStepThatAsksForAComparisonIsDoneByIt() {
    let session = CommandTest.session(":lesson modal-data-flow 4")
    #expect(session.tutor.active?.step.id == "no-delegate")
    // Running the statement for real does not count.
    #expect(!session.execute("editor.delegate = nil").output.contains("Step 4 done"))
    let again = CommandTest.session(":lesson modal-data-flow 4")
    let compared = again.execute(":whatif editor.delegate = nil; tap(saveButton)")
    #expect(!compared.failed, "\(compared.output)")
    #expect(compared.output.contains("✓ you compared a run with :whatif, with `delegate = nil`"))
    #expect(compared.output.contains("✓ Step 4 done."))
    #expect(again.tutor.progress[lesson: "modal-data-flow"].completedSteps.contains("no-delegate"))
  }

  @Test func anotherComparisonDoesNotMeetTheGoal() {
    let session = CommandTest.session(":lesson modal-data-flow 4")
    let other = session.execute(":whatif tap(saveButton)")
    #expect(!other.failed)
    #expect(!other.output.contains("Step 4 done"))
    #expect(session.tutor.active?.whatIfs == ["tap(saveButton)"])
  }
}
