import MVCLocalization
import MVCRuntime
import MVCShell
import MVCTestSupport
import Testing

/// Thousands of random lines built from the language's own pieces and statements of every
/// construct (loops, optional binding, switch, interpolation, arrays, compound assignment,
/// override and super, recursion, ternaries, what the sandbox does not have), then long and deep
/// lines of each: the shell answers every one (an error or a result), never crashes, and rolls a
/// failed statement back whole. Deterministic: fixed seeds. The inputs it found that still crash
/// are in `RandomInputTests+KnownCrashes.swift`.
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
    // The statement language's newer words and operators.
    "for", "in", "while", "repeat", "break", "continue", "guard", "switch", "case", "default",
    "super", "import", "UIKit", "override", "private", "final", "@objc", "dynamic", "struct",
    "enum", "extension", "_", "&&", "||", "??", "..<", "...", "*", "/", "%", "<", ">", "<=", ">=",
    "+=", "-=", "*=", "/=", "\\(", "\"\\(ada.name)\"", "\"a\\(1 + 2)b\"", "\"\\(", "0..<3", "1...5",
    "items", "names", "total", "word", "flag", "maybe", "counter", "i", "x", "[0]", "append(",
    "insert(", "at:", "remove(at:", "removeAll()", "removeLast()", "contains(", "firstIndex(of:",
    "sorted()", "joined(separator:", "uppercased()", "hasPrefix(", "viewDidLoad()",
    "super.viewDidLoad()", "1_000_000", "Screen", "down(", "fib(",
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
    var items = [1, 2, 3]
    var names = ["Ada", "Grace"]
    var total = 0
    var word = ""
    var flag = false
    var maybe: Contact? = nil
    class Counter: Model {
      var n = 0
      func bump() { n += 1 }
      func down(_ n: Int) -> Int { guard n > 0 else { return 0 }; return down(n - 1) + 1 }
      func both(_ n: Int) { if n != 0 { both(n - 1); both(n - 1) } }
      func fib(_ n: Int) -> Int { return n < 2 ? n : fib(n - 1) + fib(n - 2) }
      func grade(_ n: Int) -> String {
        switch n {
        case 0: return "none"
        case 1...3, 5: return "few"
        default: return "many"
        }
      }
    }
    let counter = Counter()
    class Holder: Model {
      var vc: ViewController? = nil
      weak var friend: ViewController? = nil
      var me: Holder? = nil
    }
    var holder = Holder()
    var spare = ViewController(title: "Spare")
    class Screen: ViewController {
      override func viewDidLoad() { super.viewDidLoad(); total += 1 }
    }
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

  /// Statements that decide how long objects live: names let go or rebound, a controller only
  /// a container holds, weak and strong references, a retain cycle, the More tab.
  static let lifetimes = [
    "spare = ViewController(title: \"S\")", "holder = Holder()", "holder.vc = spare",
    "holder.friend = spare", "holder.friend = ViewController()", "holder.me = holder",
    "holder.me = nil", "holder.vc = nil", "nav.pushViewController(spare, animated: false)",
    "nav.pushViewController(ViewController(), animated: true)",
    "nav.popViewController(animated: false)",
    "nav.popToRootViewController(animated: true)", "nav.delegate = Controller()",
    "nav.delegate = holder", "spare.hidesBottomBarWhenPushed = true",
    "tabs.viewControllers = [nav, spare, ViewController(), ViewController(), ViewController(), ViewController()]",
    "tabs.viewControllers = [nav, ViewController(title: \"Two\")]", "tap(tabs, tab: 4)",
    "select(tabs.moreNavigationController, row: 1)",
    "tabs.selectedViewController = tabs.moreNavigationController",
    "editor.present(spare, animated: false, completion: nil)",
    "spare.dismiss(animated: false, completion: nil)",
    "editor.addChild(spare)", "spare.removeFromParent()",
  ]

  /// A statement that parses: a call, an assignment or a user action with random operands, or
  /// (half the time) a loop, branch, declaration or operator of ``construct(using:)``; one in
  /// six is about lifetimes (``lifetimes``).
  static func wellFormed(using random: inout Generator) -> String {
    if Int.random(in: 0..<6, using: &random) == 0 {
      return lifetimes.randomElement(using: &random) ?? "holder = Holder()"
    }
    if Bool.random(using: &random) { return construct(using: &random) }
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
    let patience = Patience(checks: 2)
    session.useInterruptCheck { patience.pressed() }
    _ = session.runScript(Self.setup, bail: false)
    for _ in 0..<3000 {
      let line: String
      let isStatement = Bool.random(using: &random)
      if !isStatement {
        let count = Int.random(in: 1...12, using: &random)
        line = (0..<count).map { _ in Self.pieces.randomElement(using: &random) ?? "" }
          .joined(separator: Bool.random(using: &random) ? " " : "")
      } else {
        line = Self.wellFormed(using: &random)
      }
      // A statement left open by the pieces would swallow this one: half the time it is let go.
      if isStatement && session.isContinuing && Bool.random(using: &random) { session.interrupt() }
      let before = isStatement && !session.isContinuing ? WorldState(session) : nil
      patience.reset()
      let response = session.execute(line)
      #expect(!response.output.contains("\u{1B}[2J"))
      // One statement that failed was rolled back whole, and said why.
      if let before, response.failed {
        #expect(!response.output.isEmpty)
        #expect(WorldState(session) == before, "\(line.prefix(80))")
      }
      // After every statement: no reference to a freed object, nothing alive that nothing holds.
      let lifetimeProblems = isStatement ? LifetimeInvariants.violations(in: session.world) : []
      #expect(lifetimeProblems.isEmpty, "\(line.prefix(80)): \(lifetimeProblems.prefix(3))")
      if !lifetimeProblems.isEmpty { return }
      if session.isContinuing && Int.random(in: 0..<3, using: &random) == 0 { session.interrupt() }
      _ = session.completions(for: line, cursor: Int.random(in: 0...line.count, using: &random))
    }
    session.interrupt()
    // The world is still consistent enough to draw and trace.
    #expect(!session.execute(":tree").failed)
    #expect(!session.execute(":trace all").failed)
    #expect(!session.execute(":screen").failed)
  }

  /// A line that runs away spends the statement's whole budget (five million steps) and stops
  /// with the budget's message, the world as it was. (The random lines that run away are
  /// stopped sooner, by their patience: the budget takes seconds in a debug build.)
  @Test func aRunawayLineStopsOnTheBudget() {
    let session = Session(options: SessionOptions())
    _ = session.runScript(Self.setup, bail: false)
    let before = WorldState(session)
    let response = session.execute("while true { }")
    #expect(response.failed)
    #expect(response.output.contains("more than 5000000 steps"), "\(response.output)")
    #expect(WorldState(session) == before)
  }

  /// Statements whose size, not their variety, is the danger: long chains of every operator,
  /// member chains, `else if` chains, deep nesting of every bracket and block, recursion in the
  /// learner's own methods (kinds 0 to 6 here, the newer constructs' in ``longAndDeep(_:using:)``).
  /// Each gets an answer; none may crash the shell.
  static func large(_ kind: Int, using random: inout Generator) -> LargeLine {
    let size = [10, 300, 3_000, 30_000].randomElement(using: &random) ?? 10
    let operand = values.randomElement(using: &random) ?? "1"
    switch kind {
    case 0:
      let op = ["+", "-", "==", "!="].randomElement(using: &random) ?? "+"
      return LargeLine("let x = " + Array(repeating: operand, count: size).joined(separator: op))
    case 1:
      let member =
        [".superview", ".view", ".text", ".count", ".parent"].randomElement(
          using: &random) ?? ".view"
      let count = min(size, 800)
      return LargeLine(
        (objects.randomElement(using: &random) ?? "ada") + String(repeating: member, count: count))
    case 2:
      return LargeLine(
        "if false { }"
          + String(repeating: " else if \(operand) == nil { }", count: min(size, 10_000)))
    case 3:
      let depth = Int.random(in: 1...300, using: &random)
      let (open, close) =
        [("(", ")"), ("[", "]"), ("{", "}")].randomElement(using: &random)
        ?? ("(", ")")
      return LargeLine(
        "let y = " + String(repeating: open, count: depth) + operand
          + String(repeating: close, count: depth))
    case 4:
      let depth = Int.random(in: 1...300, using: &random)
      return LargeLine(
        String(repeating: "if true { ", count: depth) + "print(1)"
          + String(repeating: " }", count: depth), nesting: depth)
    case 5:
      // Deep enough to send thousands of messages; the budget test covers the runaway case.
      return LargeLine("a\(size).f(\(Int.random(in: 0...12, using: &random)))")
    case 6:
      let depth = Int.random(in: 1...2_000, using: &random)
      return LargeLine(
        "class Deep\(size): Model { var x: " + String(repeating: "[", count: depth) + "Int"
          + String(repeating: "]", count: depth) + "? }")
    default:
      return longAndDeep(kind - 7, using: &random)
    }
  }

  /// How many kinds ``large(_:using:)`` makes.
  static let largeKinds = 7 + longAndDeepKinds

  @Test(arguments: [5, 6])
  func largeAndDeepLinesNeverCrashTheShell(seed: Int) {
    var random = Generator(state: UInt64(seed))
    let session = Session(options: SessionOptions())
    let patience = Patience(checks: 40)
    session.useInterruptCheck { patience.pressed() }
    _ = session.runScript(Self.setup, bail: false)
    for size in [10, 300, 3_000, 30_000] {
      _ = session.execute(
        "class A\(size): Model { func f(_ n: Int) { if n != 0 { f(n - 1); f(n - 1) } } }")
      _ = session.execute("let a\(size) = A\(size)()")
    }
    // Each kind twice a seed, with its own random size, depth and operands.
    for kind in (0..<Self.largeKinds).flatMap({ [$0, $0] }) {
      let line = Self.large(kind, using: &random)
      let before = WorldState(session)
      patience.reset()
      let response = session.execute(line.text)
      if session.isContinuing { session.interrupt() }
      // Whatever happened, the shell answered, and a failed line changed nothing.
      let label = Comment(rawValue: "kind \(kind): \(line.text.prefix(80))")
      #expect(!response.output.contains("internal error"), label)
      if response.failed {
        #expect(!response.output.isEmpty, label)
        #expect(WorldState(session) == before, label)
      }
      switch line.outcome {
      case .any: break
      case .works: #expect(!response.failed, "\(label) \(response.output.prefix(300))")
      case .tooDeep:
        #expect(response.output.contains("nested more than 128 levels"), label)
      }
    }
    #expect(!session.execute(":trace").failed)
    #expect(!session.execute(":tree").failed)
  }
}

