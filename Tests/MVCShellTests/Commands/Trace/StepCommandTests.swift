import MVCShell
import Testing

/// `:step on|off`: whether each statement's messages are played one at a time.
@Suite struct StepCommandTests {
  @Test func onAndOffAndWhichItIs() {
    let session = CommandTest.session("")
    #expect(session.execute(":step").output == "Step-by-step playback is off.\n")
    #expect(session.execute(":step on").output.hasPrefix("Step-by-step playback is on: "))
    #expect(session.stepMode)
    #expect(session.execute(":step").output == "Step-by-step playback is on.\n")
    #expect(session.execute(":step off").output == "Step-by-step playback is off.\n")
    #expect(!session.stepMode)
  }

  @Test func interactiveStepModeHandsBackAPlayback() throws {
    let session = Session(options: SessionOptions(interactive: true))
    _ = session.execute(":step on")
    let response = session.execute("let l = Label(); l.text = \"x\"")
    let playback = try #require(response.playback)
    #expect(playback.count == 2)
    #expect(session.renderStep(1, of: playback).contains("message 2 of 2"))
    #expect(session.stepPrompt(0, of: playback).contains("1/2"))
  }

  /// Without a player (a script), the steps are printed in place.
  @Test func aScriptPrintsTheStepsNumbered() {
    let session = CommandTest.session(":step on")
    let response = session.execute("let l = Label()")
    #expect(response.playback == nil)
    #expect(response.output.contains("message 1 of 1"))
  }

  @Test func anythingButOnOrOffIsRefusedAndTheModeStays() {
    let session = CommandTest.session(":step on")
    expectRefusal(
      ":step maybe", in: session, saying: ":step does not take ‘maybe’; expected one of: on, off")
    #expect(session.stepMode)
    #expect(session.completions(for: ":step o", cursor: 7).candidates == ["off", "on"])
  }
}
