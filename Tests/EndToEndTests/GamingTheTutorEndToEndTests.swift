import Foundation
import Testing

/// A learner who games the tutor, at a terminal (the built binary through a pseudo-terminal):
/// the result typed at the prompt instead of caused, throwaway objects instead of the real
/// ones, configuration after the fact, a count pushed past its target. None completes its step,
/// and a dead end is told at once with the statement that caused it and the way out.
@Suite("gaming the tutor at a terminal", .serialized)
struct GamingTheTutorEndToEndTests {
  /// The shell at a terminal in a lesson's step.
  private func shell(at lesson: String, _ directory: TemporaryDirectory) throws
    -> PseudoTerminalSession
  {
    let terminal = try PseudoTerminalSession.lessonShell(in: directory)
    try terminal.enterPlayingThrough(":lesson " + lesson)
    return terminal
  }

  /// Runs lines and returns all they printed.
  private func enter(_ lines: [String], in terminal: PseudoTerminalSession) throws -> String {
    var out = ""
    for line in lines { out += try terminal.enterPlayingThrough(line) }
    return out
  }

  @Test func theResultTypedAtThePromptIsNotTheUsersEdit() throws {
    let directory = try TemporaryDirectory()
    let terminal = try shell(at: "mediator 2", directory)
    let out = try enter(["type(field, \"Zed\")", "ada.name = \"Grace\"", ":check"], in: terminal)
    #expect(!out.contains("Step 2 done"), "\(out)")
    #expect(out.contains("can no longer be met"), "\(out)")
    #expect(out.contains("typed at the prompt"), "\(out)")
  }

  @Test func throwawayObjectsDoNotStandForThePairThatWasFreed() throws {
    let directory = try TemporaryDirectory()
    let terminal = try shell(at: "lifetimes 1", directory)
    let out = try enter(
      [
        "let detail = Detail(title: \"Ada\")", "nav.pushViewController(detail, animated: true)",
        "nav.popViewController(animated: true)", "Detail(title: \"tmp\")", ":check",
      ], in: terminal)
    #expect(!out.contains("Step 1 done"), "\(out)")
    #expect(!out.contains("Predict before you see"), "\(out)")
  }

  @Test func aStyleSetAfterPresentingIsTooLate() throws {
    let directory = try TemporaryDirectory()
    let terminal = try shell(at: "presentation-context 1", directory)
    let out = try enter(
      [
        "let composer = ViewController(title: \"New Message\")",
        "inbox.present(composer, animated: true, completion: nil)",
        "composer.modalPresentationStyle = .fullScreen", ":check",
      ], in: terminal)
    #expect(!out.contains("Step 1 done"), "\(out)")
    #expect(out.contains("modalPresentationStyle"), "\(out)")
  }

  @Test func aDeadEndIsToldAtOnceWithItsCauseAndTheWayOut() throws {
    let directory = try TemporaryDirectory()
    let terminal = try shell(at: "lifetimes 1", directory)
    let push = "nav.pushViewController(Detail(title: \"Ada\"), animated: true)"
    let first = try terminal.enterPlayingThrough(push)
    #expect(!first.contains("can no longer be met"), "\(first)")
    let second = try terminal.enterPlayingThrough(push)
    #expect(second.contains("can no longer be met"), "\(second)")
    #expect(second.contains("made it impossible"), "\(second)")
    #expect(second.contains(":undo"), "\(second)")
    // The way out works: taken back, the step can still be done.
    let rest = try enter([":undo", "nav.popViewController(animated: true)"], in: terminal)
    #expect(rest.contains("Predict before you see"), "\(rest)")
  }
}
