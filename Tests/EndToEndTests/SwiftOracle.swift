import Foundation
import MVCTestSupport
import MVCTutor
import Testing

/// The Swift oracle: the toolchain's own `swiftc -typecheck` reads what the sandbox teaches, against
/// UIKit's signatures (Tests/Oracle/README.md describes it whole).
///
/// Three modules are built once per run from Tests/Oracle — `ObjectiveC` (the `Selector` that
/// `#selector` needs), `UIKit` (the classes the sandbox simulates, with UIKit's types) and
/// `Prelude` (the sandbox's own names: `Label`, `tap(_:)`, `window`) — and each checked file is
/// compiled as a `main.swift` that imports `Prelude` implicitly, in Swift 5 language mode with
/// Objective-C interoperability on (so `@objc`, `dynamic` and `#selector` are checked).
enum SwiftOracle {
  /// The package's root folder.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Tests/Oracle.
  static let folder = root.appendingPathComponent("Tests/Oracle")

  /// The compiler, as `RequiredTool` reports it when missing.
  static let tool = RequiredTool(
    "swiftc",
    install: "a Swift toolchain on PATH (https://swift.org/install), or SWIFTC=/path/to/swiftc")

  /// `SWIFTC`, or the first `swiftc` on PATH.
  static let swiftc: String? = {
    let environment = ProcessInfo.processInfo.environment
    if let explicit = environment["SWIFTC"], !explicit.isEmpty {
      return FileManager.default.isExecutableFile(atPath: explicit) ? explicit : nil
    }
    for directory in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
      let candidate = String(directory) + "/swiftc"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }()

  /// The compiler's path, or (when it is missing) the check is skipped, or fails in CI.
  static func requireSwiftc() throws -> String {
    guard let swiftc else {
      try tool.missing("the Swift oracle did not type-check what the sandbox teaches")
    }
    return swiftc
  }

  /// Flags every compilation shares: Swift 5 language mode (Xcode's app template's, where
  /// UIKit's main-actor isolation adds nothing the sandbox teaches), Objective-C interoperability
  /// (for `@objc`, `dynamic` and `#selector`), the Objective-C root class's module map, the
  /// modules' folder and a module cache of the run's own.
  static func flags(modules: String) -> [String] {
    [
      "-swift-version", "5", "-Xfrontend", "-enable-objc-interop",
      "-I", folder.appendingPathComponent("ObjCRoot").path, "-I", modules,
      "-module-cache-path", modules + "/ModuleCache",
    ]
  }

  /// A refusal: what swiftc said, with what it was asked.
  struct Refusal: Error, CustomStringConvertible {
    var description: String
  }

  /// The folder the three modules were built in, once per run (`.build/swift-oracle`), or why
  /// they could not be.
  static let modules: Result<String, Refusal> = {
    guard let swiftc else { return .failure(Refusal(description: "swiftc not found")) }
    let output = root.appendingPathComponent(".build/swift-oracle").path
    let manager = FileManager.default
    try? manager.removeItem(atPath: output)
    do {
      try manager.createDirectory(atPath: output, withIntermediateDirectories: true)
    } catch {
      return .failure(Refusal(description: "cannot create \(output): \(error)"))
    }
    for name in ["ObjectiveC", "UIKit", "Prelude"] {
      let source = folder.appendingPathComponent(name + ".swift").path
      let arguments =
        ["-emit-module", "-parse-as-library", "-module-name", name]
        + flags(modules: output)
        + ["-emit-module-path", output + "/" + name + ".swiftmodule", source]
      do {
        let run = try PipedRun.run(arguments, timeout: 300, executable: swiftc)
        if run.status != 0 {
          return .failure(
            Refusal(
              description: "swiftc refused Tests/Oracle/\(name).swift:\n\(run.standardError)"))
        }
      } catch {
        return .failure(Refusal(description: "swiftc could not run: \(error)"))
      }
    }
    return .success(output)
  }()

