import MVCTutor

/// One whole statement of a step's solution and the lesson file's line it starts on. A
/// statement written on several `solution:` lines (a class, a closure) is one statement, its
/// lines joined by line feeds.
struct SolutionStatement: Equatable, Sendable {
  /// The statement's source.
  var text: String
  /// The line of the lesson file it starts on.
  var line: Int

  /// The statements of a step's solution, grouped as the shell reads them (a bracket left open
  /// continues the statement on the next line).
  static func of(_ step: LessonStep) -> [SolutionStatement] {
    grouping(
      step.solution,
      lines: step.solution.indices.map {
        step.lineOf(statementAt: $0, inSetup: false)
      })
  }

  /// Source lines grouped into whole statements, each with the line it starts on.
  static func grouping(_ texts: [String], lines: [Int]) -> [SolutionStatement] {
    var statements: [SolutionStatement] = []
    var open: (lines: [String], line: Int, state: BracketBalance.State)?
    for (index, text) in texts.enumerated() {
      let line = index < lines.count ? lines[index] : (lines.last ?? 1)
      let state = BracketBalance.scan(line: text, after: open?.state ?? .complete)
      var joined = open?.lines ?? []
      joined.append(text)
      let start = open?.line ?? line
      if case .open = state {
        open = (joined, start, state)
      } else {
        statements.append(SolutionStatement(text: joined.joined(separator: "\n"), line: start))
        open = nil
      }
    }
    if let open {
      statements.append(
        SolutionStatement(text: open.lines.joined(separator: "\n"), line: open.line))
    }
    return statements
  }

  /// The name a `let NAME = …` or `var NAME = …` statement binds, and the expression after
  /// `=`; nil for any other statement.
  var binding: (name: String, value: String)? {
    let trimmed = text.drop { $0 == " " || $0 == "\t" }
    guard trimmed.hasPrefix("let ") || trimmed.hasPrefix("var ") else { return nil }
    let rest = trimmed.dropFirst(4)
    guard let equals = rest.firstIndex(of: "=") else { return nil }
    let name = rest[..<equals].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    guard !name.isEmpty,
      rest[..<equals].dropFirst(name.count).allSatisfy({ $0 == " " })
    else { return nil }
    let value = rest[rest.index(after: equals)...].drop { $0 == " " }
    return (String(name), String(value))
  }

  /// Whether the statement only binds an existing name to a new object (`pager = Pager()`).
  var isRebinding: Bool {
    let trimmed = text.drop { $0 == " " || $0 == "\t" }
    let name = trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    let rest = trimmed.dropFirst(name.count).drop { $0 == " " }
    guard !name.isEmpty, rest.hasPrefix("="), !rest.hasPrefix("==") else { return false }
    let value = rest.dropFirst().drop { $0 == " " }
    let made = value.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    return made.first?.isUppercase == true && value.dropFirst(made.count).first == "("
  }

  /// The class a binding's value makes (`Label` in `let badge = Label(text: "x")`), or nil.
  var madeClass: String? {
    guard let value = binding?.value else { return nil }
    let name = value.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    guard let first = name.first, first.isUppercase, value.dropFirst(name.count).first == "("
    else { return nil }
    return String(name)
  }

  /// Whether the statement declares a type (a class, protocol, struct, enum or extension),
  /// which runs once: running it again is refused, and leaving it out leaves nothing to alias.
  var isDeclaration: Bool {
    let trimmed = text.drop { $0 == " " || $0 == "\t" }
    let words = ["class ", "protocol ", "struct ", "enum ", "extension ", "final class "]
    return words.contains { trimmed.hasPrefix($0) }
  }
}