/// A long or deep line and what it must come to.
struct LargeLine {
  enum Outcome { case any, works, tooDeep }
  var text: String
  var outcome: Outcome

  init(_ text: String, _ outcome: Outcome = .any) {
    self.text = text
    self.outcome = outcome
  }

  /// A line whose blocks or brackets are nested `nesting` deep: it works well below the
  /// parser's limit of 128 levels and is that clear error well above it.
  init(_ text: String, nesting: Int, levelsEach: Int = 1) {
    let levels = nesting * levelsEach
    self.init(text, levels <= 110 ? .works : levels > 135 ? .tooDeep : .any)
  }
}

/// What a failed statement may not change: it is rolled back whole.
struct WorldState: Equatable {
  var traceCount: Int
  var statementCount: Int
  var recordCount: Int
  var globals: [String: Value]

  init(_ session: Session) {
    let world = session.world
    traceCount = world.trace.count
    statementCount = world.statementCount
    recordCount = world.records.count
    globals = world.globals
  }
}

/// Ctrl-C, pressed once a statement has run for a while: the shell asks every 4 096 steps and
/// every 256 messages, so a random loop to a million or an exponential recursion is stopped
/// (and rolled back) after about `checks` × 4 096 steps, which keeps the test fast.
/// ``RandomInputTests/aRunawayLineStopsOnTheBudget()`` lets one run into the real budget.
final class Patience: @unchecked Sendable {
  private let checks: Int
  private var asked = 0

  init(checks: Int) { self.checks = checks }

  func reset() { asked = 0 }

  func pressed() -> Bool {
    asked += 1
    return asked > checks
  }
}