  /// Type-checks `source` as the `main.swift` of a program that imports `Prelude` (and through
  /// it UIKit and Foundation); throws swiftc's diagnostics when it refuses.
  /// - Parameter what: what the source is, for the message (`Lessons/05-actions-delegates.lesson`).
  static func typecheck(_ source: String, what: String) throws {
    let swiftc = try requireSwiftc()
    let modules = try modules.get()
    let directory = try TemporaryDirectory()
    let file = try directory.write("main.swift", source)
    let arguments =
      ["-typecheck"] + flags(modules: modules)
      + ["-Xfrontend", "-import-module", "-Xfrontend", "Prelude", file]
    let run = try PipedRun.run(arguments, timeout: 120, executable: swiftc)
    if run.status != 0 {
      throw Refusal(
        description: "swiftc refuses \(what) as Swift:\n\(run.standardError)")
    }
  }
}

// MARK: - The files the oracle reads

extension SwiftOracle {
  /// One line of a checked file and where it came from (a file of the package, or a `:help`
  /// topic), for the `#sourceLocation` that makes swiftc name it in its diagnostics.
  struct SourceLine {
    var text: String
    var file: String
    var line: Int
  }

  /// Every built-in lesson file's name (`05-actions-delegates.lesson`).
  static var lessonFiles: [String] {
    let names =
      (try? FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent("Lessons").path)) ?? []
    return names.filter { $0.hasSuffix(".lesson") }.sorted()
  }

  /// A lesson's solution as one Swift file: the header's setup, then each step's setup and
  /// solution (or demonstration) lines in order, each `:whatif` statement in a `do { }` scope of
  /// its own (it runs instead of the step's last statement, in a world thrown away). Lines the
  /// shell takes as commands are skipped.
  static func lessonSource(_ lesson: Lesson) -> String {
    let file = "Lessons/" + lesson.file
    func numbered(_ texts: [String], _ lines: [Int], fallback: Int) -> [SourceLine] {
      texts.enumerated().compactMap { index, text in
        if LessonParser.shellCommand(in: text) != nil { return nil }
        let line = index < lines.count ? lines[index] : fallback
        return SourceLine(text: text, file: file, line: line)
      }
    }
    var lines = numbered(lesson.setup, lesson.setupLines, fallback: lesson.titleLine)
    for step in lesson.steps {
      lines.append(SourceLine(text: "// step: \(step.id)", file: file, line: step.line))
      lines += numbered(step.setup, step.setupLines, fallback: step.line)
      lines += numbered(step.solution, step.solutionLines, fallback: step.line)
      for whatIf in step.whatIfs {
        lines += [
          SourceLine(text: "do {  // :whatif", file: file, line: step.line),
          SourceLine(text: "  " + whatIf, file: file, line: step.line),
          SourceLine(text: "}", file: file, line: step.line),
        ]
      }
    }
    return OracleSource.renamingRedeclarations(in: OracleSource.render(lines))
  }

  /// The ```swift blocks of a Markdown file, each with the line its code starts on. Lines that
  /// start with `:` (shell commands shown among statements) are left out.
  static func swiftBlocks(inMarkdown path: String) throws -> [(line: Int, source: String)] {
    let text = try String(
      contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    var blocks: [(line: Int, source: String)] = []
    var current: [SourceLine]?
    var start = 0
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if current == nil, trimmed == "```swift" {
        current = []
        start = index + 2
      } else if let lines = current, trimmed == "```" {
        blocks.append(
          (start, OracleSource.renamingRedeclarations(in: OracleSource.render(lines))))
        current = nil
      } else if current != nil, !trimmed.hasPrefix(":") {
        current?.append(SourceLine(text: String(line), file: path, line: index + 1))
      }
    }
    return blocks
  }

  /// Every snippet of Tests/Oracle/Snippets (`01-cast-as-optional.swift`).
  static var snippetFiles: [String] {
    let names =
      (try? FileManager.default.contentsOfDirectory(
        atPath: folder.appendingPathComponent("Snippets").path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted()
  }
}

// MARK: - Making a REPL's history one Swift file

/// Turns lines a learner types one after another into one file Swift accepts as a program.
enum OracleSource {
  /// The lines as a file, each statement preceded by a `#sourceLocation` naming where it was
  /// written, so swiftc's diagnostics name the lesson file and line.
  static func render(_ lines: [SwiftOracle.SourceLine]) -> String {
    var output: [String] = []
    var depth = 0
    for line in lines {
      if depth == 0 {
        output.append("#sourceLocation(file: \"\(line.file)\", line: \(line.line))")
      }
      output.append(line.text)
      let characters = Array(line.text)
      for token in tokens(characters) where token.kind == .punctuation {
        switch characters[token.range.lowerBound] {
        case "(", "[", "{": depth += 1
        case ")", "]", "}": depth = max(0, depth - 1)
        default: break
        }
      }
    }
    return output.joined(separator: "\n") + "\n"
  }

  /// A token of Swift source, as far as the renaming needs one.
  struct Token {
    enum Kind { case identifier, stringPart, number, punctuation, newline }
    var kind: Kind
    var range: Range<Int>
  }

  /// The tokens of `text`. Comments are skipped; a string literal is opaque except for the
  /// expressions interpolated in it, which are read as code.
  static func tokens(_ text: [Character]) -> [Token] {
    var tokens: [Token] = []
    var index = 0
    var parentheses = 0
    var interpolations: [Int] = []  // the parenthesis depth each open `\(` started at

    func isIdentifierStart(_ c: Character) -> Bool { c.isLetter || c == "_" }
    func isIdentifierPart(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }

    /// Reads a string literal's text from `start` (after a quote or an interpolation's `)`):
    /// whether an interpolation opens, and where reading goes on.
    func readString(from start: Int) -> (interpolates: Bool, next: Int) {
      var i = start
      while i < text.count {
        let c = text[i]
        if c == "\\", i + 1 < text.count, text[i + 1] == "(" {
          tokens.append(Token(kind: .stringPart, range: start..<i))
          tokens.append(Token(kind: .punctuation, range: (i + 1)..<(i + 2)))
          return (true, i + 2)
        }
        if c == "\\" {
          i += 2
          continue
        }
        if c == "\"" {
          tokens.append(Token(kind: .stringPart, range: start..<i))
          return (false, i + 1)
        }
        if c == "\n" {
          tokens.append(Token(kind: .stringPart, range: start..<i))
          return (false, i)
        }
        i += 1
      }
      tokens.append(Token(kind: .stringPart, range: start..<text.count))
      return (false, text.count)
    }

    func openString(from start: Int) -> Int {
      let (interpolates, next) = readString(from: start)
      if interpolates {
        interpolations.append(parentheses)
        parentheses += 1
      }
      return next
    }

    while index < text.count {
      let c = text[index]
      if c == "\n" {
        tokens.append(Token(kind: .newline, range: index..<(index + 1)))
        index += 1
      } else if c == " " || c == "\t" || c == "\r" {
        index += 1
      } else if c == "/", index + 1 < text.count, text[index + 1] == "/" {
        while index < text.count, text[index] != "\n" { index += 1 }
      } else if c == "/", index + 1 < text.count, text[index + 1] == "*" {
        index += 2
        while index + 1 < text.count, !(text[index] == "*" && text[index + 1] == "/") {
          index += 1
        }
        index = min(text.count, index + 2)
      } else if c == "\"" {
        index = openString(from: index + 1)
      } else if isIdentifierStart(c) {
        var end = index
        while end < text.count, isIdentifierPart(text[end]) { end += 1 }
        tokens.append(Token(kind: .identifier, range: index..<end))
        index = end
      } else if c.isNumber {
        var end = index
        while end < text.count,
          text[end].isLetter || text[end].isNumber || text[end] == "."
            || text[end] == "_"
        {
          end += 1
        }
        tokens.append(Token(kind: .number, range: index..<end))
        index = end
      } else if c == "$" || c == "#" || c == "@" || c == "`" {
        var end = index + 1
        while end < text.count, isIdentifierPart(text[end]) { end += 1 }
        tokens.append(Token(kind: .punctuation, range: index..<end))
        index = end
      } else {
        if c == "(" { parentheses += 1 }
        if c == ")" {
          parentheses -= 1
          if let open = interpolations.last, parentheses == open {
            interpolations.removeLast()
            tokens.append(Token(kind: .punctuation, range: index..<(index + 1)))
            index = openString(from: index + 1)
            continue
          }
        }
        tokens.append(Token(kind: .punctuation, range: index..<(index + 1)))
        index += 1
      }
    }
    return tokens
  }

  /// Words that declare a name.
  static let declarationWords: Set<String> = [
    "let", "var", "class", "protocol", "struct", "enum", "func", "typealias",
  ]

  /// Words that may come before a declaration.
  static let modifiers: Set<String> = [
    "final", "private", "fileprivate", "internal", "public", "open", "weak", "lazy", "static",
    "dynamic", "override", "required", "convenience", "nonisolated", "unowned", "mutating",
    "indirect",
  ]

  /// The sandbox replaces a class or a name declared again at the prompt, as a REPL does; Swift
  /// refuses a second declaration in one file. So each top-level name declared more than once
  /// keeps its last declaration, and every earlier one — with the uses that come before the
  /// next declaration — is renamed `name_1`, `name_2` …: the REPL's shadowing, written out. A
  /// use inside a scope that declares the name itself (a member, a parameter, a local) is the
  /// inner one and keeps its name, as does a member after a dot and an argument label.
  static func renamingRedeclarations(in source: String) -> String {
    let text = Array(source)
    let tokens = tokens(text)
    func word(_ index: Int) -> String { String(text[tokens[index].range]) }
    func isWord(_ index: Int, _ candidates: Set<String>) -> Bool {
      index < tokens.count && candidates.contains(word(index))
    }

    // Brace scopes: each `{` with its `}` and the names declared directly in it.
    var scopes: [(open: Int, close: Int, names: Set<String>)] = []
    var openScopes: [(open: Int, names: Set<String>)] = []
    var topLevel: [String: [Int]] = [:]
    var pendingParameters: [String] = []
    var atStatementStart = true
    var brackets = 0
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      let text = word(index)
      if token.kind == .newline {
        if brackets == 0 { atStatementStart = true }
        index += 1
        continue
      }
      if token.kind == .punctuation, text == "{" {
        var names = Set(pendingParameters)
        pendingParameters = []
        // A closure's parameters: the names before an `in` on the brace's line.
        var candidates: [String] = []
        var next = index + 1
        while next < tokens.count, tokens[next].kind != .newline, !isWord(next, ["{", "}", ";"]) {
          if tokens[next].kind == .identifier {
            if word(next) == "in" {
              names.formUnion(candidates)
              break
            }
            candidates.append(word(next))
          }
          next += 1
        }
        openScopes.append((index, names))
        atStatementStart = true
        index += 1
        continue
      }
      if token.kind == .punctuation, text == "}" {
        if let scope = openScopes.popLast() {
          scopes.append((scope.open, index, scope.names))
        }
        atStatementStart = true
        index += 1
        continue
      }
      if token.kind == .punctuation, text == "(" || text == "[" { brackets += 1 }
      if token.kind == .punctuation, text == ")" || text == "]" { brackets = max(0, brackets - 1) }
      if token.kind == .punctuation, text == ";" {
        atStatementStart = true
        index += 1
        continue
      }
      if atStatementStart {
        atStatementStart = false
        var first = index
        while first < tokens.count {
          if word(first).hasPrefix("@") {
            first += 1
            if isWord(first, ["("]) { first = closing(from: first, tokens, word) + 1 }
          } else if isWord(first, modifiers) {
            first += 1
            if isWord(first, ["("]) { first = closing(from: first, tokens, word) + 1 }
          } else {
            break
          }
        }
        guard first < tokens.count else { break }
        if isWord(first, declarationWords), first + 1 < tokens.count,
          tokens[first + 1].kind == .identifier
        {
          let name = word(first + 1)
          if openScopes.isEmpty {
            topLevel[name, default: []].append(first + 1)
          } else {
            openScopes[openScopes.count - 1].names.insert(name)
          }
          if word(first) == "func" {
            pendingParameters = parameterNames(from: first + 2, tokens, word)
          }
        } else if isWord(first, ["init", "subscript"]) {
          let open = isWord(first + 1, ["?", "!"]) ? first + 2 : first + 1
          pendingParameters = parameterNames(from: open, tokens, word)
        } else if isWord(first, ["for", "if", "guard", "while", "case"]), !openScopes.isEmpty {
          // `for x in`, `if let x`, `guard let x`, `case let x`: local to the scope.
          var next = first + 1
          while next < tokens.count, tokens[next].kind != .newline, !isWord(next, ["{"]) {
            if isWord(next, ["let", "var"]), next + 1 < tokens.count,
              tokens[next + 1].kind == .identifier
            {
              openScopes[openScopes.count - 1].names.insert(word(next + 1))
            }
            if word(first) == "for", next == first + 1, tokens[next].kind == .identifier {
              openScopes[openScopes.count - 1].names.insert(word(next))
            }
            next += 1
          }
        }
      }
      index += 1
    }
    for scope in openScopes { scopes.append((scope.open, tokens.count, scope.names)) }

    func shadowed(_ position: Int, _ name: String) -> Bool {
      scopes.contains { $0.open < position && position < $0.close && $0.names.contains(name) }
    }

    var renames: [Int: String] = [:]
    for (name, positions) in topLevel where positions.count > 1 {
      for generation in 0..<(positions.count - 1) {
        for position in positions[generation]..<positions[generation + 1]
        where tokens[position].kind == .identifier && word(position) == name {
          if position > 0, word(position - 1) == "." { continue }
          if position > 0, isWord(position + 1, [":"]), isWord(position - 1, ["(", ","]) {
            continue
          }
          if shadowed(position, name) { continue }
          renames[position] = "\(name)_\(generation + 1)"
        }
      }
    }
    var output = ""
    var last = 0
    for position in renames.keys.sorted() {
      output += String(text[last..<tokens[position].range.lowerBound])
      output += renames[position] ?? ""
      last = tokens[position].range.upperBound
    }
    output += String(text[last...])
    return output
  }

  /// The index of the `)` or `]` that closes the bracket at `open`.
  private static func closing(
    from open: Int, _ tokens: [Token], _ word: (Int) -> String
  ) -> Int {
    var depth = 0
    var index = open
    while index < tokens.count {
      switch word(index) {
      case "(", "[": depth += 1
      case ")", "]":
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
      index += 1
    }
    return tokens.count - 1
  }

  /// The names a parameter list starting at `open` (a `(`) binds in the body that follows: in
  /// each parameter, the last name before its `:`.
  private static func parameterNames(
    from open: Int, _ tokens: [Token], _ word: (Int) -> String
  ) -> [String] {
    guard open < tokens.count, word(open) == "(" else { return [] }
    var names: [String] = []
    var current: [String] = []
    var typed = false
    var depth = 0
    var index = open
    while index < tokens.count {
      let text = word(index)
      if text == "(" || text == "[" {
        depth += 1
      } else if text == ")" || text == "]" {
        depth -= 1
        if depth == 0 {
          if !typed, let last = current.last { names.append(last) }
          break
        }
      } else if depth == 1, text == "," {
        if !typed, let last = current.last { names.append(last) }
        current = []
        typed = false
      } else if depth == 1, text == ":" {
        if !typed, let last = current.last { names.append(last) }
        typed = true
      } else if depth == 1, !typed, tokens[index].kind == .identifier {
        current.append(text)
      }
      index += 1
    }
    return names
  }
}
