import MVCShell
import Testing

/// The random statements of the newer constructs: loops, optional binding, `switch`,
/// interpolation, array methods, compound assignment, `override` and `super`, recursion,
/// ternaries, imports and modifiers, and what the sandbox does not have; and the long and deep
/// lines of each.
///
/// While the crashes of ``RandomInputTests/inputsTheGeneratorFoundThatStillCrash(_:)`` are open,
/// the generator keeps out of their way (each place says how); when one is fixed, its test
/// fails as a known issue that no longer happens, and the place can be opened up.
extension RandomInputTests {
  /// One of `options`.
  static func pick(_ options: [String], _ random: inout Generator) -> String {
    options.randomElement(using: &random) ?? ""
  }

  /// One of `lines`.
  static func pick(_ lines: [LargeLine], _ random: inout Generator) -> LargeLine {
    lines.randomElement(using: &random) ?? LargeLine("")
  }

  static let numbers = [
    "0", "1", "2", "3", "-1", "7", "42", "1_000", "100_000", "1_000_000", "2.5",
    "-9223372036854775807",
  ]
  /// The ends of a range: never Int.min or Int.max, whose distance overflows (known crash
  /// `rangeWiderThanAnInt`).
  static let rangeEnds = ["0", "1", "3", "-3", "total % 5", "items.count", "100_000", "1_000_000"]
  /// Loop counts: most small, some far past what the test's patience lets run.
  static let counts = ["0", "1", "2", "3", "10", "200", "1_000_000"]
  static let conditions = [
    "true", "false", "flag", "!flag", "total > 3", "total % 2 == 0", "items.isEmpty",
    "items.count < 5 && total >= 0", "maybe == nil || total < 0", "items.contains(2)",
    #"word.hasPrefix("A")"#, #"ada.name == "Ada""#, "1 < 2 && 3 >= 3 || false", "nil ?? false",
    "total", "ada",
  ]
  static let indices = ["0", "1", "-1", "items.count", "items.count - 1", "100", "total % 3"]
  /// Bodies cheap enough to repeat a million times: they change only numbers and flags. (Each
  /// change of a global is journaled with its old value, so a loop that appends to a global
  /// array or string makes the journal grow with the square of its count: known crash
  /// `appendingInALoopKeepsEveryCopy`.)
  static let cheapBodies = [
    "total += i", "total = total % 1_000 + i", "if i % 3 == 0 { continue }", "if i > 5 { break }",
    "let local = i * 2", "flag = !flag",
    "switch i % 4 { case 0: total += 1; case 1, 2: break; default: total -= 1 }",
    "guard i >= 0 else { break }", "total = i > 2 ? total - 1 : total + 1",
  ]
  /// Bodies for a few rounds only.
  static let richBodies = [
    "items.append(i)", #"word += "\(i)""#, #"print("\(i): \(total)")"#, #"ada.name = "n\(i)""#,
    #"names.insert("x", at: 0)"#, "items.removeLast()", "items[0] = i",
    "editor.view.addSubview(Label())", "counter.bump()",
    "if let x = maybe { print(x.name) } else { total += 1 }",
  ]

