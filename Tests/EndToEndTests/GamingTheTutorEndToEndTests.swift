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

  @Test func throwawayObjectsDoNotStandForTheOneTheUserFreed() throws {
    let directory = try TemporaryDirectory()
    let terminal = try shell(at: "lifetimes 2", directory)
    // A throwaway pushed and popped at the prompt: a Detail is freed, but not the user's.
    let out = try enter(
      [
        "nav.pushViewController(Detail(title: \"Tmp\"), animated: true)", "tapBackButton(nav)",
        "tapBackButton(nav)", ":check",
      ], in: terminal)
    #expect(!out.contains("Step 2 done"), "\(out)")
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
    // The step wants the Detail made by the flow, never typed at the prompt.
    let typed = try terminal.enterPlayingThrough("let detail = Detail(title: \"Ada\")")
    #expect(typed.contains("can no longer be met"), "\(typed)")
    #expect(typed.contains("‘let detail =") && typed.contains("made it impossible"), "\(typed)")
    #expect(typed.contains(":undo"), "\(typed)")
    // The way out works: taken back, the goal holds again.
    let rest = try enter([":undo", ":check"], in: terminal)
    #expect(rest.contains("✓ no message was sent: creation"), "\(rest)")
  }

  /// A fix-it lesson: the strong delegate is left in place and the cycle cut by hand in
  /// `save()` instead; the trip then frees the pair, but the step that asks for the fix wants
  /// the delegate declared weak.
  @Test func theFaultLeftInPlaceDoesNotPassTheRepair() throws {
    let directory = try TemporaryDirectory()
    let terminal = try shell(at: "fix-strong-delegate 3", directory)
    // The class is too long for one line at the terminal: the learner loads it from a file.
    let fix = directory.file("fix.mvcsh")
    let faulty = [
      "class Editor: ViewController { let nameField = TextField();",
      "let saveButton = Button(title: \"Save\"); var delegate: EditorDelegate?;",
      "override func viewDidLoad() { super.viewDidLoad(); view.addSubview(nameField);",
      "view.addSubview(saveButton);",
      "saveButton.addTarget(self, action: #selector(save), for: .touchUpInside) };",
      "func save() { delegate?.editor(self, didSave: nameField.text); delegate = nil } }",
    ]
    try (faulty.joined(separator: " ") + "\n").write(toFile: fix, atomically: true, encoding: .utf8)
    let out = try enter(
      [
        ":load " + fix,
        "list.open(ada)", "nav.topViewController.edit()",
        "type(nav.topViewController.editor.nameField, \"Ada Lovelace\")",
        "tap(nav.topViewController.editor.saveButton)", "nav.popViewController(animated: true)",
        ":check",
      ], in: terminal)
    // The faulty class was declared and the trip ran (nothing refused): only the goal failed.
    #expect(!out.contains("error:"), "\(out)")
    #expect(!out.contains("Step 3 done"), "\(out)")
    #expect(out.contains("○ class `Editor` declares `delegate` weak"), "\(out)")
  }
}
