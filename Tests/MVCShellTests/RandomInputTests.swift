import MVCLocalization
import MVCShell
import Testing

/// Thousands of random lines built from the language's own pieces: the shell answers every one
/// (an error or a result) and never crashes. Deterministic: a fixed seed.
@Suite struct RandomInputTests {
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let pieces = [
    "let", "var", "class", "protocol", "func", "weak", "return", "if", "else", "self", "nil",
    "true", "ada", "field", "label", "editor", "nav", "tabs", "window", "Contact", "Label",
    "TextField", "ViewController", "NavigationController", "TabBarController", "Model", "View",
    "(", ")", "{", "}", "[", "]", ".", ",", ":", ";", "=", "==", "+", "-", "!", "?", "#selector",
    "\"Grace\"", "\"视图\"", "42", "3.5", "-1", ".fullScreen", ".currentContext", "name", "text",
    "view", "bind", "addSubview", "push", "pushViewController", "present", "dismiss", "addChild",
    "tap", "type", "select", "toggle", "animated:", "to:", "key:", "row:", "completion:",
    "rootViewController", "viewControllers", "selectedIndex", ":trace", ":screen", ":tree",
    ":undo", ":explain", ":inspect", ":layout", ":responders", ":views", ":graph", ":step on",
    ":step off", "\u{1B}", "\u{0}", "\u{FFFD}", "//", "/*",
  ]

  static let setup = """
    class Contact: Model { var name = "Ada"; var friends: [Contact] = [] }
    let ada = Contact()
    let field = TextField()
    let label = Label()
    let editor = ViewController(title: "Edit")
    editor.view.addSubview(field); editor.view.addSubview(label)
    editor.bind(field, to: ada, key: "name")
    let nav = NavigationController(rootViewController: editor)
    let tabs = TabBarController()
    tabs.viewControllers = [nav, ViewController(title: "Two")]
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    """

  static let objects = ["ada", "field", "label", "editor", "nav", "tabs", "window", "editor.view"]
  static let values = [
    "ada", "field", "label", "editor", "nav", "tabs", "nil", "true", "1", "\"x\"",
    "ViewController(title: \"T\")", "Label()", ".fullScreen", ".pageSheet", ".currentContext",
  ]
  static let calls = [
    "pushViewController(%, animated: %)", "popViewController(animated: %)",
    "present(%, animated: %, completion: nil)", "dismiss(animated: %, completion: nil)",
    "addChild(%)", "removeFromParent()", "didMove(toParent: %)", "willMove(toParent: %)",
    "addSubview(%)", "removeFromSuperview()", "bind(%, to: %, key: \"name\")",
    "setViewControllers([%, %], animated: %)", "popToRootViewController(animated: %)",
    "becomeFirstResponder()", "makeKeyAndVisible()",
  ]
  static let properties = [
    "modalPresentationStyle", "definesPresentationContext", "selectedIndex", "rootViewController",
    "title", "text", "name", "viewControllers", "isHidden",
  ]

  /// A statement that parses: a call, an assignment or a user action with random operands.
  static func wellFormed(using random: inout Generator) -> String {
    func value() -> String { values.randomElement(using: &random) ?? "nil" }
    let object = objects.randomElement(using: &random) ?? "ada"
    switch Int.random(in: 0..<4, using: &random) {
    case 0:
      var call = calls.randomElement(using: &random) ?? "removeFromParent()"
      while let hole = call.firstIndex(of: "%") { call.replaceSubrange(hole...hole, with: value()) }
      return object + "." + call
    case 1:
      return object + "." + (properties.randomElement(using: &random) ?? "title") + " = " + value()
    case 2:
      return ["tap", "toggle"].randomElement(using: &random).map { "\($0)(\(value()))" } ?? ""
    default:
      return
        "tap(at: \(Int.random(in: -10...400, using: &random)), \(Int.random(in: -10...900, using: &random)))"
    }
  }