  /// A statement of the newer constructs over the setup's objects, with random operands.
  static func construct(using random: inout Generator) -> String {
    func value() -> String { pick(values + numbers, &random) }
    func condition() -> String { pick(conditions, &random) }
    func count() -> String { pick(counts, &random) }
    let number = pick(numbers, &random)
    let k = Int.random(in: 0..<3, using: &random)
    switch Int.random(in: 0..<15, using: &random) {
    case 0:
      // A loop over a range: counts up to a million, each end random.
      // An empty body only for a few rounds: a loop over a range that runs no statement takes
      // no steps, so neither the budget nor Ctrl-C stops it (known hang `emptyLoopOverARange`).
      let n = count()
      let body = pick(n.count > 3 ? cheapBodies : cheapBodies + richBodies + [""], &random)
      let variable = Int.random(in: 0..<4, using: &random) == 0 ? "_" : "i"
      let range =
        Bool.random(using: &random)
        ? "0..<\(n)" : "\(pick(["0", "1", "-3", "5"], &random))...\(n)"
      return "for \(variable) in \(range) { \(body) }"
    case 1:
      // Loops in loops.
      let (a, b, c) = (count(), count(), count())
      return pick(
        [
          "for i in 0..<\(a) { for j in 0..<\(b) { "
            + "if (i + j) % 2 == 0 { continue }; total += j } }",
          "for i in 0..<\(a) { var k = 0; while k < \(b) { k += 1; if k == i { break } } }",
          "for _ in 0..<\(a) { for _ in 0..<\(b) { for _ in 0..<\(c) { total += 1 } } }",
          "while true { for i in 0..<\(a) { if i == 2 { break } }; break }",
          "repeat { for i in 0..<\(a) { "
            + "switch i { case 1: continue; default: total += i } } } while false",
        ], &random)
    case 2:
      // A loop over an array, a string or whatever else.
      let sequence = pick(
        [
          "items", "names", "[ada, field, label]", #""héllo 视图""#, "ada.friends",
          "tabs.viewControllers", "items.sorted()", "0..<0", "editor.view.subviews", value(),
        ], &random)
      let body = pick(
        [
          "print(x)", "total += 1", #"word += "\(x)""#, "if x == nil { break }", "continue",
          "total += x", #"x.name = "n""#, #"print("\(x)")"#,
        ], &random)
      return "for x in \(sequence) { \(body) }"
    case 3:
      // `while` and `repeat`, some never ending (the patience, or the budget, stops them).
      let n = pick(numbers, &random)
      return pick(
        [
          "while total < \(n) { total += 1 }", "while true { }",
          "while true { total += 1; if total > \(n) { break } }",
          "repeat { total -= 1 } while total > \(n)", "repeat { } while true",
          "while flag { flag = false }", "while \(condition()) { flag = !flag; if flag { break } }",
          "while items.count > 10 { items.removeLast() }",
          #"repeat { word = word + word + "x" } while true"#, "while 1 { }",
        ], &random)
    case 4:
      // Optional binding.
      return pick(
        [
          "if let x = \(value()), \(condition()) { print(x) } else { total += 1 }",
          "if let x = \(value()) { total += 1 } "
            + #"else if let y = maybe, y.name == "Ada" { print(y.name) } "#
            + #"else if \#(condition()) { flag = true } else { print("none") }"#,
          #"if let m = maybe { m.name = "m" }"#, "if let f = ada.friends.first { print(f.name) }",
          "if let x { print(x) }", "if let total { print(total) }",
          "maybe = \(pick(["nil", "ada", "Contact()", "1"], &random))",
          "guard let x = \(value()) else { return }", "if var v = \(value()) { v = 1 }",
        ], &random)
    case 5:
      return switchStatement(using: &random)
    case 6:
      // Interpolation of random values.
      let object = pick(objects, &random)
      let property = pick(properties, &random)
      return pick(
        [
          #"print("\(\#(value())) and \(\#(object).\#(property))")"#,
          #"word = "\(\#(value()))""#,
          #"let s = "\(\#(condition()) ? \#(value()) : \#(value()))""#,
          #"print("\(items.count * 2) of \(names.joined(separator: ", "))")"#,
          #"let s = "a\(1 + 2)b\(ada.name.uppercased())c""#, #"print("\("\(1)")")"#,
          #"let s = "\(nmae)""#, #"print("\(items[\#(pick(indices, &random))])")"#,
          #"print("\(\#(number) * \#(number)) \(\#(number) / \#(number)) \(\#(number) % 7)")"#,
        ], &random)
    case 7:
      // Array methods and subscripts on the setup's `var items` and `var names`.
      let index = pick(indices, &random)
      return pick(
        [
          "items.append(\(value()))", "items.insert(\(value()), at: \(index))",
          "items.remove(at: \(index))", "items.removeAll()", "items.removeLast()",
          "items[\(index)] = \(value())", "items[\(index)] += \(number)",
          "items.contains(\(value()))", "items.firstIndex(of: \(value()))", "items.sorted()",
          "names.sorted()", #"names.joined(separator: "-")"#, "items = [1, 2, 3]",
          "items[\(index)]", "names[\(index)].uppercased()", "items.count",
          "ada.friends.append(Contact())", "ada.friends.removeAll()", "items.push(1)",
          "names.append(\(value()))", "items.joined(separator: 1)",
          // Never `items = [items, items]` while `arrayHoldingItselfTwice` is open: repeated over
          // the random lines it would make every later statement take exponential time.
          "items = [items]", "items = [1, [2, [3]]]",
        ], &random)
    case 8:
      // Compound assignment.
      return pick(
        [
          "total += \(number)", "total -= \(number)", "total *= \(number)", "total /= \(number)",
          #"word += "\(\#(value()))""#, "word += \(value())", #"ada.name += "!""#,
          "counter.n += \(number)",
          "\(pick(objects, &random)).\(pick(properties, &random)) += \(value())",
          "items[0] *= 2", "total += total", "total *= total", "flag += 1", "1 += 1", #"word = """#,
        ], &random)
    case 9:
      return subclass(k, using: &random)
    case 10:
      return recursion(k, using: &random)
    case 11:
      // Ternaries, operators and ranges.
      let (a, b) = (pick(rangeEnds, &random), pick(rangeEnds, &random))
      return pick(
        [
          "let t = \(condition()) ? \(value()) : \(value())",
          "total = total > \(number) ? total - \(number) : total + \(number)",
          #"print(\#(condition()) ? "yes" : "no")"#,
          "let t = \(condition()) ? (\(condition()) ? 1 : 2) : \(condition()) ? 3 : 4",
          "let r = \(a)..<\(b)", "let r = \(a)...\(b)", "\(number) * \(number) / \(number) % 7",
          "\(value()) ?? \(value())", "\(value()) < \(value())", "\(value()) >= \(value())",
          "\(value()) && \(value())", "\(value()) || \(value())", "\(number) / 0", "\(number) % 0",
          "\(value()) + \(value())", "-\(value())", "!\(value())",
        ], &random)
    case 12:
      // Imports, modifiers, and what the sandbox does not have.
      return pick(
        [
          "import UIKit", "import Foundation", "import SwiftUI", "import Combine",
          #"private final class Quiet\#(k): Model { @objc dynamic var name = "q"; "#
            + "private var secret = 1; fileprivate func reveal() -> Int { return secret } }",
          "Quiet\(k)().reveal()",
          "final class Tapper\(k): ViewController { @objc func tapped() { total += 1 } }",
          #"struct S { var name = "" }"#, "enum Mood { case happy }", "extension Contact { }",
          "class Box<T>: Model { }", "func greet() { }", "typealias Name = String",
          "let pair = (1, 2)", "for (i, x) in items { }", "try load()",
          "Task { }", "class A\(k): Model { init() { } }", "class D\(k): Model { deinit { } }",
          "class B\(k): Model { static let shared = 1 }",
        ], &random)
    case 13:
      // Closures, optional chaining, dictionaries, lifetimes and navigation items: one
      // statement each (a line of several would keep what its first statements did).
      return pick(
        [
          "total += { (n: Int) -> Int in n * 2 }(\(number))",
          "items.map { $0 * \(number) }.filter { $0 > \(number) }.count",
          "items.sorted { $0 > $1 }.first ?? 0", "items.reduce(0) { $0 + $1 }",
          "{ [weak ada] in ada?.name ?? \"gone\" }()",
          "var ages\(k) = [\"Ada\": \(number), \"Grace\": 2, \"Linus\": 3]",
          "let d\(k): [String: Int] = [:]", "[\"a\": \(number)][\"a\"] ?? 0",
          "ada.friends.first?.name ?? \"none\"", "maybe?.name ?? \"none\"",
          "class Node\(k): NSObject { var next: Node\(k)?; deinit { total += 1 } }",
          "editor.navigationItem.title = \"T\(k)\"",
          "editor.navigationItem.rightBarButtonItem = UIBarButtonItem(title: \"Go\", style: .plain, target: editor, action: nil)",
          "tap(editor.navigationItem.rightBarButtonItem)",
          "field.addAction(UIAction { _ in total += 1 }, for: .editingChanged)",
          "editor.present(ViewController(title: \"P\"), animated: true) { total += 1 }",
          "if true { let n = Node\(k)(); n.next = Node\(k)(); n.next?.next = n }",
        ], &random)
    default:
      // A few blocks around one statement.
      var statement = pick(cheapBodies + richBodies, &random)
      for _ in 0..<Int.random(in: 1...5, using: &random) {
        statement = around(statement, using: &random)
      }
      return statement
    }
  }

