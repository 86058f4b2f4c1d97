import Foundation
import Testing

/// A Chinese learner with English beside it, at a terminal: the built binary started with
/// `--lang zh-Hans+en` (and switched to `zh-Hant+en` with `:lang`) through a pseudo-terminal at
/// 80 columns. The first lesson is played through, and part of the capstone: every lesson
/// text, goal and hint comes in both languages, the Chinese first; the rest of the interface
/// in Chinese only; nothing is wider than the terminal.
@Suite("bilingual lessons at a terminal", .serialized)
struct BilingualLessonEndToEndTests {
  typealias Key = PseudoTerminalSession.Key

  private func start(_ directory: TemporaryDirectory, language: String) throws
    -> PseudoTerminalSession
  {
    try PseudoTerminalSession.lessonShell(in: directory, arguments: ["--lang", language])
  }

  /// Types a line, presses Enter, and returns what it printed once the main prompt is back;
  /// a step player the line opens is played to its end (`c`).
  @discardableResult
  private func enter(_ line: String, in terminal: PseudoTerminalSession) throws -> String {
    try terminal.enterPlayingThrough(line)
  }

  /// No line the shell printed is wider than the 80-column terminal (wide characters count
  /// two columns; control sequences none).
  private func expectFits(_ output: String) {
    // A terminal ends lines with CR LF (one Character in Swift: split by scalars).
    for line in output.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n") {
      var width = 0
      var inEscape = false
      for scalar in line.unicodeScalars {
        if inEscape {
          if scalar.value >= 0x40 && scalar.value <= 0x7E && scalar != "[" { inEscape = false }
          continue
        }
        if scalar == "\u{1B}" { inEscape = true; continue }
        if scalar.value < 0x20 { continue }
        let wide =
          (0x1100...0x115F).contains(scalar.value) || (0x2E80...0xA4CF).contains(scalar.value)
          || (0xAC00...0xD7A3).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
          || (0xFE30...0xFE4F).contains(scalar.value) || (0xFF00...0xFF60).contains(scalar.value)
          || (0xFFE0...0xFFE6).contains(scalar.value)
        width += wide ? 2 : 1
      }
      #expect(width <= 80, "wider than the terminal (\(width)): \(line)")
    }
  }

  private func expectBefore(_ first: String, _ second: String, in text: String) {
    guard let a = text.range(of: first), let b = text.range(of: second) else {
      Issue.record("missing ‘\(first)’ or ‘\(second)’ in:\n\(text)")
      return
    }
    #expect(a.lowerBound < b.lowerBound, "‘\(first)’ should come before ‘\(second)’")
  }

  @Test("the first lesson, played through in zh-Hans with English beneath")
  func firstLesson() throws {
    let directory = try TemporaryDirectory()
    let terminal = try start(directory, language: "zh-Hans+en")
    let shown = try enter(":lesson 1", in: terminal)
    #expect(shown.contains("第 1 课"))
    expectBefore("在模型-视图-控制器（MVC）中", "In Model-View-Controller, every object", in: shown)
    expectBefore("○ 类 `Contact` 继承自 `Model`", "class `Contact` inherits from `Model`", in: shown)
    #expect(shown.contains("目标："))
    #expect(!shown.contains("Goals:"), "the interface follows the first language only")
    // The first use of a term in the Chinese text has its English beside it.
    #expect(shown.contains("模型（model）"))
    let hint = try enter(":hint", in: terminal)
    #expect(hint.contains("提示 1/"))
    #expect(hint.contains("A kind of object is a class"))
    // A mistake: the error is in Chinese only.
    let wrong = try enter("let ada = Contac()", in: terminal)
    #expect(wrong.contains("错误"))
    #expect(!wrong.contains("error:"))
    try enter("class Contact: Model { var name = \"Ada\" }", in: terminal)
    let done = try enter("let ada = Contact()", in: terminal)
    #expect(done.contains("✓ 第 1 步完成。"))
    #expect(done.contains("`ada` is a model object"))
    try enter("let label = Label(text: \"?\")", in: terminal)
    let third = try enter("let editor = ViewController(title: \"Contact\")", in: terminal)
    #expect(third.contains("第 4 步"))
    // The demonstration's question, in both languages; answered by name.
    expectBefore("`ada.name` 改变时", "When `ada.name` changes", in: third)
    let answered = try enter("editor", in: terminal)
    #expect(answered.contains("✓ 答对了。"))
    #expect(answered.contains("这堂课讲授了："))
    expectFits(shown + hint + done + third + answered)
    let progress = try enter(":progress", in: terminal)
    #expect(progress.contains("4/4"))
    terminal.send(Key.controlD)
    #expect(terminal.waitForExit() == 0, "screen:\n\(terminal.screen.text)")
  }

  @Test("part of the capstone in zh-Hant with English beneath, after :lang")
  func capstone() throws {
    let directory = try TemporaryDirectory()
    let terminal = try start(directory, language: "zh-Hans+en")
    let switched = try enter(":lang zh-Hant+en", in: terminal)
    #expect(switched.contains("繁體中文") || switched.contains("zh-Hant"))
    let step = try enter(":lesson capstone 3", in: terminal)
    #expect(step.contains("第 3 步（共 8 步）"))
    expectBefore("螢幕上還什麼都沒有", "Nothing is on screen yet", in: step)
    #expect(step.contains("（tab bar"), "no English beside the first term")
    // Prepared code is broken at blanks to fit: no identifier is cut by the terminal.
    #expect(!step.contains("UITableViewDelegat\ne"))
    expectFits(step)
    try enter("let nav = NavigationController(rootViewController: list)", in: terminal)
    try enter("let tabs = TabBarController()", in: terminal)
    try enter("tabs.viewControllers = [nav, favorites, recents, settings]", in: terminal)
    let asked = try enter("window.rootViewController = tabs", in: terminal)
    #expect(asked.contains("先預測，再看結果："))
    let answered = try enter("1", in: terminal)
    #expect(answered.contains("✓ 答對了。"))
    #expect(answered.contains("✓ 第 3 步完成。"), "\(answered)")
    let check = try enter(":check", in: terminal)
    #expect(check.contains("目標："))
    let open = try enter("select(list.table, row: 1)", in: terminal)
    #expect(open.contains("第 4 步") || open.contains("先預測"))
    expectFits(asked + answered + check + open)
    terminal.send(Key.controlD)
    #expect(terminal.waitForExit() == 0, "screen:\n\(terminal.screen.text)")
  }
}