  @Test(arguments: [1, 2, 3, 4])
  func randomLinesNeverCrashTheShell(seed: Int) {
    var random = Generator(state: UInt64(seed))
    let session = Session(options: SessionOptions(language: .zhHant, colour: true))
    _ = session.runScript(Self.setup, bail: false)
    for _ in 0..<3000 {
      let line: String
      if Bool.random(using: &random) {
        let count = Int.random(in: 1...12, using: &random)
        line = (0..<count).map { _ in Self.pieces.randomElement(using: &random) ?? "" }
          .joined(separator: Bool.random(using: &random) ? " " : "")
      } else {
        line = Self.wellFormed(using: &random)
      }
      let response = session.execute(line)
      #expect(!response.output.contains("\u{1B}[2J"))
      if session.isContinuing && Int.random(in: 0..<3, using: &random) == 0 { session.interrupt() }
      _ = session.completions(for: line, cursor: Int.random(in: 0...line.count, using: &random))
    }
    session.interrupt()
    // The world is still consistent enough to draw and trace.
    #expect(!session.execute(":tree").failed)
    #expect(!session.execute(":trace all").failed)
    #expect(!session.execute(":screen").failed)
  }

  /// Statements whose size, not their variety, is the danger: long chains of every operator,
  /// member chains, `else if` chains, deep nesting of every bracket and block, recursion in the
  /// learner's own methods. Each gets an answer; none may crash the shell.
  static func large(using random: inout Generator) -> String {
    let size = [10, 300, 3_000, 30_000].randomElement(using: &random) ?? 10
    let operand = values.randomElement(using: &random) ?? "1"
    switch Int.random(in: 0..<7, using: &random) {
    case 0:
      let op = ["+", "-", "==", "!="].randomElement(using: &random) ?? "+"
      return "let x = " + Array(repeating: operand, count: size).joined(separator: op)
    case 1:
      let member =
        [".superview", ".view", ".text", ".count", ".parent"].randomElement(
          using: &random) ?? ".view"
      let count = min(size, 800)
      return (objects.randomElement(using: &random) ?? "ada")
        + String(repeating: member, count: count)
    case 2:
      return "if false { }" + String(repeating: " else if \(operand) == nil { }", count: size)
    case 3:
      let depth = Int.random(in: 1...300, using: &random)
      let (open, close) =
        [("(", ")"), ("[", "]"), ("{", "}")].randomElement(using: &random)
        ?? ("(", ")")
      return "let y = " + String(repeating: open, count: depth) + operand
        + String(repeating: close, count: depth)
    case 4:
      let depth = Int.random(in: 1...300, using: &random)
      return String(repeating: "if true { ", count: depth) + "print(1)"
        + String(repeating: " }", count: depth)
    case 5:
      // Deep enough to send thousands of messages; the budget test covers the runaway case.
      return "a\(size).f(\(Int.random(in: 0...12, using: &random)))"
    default:
      let depth = Int.random(in: 1...2_000, using: &random)
      return "class Deep\(size): Model { var x: " + String(repeating: "[", count: depth) + "Int"
        + String(repeating: "]", count: depth) + "? }"
    }
  }

  @Test(arguments: [5, 6])
  func largeAndDeepLinesNeverCrashTheShell(seed: Int) {
    var random = Generator(state: UInt64(seed))
    let session = Session(options: SessionOptions())
    _ = session.runScript(Self.setup, bail: false)
    for size in [10, 300, 3_000, 30_000] {
      _ = session.execute(
        "class A\(size): Model { func f(_ n: Int) { if n != 0 { f(n - 1); f(n - 1) } } }")
      _ = session.execute("let a\(size) = A\(size)()")
    }
    for _ in 0..<20 {
      let line = Self.large(using: &random)
      let messages = session.world.trace.count
      let response = session.execute(line)
      if session.isContinuing { session.interrupt() }
      // Whatever happened, the shell answered, and a failed line changed nothing.
      if response.failed {
        #expect(!response.output.isEmpty)
        #expect(session.world.trace.count == messages, "\(line.prefix(60))")
      }
    }
    #expect(!session.execute(":trace").failed)
  }
}