  /// A `switch` over a random subject with random patterns, with or without `default`.
  static func switchStatement(using random: inout Generator) -> String {
    let subject = pick(
      [
        "total", "total % 5", "items.count", "editor.modalPresentationStyle", "ada.name",
        "counter.grade(total % 7)", "maybe",
      ] + values, &random)
    let patterns = [
      "0", "1, 2", "3...5", "-10..<0", ".fullScreen", ".pageSheet", #""Ada""#, "nil", "ada",
      #""few""#, "1_000_000...1_000_001", "-9223372036854775807...0",
    ]
    let bodies = [
      "total += 1", #"print("hit")"#, "break", "flag = true", "for _ in 0..<2 { total -= 1 }",
      "if total > 2 { break }; total += 1",
    ]
    var cases = (0..<Int.random(in: 0...4, using: &random)).map { _ in
      "case \(pick(patterns, &random)): \(pick(bodies, &random))"
    }
    if Int.random(in: 0..<3, using: &random) != 0 {
      cases.append("default: \(pick(bodies, &random))")
    }
    if Int.random(in: 0..<10, using: &random) == 0 { cases.append("case 9:") }
    return "switch \(subject) { \(cases.joined(separator: "; ")) }"
  }

  /// A subclass of ViewController that overrides `viewDidLoad()` and calls `super`, one that
  /// uses it, or an override the sandbox refuses.
  static func subclass(_ k: Int, using random: inout Generator) -> String {
    switch Int.random(in: 0..<4, using: &random) {
    case 0:
      let body = pick(
        [
          "total += 1", "view.addSubview(Label())", #"title = "\(total)""#,
          #"print("loaded \(title)")"#, #"let l = Label(); l.text = "x"; view.addSubview(l)"#,
          "for _ in 0..<3 { view.addSubview(Label()) }", "viewDidLoad()",
          "if let nav = navigationController { print(nav) }",
          "window.rootViewController = Screen\(k)()",
        ], &random)
      return
        "class Screen\(k): ViewController { "
        + "override func viewDidLoad() { super.viewDidLoad(); \(body) } }"
    case 1:
      return pick(
        [
          #"window.rootViewController = Screen\#(k)(title: "S")"#,
          "nav.pushViewController(Screen\(k)(), animated: \(Bool.random(using: &random)))",
          "tabs.viewControllers = [Screen\(k)(), nav]",
          "editor.present(Screen\(k)(), animated: false, completion: nil)",
          "window.rootViewController = Screen()", "Screen\(k)().view",
        ], &random)
    case 2:
      return pick(
        [
          "class Bad\(k): ViewController { func viewDidLoad() { } }",
          "class Bad\(k): ViewController { override func viewDidLod() { } }",
          "class Bad\(k): Model { override func save() { } }", "super.viewDidLoad()",
          "let s = super",
        ], &random)
    default:
      return
        "class Sub\(k): Screen\(k) { "
        + #"override func viewDidLoad() { super.viewDidLoad(); title = "sub" } }"#
    }
  }

  /// A recursive method (ending, exponential or endless), or a call of one with a random depth.
  /// The recursive call sits at most one block deep: deeper, 200 nested calls overflow the stack
  /// before the shell's limit of 200 stops them (known crash `recursionInsideNestedBlocks`).
  static func recursion(_ k: Int, using random: inout Generator) -> String {
    let n = pick(["0", "3", "12", "20", "150", "199", "250", "100_000", "-1"], &random)
    switch Int.random(in: 0..<3, using: &random) {
    case 0:
      let method = pick(
        [
          "func f(_ n: Int) -> Int { if n <= 0 { return 0 }; return f(n - 1) + 1 }",
          "func f(_ n: Int) -> Int { guard n > 0 else { return 0 }; return f(n - 1) + f(n - 1) }",
          "func f(_ n: Int) -> Int { return n < 2 ? n : f(n - 1) + f(n - 2) }",
          "func f(_ n: Int) -> Int { return f(n + 1) }",
          "var next: Rec\(k)?; "
            + "func f(_ n: Int) -> Int { if let r = next { return r.f(n + 1) }; return n }",
          "func f(_ n: Int) -> Int { var s = 0; for i in 0..<3 { s += i }; "
            + "return n <= 0 ? s : f(n - 1) }",
          "func f(_ n: Int) -> Int { switch n { case 0: return 0; default: return f(n - 1) } }",
        ], &random)
      return "class Rec\(k): Model { \(method) }"
    case 1:
      return "Rec\(k)().f(\(n))"
    default:
      return pick(
        [
          "counter.down(\(n))", "counter.both(\(pick(["3", "12", "40"], &random)))",
          "counter.fib(\(pick(["10", "20", "30"], &random)))", "counter.grade(\(n))",
        ], &random)
    }
  }

  /// A loop or a branch around `inner`.
  static func around(_ inner: String, using random: inout Generator) -> String {
    let condition = pick(conditions, &random)
    switch Int.random(in: 0..<9, using: &random) {
    case 0: return "for i in 0..<\(pick(["0", "1", "2", "3"], &random)) { \(inner) }"
    case 1:
      let sequence = pick(["items", "names", "[1, 2]", #""ab""#, "0...2"], &random)
      return "for i in \(sequence) { \(inner) }"
    case 2: return "while true { \(inner); break }"
    case 3: return "repeat { \(inner) } while false"
    case 4: return "if \(condition) { \(inner) } else { total -= 1 }"
    case 5: return "if let x = \(pick(values, &random)), \(condition) { \(inner) }"
    case 6: return "switch total % 3 { case 0: \(inner); default: \(inner) }"
    case 7: return "if true { \(inner) }"
    default: return "while \(condition) { \(inner); break }"
    }
  }

  // MARK: Long and deep

  /// How many kinds ``longAndDeep(_:using:)`` makes.
  static let longAndDeepKinds = 12

  /// A long or deep line of the newer constructs: chains of 30 000 terms, interpolations that
  /// hold long or deep code, blocks of every kind nested past the parser's limit, long
  /// `else if let` chains, 10 000 cases in a switch, long bodies, recursion.
  static func longAndDeep(_ kind: Int, using random: inout Generator) -> LargeLine {
    let size = [10, 300, 3_000, 30_000].randomElement(using: &random) ?? 10
    let depth = Int.random(in: 1...300, using: &random)
    func repeated(_ text: String, _ count: Int, _ separator: String) -> String {
      Array(repeating: text, count: count).joined(separator: separator)
    }
    switch kind {
    case 0:
      // A long chain of one operator, with operands it takes.
      let (op, operand, end) =
        [
          ("&&", "true", ""), ("||", "false", ""), ("*", "1", ""), ("??", "nil", " ?? 1"),
          ("%", "7", ""), ("/", "1", ""), ("&&", "1 < 2", ""), ("||", "total >= 3", ""),
          ("-", "1", ""), ("??", "maybe", " ?? ada"),
        ].randomElement(using: &random) ?? ("*", "1", "")
      return LargeLine("let x = " + repeated(operand, size, " \(op) ") + end, .works)
    case 1:
      // A long chain of mixed operators, which may not fit together.
      let ops = ["&&", "||", "*", "??", "<", ">=", "+", "%", "==", "..<"]
      var text = "let x = 1"
      for _ in 0..<size {
        text += " \(pick(ops, &random)) \(pick(["1", "true", "nil", "total"], &random))"
      }
      return LargeLine(text)
    case 2:
      // An interpolation holding long code, or a string of many interpolations.
      return pick(
        [
          LargeLine(#"let s = "\("# + repeated("1", size, " + ") + #")""#, .works),
          LargeLine(#"let s = ""# + repeated(#"\(ada.name)"#, size, "") + #"""#, .works),
          LargeLine(#"let s = ""# + String(repeating: "x", count: size * 10) + #"\(1)""#, .works),
          LargeLine(#"print("\("# + repeated("true", size, " && ") + #")")"#, .works),
          LargeLine(#"let s = "\("# + repeated("nil", size, " ?? ") + #" ?? 2)""#, .works),
        ], &random)
    case 3:
      // Blocks of every kind nested in each other.
      var text = "total += 1"
      for _ in 0..<depth {
        text = pick(
          [
            "for _ in 0..<1 { \(text) }", "while true { \(text); break }",
            "if let x = 1 { \(text) }", "switch 1 { case 1: \(text); default: break }",
            "repeat { \(text) } while false", "if false { } else if true { \(text) }",
          ], &random)
      }
      return LargeLine(text, nesting: depth)
    case 4:
      // One kind of block nested.
      let (open, close) =
        [
          ("for i in 0..<1 { ", " }"), ("while true { ", "; break }"),
          ("if let x = maybe ?? 1, true { ", " }"), ("switch total { default: ", " }"),
          ("repeat { ", " } while false"), ("for x in [1] { ", " }"),
        ].randomElement(using: &random) ?? ("{ ", " }")
      return LargeLine(
        String(repeating: open, count: depth) + "total += 1"
          + String(repeating: close, count: depth), nesting: depth)
    case 5:
      // Parentheses nested deep inside an interpolation (each costs two levels).
      let inner = pick(["1", "ada.name", "total + 1"], &random)
      let nested =
        String(repeating: "(", count: depth) + inner + String(repeating: ")", count: depth)
      return LargeLine(#"let s = "\("# + nested + #")""#, nesting: depth, levelsEach: 2)
    case 6:
      // A long `else if` chain with optional binding.
      let operand = pick(["nil", "maybe", "1", "ada"], &random)
      return LargeLine(
        "if let x = maybe { }"
          + String(repeating: " else if let y = \(operand), false { }", count: min(size, 10_000))
          + " else { total += 1 }", .works)
    case 7:
      // A switch of 10 000 cases, or one case of 30 000 patterns.
      let count = min(size, 10_000)
      return pick(
        [
          LargeLine(
            "switch total { "
              + (0..<count).map { "case \($0): total += \($0)" }.joined(separator: "; ")
              + "; default: break }", .works),
          LargeLine(
            "switch \(count - 1) { "
              + (0..<count).map { "case \($0)...\($0): total += 1" }.joined(separator: "; ")
              + " }", .works),
          LargeLine(
            "switch total { case " + (0..<size).map(String.init).joined(separator: ", ")
              + ": break; default: total += 1 }", .works),
        ], &random)
    case 8:
      // A long loop body, a long condition.
      let body = min(size, 10_000)
      return pick(
        [
          LargeLine("for i in 0..<2 { " + repeated("total += i", body, "; ") + " }", .works),
          LargeLine(
            "while true { " + repeated("total -= 1", body, "; ") + "; break }", .works),
          LargeLine(
            "repeat { total += 1 } while " + repeated("false", size, " || "), .works),
          LargeLine(
            "class Long\(Int.random(in: 0..<1_000_000_000, using: &random)): ViewController { "
              + "override func viewDidLoad() { super.viewDidLoad(); "
              + repeated("total += 1", body, "; ") + " }; "
              + (0..<min(size, 3_000)).map { "func m\($0)() { }" }.joined(separator: "; ")
              + " }", .works),
        ], &random)
    case 9:
      // Ternaries nested to the right, in parentheses, and prefix operators in a row.
      return pick(
        [
          LargeLine(
            "let t = " + String(repeating: "false ? 1 : ", count: depth) + "0", nesting: depth),
          LargeLine(
            "let t = " + String(repeating: "(true ? ", count: depth) + "1"
              + String(repeating: " : 0)", count: depth), nesting: depth, levelsEach: 2),
          LargeLine("let b = " + String(repeating: "!", count: depth) + "true", nesting: depth),
          LargeLine("let m = " + String(repeating: "-", count: depth) + "1"),
        ], &random)
    case 10:
      // A long array literal, and a loop over one.
      let operand = pick(["1", "ada", #""x""#, "nil", "[1]"], &random)
      return pick(
        [
          LargeLine("let long = [" + repeated(operand, size, ", ") + "]", .works),
          LargeLine(
            "for x in [" + repeated(operand, min(size, 10_000), ", ") + "] { total += 1 }", .works),
        ], &random)
    default:
      // Recursion: to the shell's limit of 200 nested messages and past it, and exponential.
      return pick(
        [
          LargeLine("counter.down(199)", .works), LargeLine("counter.down(250)"),
          LargeLine("counter.down(100_000)"), LargeLine("counter.fib(\(min(size, 12)))"),
          LargeLine("counter.both(\(min(size, 10)))"),
        ], &random)
    }
  }
}
