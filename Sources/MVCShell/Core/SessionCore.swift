import MVCRuntime
import MVCScript

/// The heart of a session: a line of input in, an ``Outcome`` out.
///
/// The core owns the world, the interpreter that runs statements against it, the history that
/// pairs each completed statement with the world's undo entry, and the lines of a statement that
/// is still open. It makes no words and knows no terminal: the session renders what it answers,
/// and the lesson runner drives it directly to replay a step.
final class SessionCore {
  /// The simulated world; changed only by statements, ``perform(_:recordedAs:)``, ``undo()``
  /// and ``reset()``. Made the first time something needs it, so a session that only runs
  /// commands (`mvcsh -c :help`) starts without building one.
  private lazy var world = makeWorld()
  /// Runs statements against the world.
  private lazy var interpreter = Interpreter(world: world)
  /// Every change that completed, paired with the world's undo entries.
  private(set) var history = History()
  /// The lines of a statement that is still open.
  private(set) var pendingLines: [String] = []
  /// The line number the open statement started on.
  private(set) var pendingStartLine = 1
  /// What the open statement's lines leave open, kept line by line (never re-read).
  private var pendingState = BracketBalance.State.complete
  /// The open statement's length in bytes so far.
  private var pendingBytes = 0

  /// The longest statement kept open across lines, in bytes and in lines; past either the text
  /// runs (and fails) instead of waiting for a closing bracket that may never come.
  static let pendingByteLimit = 4_000_000
  static let pendingLineLimit = 10_000

  init() {}

  /// Asked while a statement runs whether the learner pressed Ctrl-C (the front end's).
  var interruptionCheck: (@Sendable () -> Bool)? {
    didSet { if worldIsMade { world.interruptionCheck = interruptionCheck } }
  }
  /// Whether a class may not be declared again while objects of it are alive (during a
  /// guided lesson; see ``World/refusesRedeclaringClassesInUse``).
  var refusesRedeclaringClassesInUse = false {
    didSet {
      if worldIsMade { world.refusesRedeclaringClassesInUse = refusesRedeclaringClassesInUse }
    }
  }
  /// Whether the world has been made yet (setting the check must not make it early).
  private var worldIsMade = false

  private func makeWorld() -> World {
    worldIsMade = true
    let world = World()
    world.interruptionCheck = interruptionCheck
    world.refusesRedeclaringClassesInUse = refusesRedeclaringClassesInUse
    return world
  }

  /// What the world holds: the only view of it the rest of the shell gets.
  var reader: WorldReader { world.reader }

  /// Whether a statement is open and the next line continues it.
  var isContinuing: Bool { !pendingLines.isEmpty }

  // MARK: Lines

  /// Takes one line of input.
  /// - Parameter lineNumber: the line's number in its script (1 at the prompt).
  func submit(_ line: String, lineNumber: Int = 1) -> Outcome {
    if isContinuing, startsAnotherStatement(line) {
      guard let unfinished = takeUnfinished() else { return submit(line, lineNumber: lineNumber) }
      return .unfinished(unfinished, then: submit(line, lineNumber: lineNumber))
    }
    if !isContinuing {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      switch trimmed.utf8.first {
      case UInt8(ascii: ":"): return .command(String(trimmed))
      case UInt8(ascii: "h"), UInt8(ascii: "?"), UInt8(ascii: "q"), UInt8(ascii: "e"):
        switch trimmed.trimmingTrailingBlanks() {
        case "help", "?": return .command(":help")
        case "quit", "exit": return .command(":quit")
        default: break
        }
      default: break
      }
      // The usual line is a whole statement: it runs without being kept as pending.
      let state = BracketBalance.scan(line: line, after: .complete)
      guard Self.isOpen(state) else { return .statements(run(line, startLine: lineNumber)) }
      pendingStartLine = lineNumber
      pendingState = state
    } else {
      pendingState = BracketBalance.scan(line: line, after: pendingState)
    }
    pendingLines.append(line)
    pendingBytes += line.utf8.count + 1
    if case .open = pendingState, pendingBytes < Self.pendingByteLimit,
      pendingLines.count < Self.pendingLineLimit
    {
      return .incomplete
    }
    let text = pendingLines.count == 1 ? line : pendingLines.joined(separator: "\n")
    clearPending()
    return .statements(run(text, startLine: pendingStartLine))
  }

  private static func isOpen(_ state: BracketBalance.State) -> Bool {
    if case .open = state { return true }
    return false
  }

  /// Ends the input (the end of a script): a statement still open is reported as unfinished.
  func takeUnfinished() -> StatementFailure? {
    guard isContinuing else { return nil }
    let source = pendingLines.joined(separator: "\n")
    clearPending()
    let error = ScriptFailure.syntax(
      .unfinishedStatement,
      at: SourceRange(start: SourceLocation(line: pendingStartLine, column: 1), length: 1))
    return StatementFailure(error: error, source: source, startLine: pendingStartLine)
  }

  /// Ctrl-C: forgets a half-typed statement.
  func interrupt() { clearPending() }

  /// Forgets the open statement.
  private func clearPending() {
    pendingLines = []
    pendingState = .complete
    pendingBytes = 0
  }

  /// Parses and runs statements; each is its own transaction, and a failed one stops the rest
  /// of the text, which may depend on it.
  func run(_ text: String, startLine: Int) -> StatementRun {
    var run = StatementRun()
    let parsed: [ParsedStatement]
    do {
      parsed = try Parser.parseWithSource(text, line: startLine)
    } catch {
      run.failure = StatementFailure(error: error, source: text, startLine: startLine)
      return run
    }
    for item in parsed {
      let before = world.reader.trace.count
      do {
        let value = try interpreter.run(item.statement)
        history.append(item.source)
        var isExpression = false
        if case .expression = item.statement { isExpression = true }
        run.completed.append(
          StatementResult(
            source: item.source, value: value, isExpression: isExpression,
            printed: interpreter.printed, notices: interpreter.notices,
            events: before..<world.reader.trace.count))
      } catch {
        run.failure = StatementFailure(error: error, source: text, startLine: startLine)
        return run
      }
    }
    return run
  }

  // MARK: Changes that are not statements

  /// Runs a change that a command makes (`:device iPad`) as a statement of its own: journaled,
  /// undoable, and kept in the history as `source` (so `:save` writes it).
  func perform(_ change: (inout Transaction) throws -> Void, recordedAs source: String) throws {
    _ = interpreter  // installs the method invoker: the change may call the learner's methods
    try world.perform { tx in try change(&tx) }
    history.append(source)
  }

  /// Takes back the last change; returns its source, or nil when there was nothing to undo.
  func undo() -> String? {
    guard world.undo() else { return nil }
    return history.removeLast() ?? ""
  }

  /// Starts over with a fresh world and an empty history.
  /// Runs a history's sources again, each as the statement (or `:device` change) it was.
  /// - Returns: the first source that did not run again, or nil when all did.
  func replayHistory(_ sources: some Sequence<String>) -> String? {
    for source in sources {
      if source.hasPrefix(":device ") {
        let name = String(source.dropFirst(":device ".count))
        do {
          try perform({ try $0.setDevice(named: name) }, recordedAs: source)
        } catch {
          return source
        }
        continue
      }
      let run = run(source, startLine: 1)
      if run.failure != nil || run.completed.isEmpty { return source }
    }
    return nil
  }

  func reset() {
    let fresh = makeWorld()
    world = fresh
    interpreter = Interpreter(world: fresh)
    history = History()
    clearPending()
  }

  // MARK: Helpers

  /// Whether a line cannot continue a statement left open inside parentheses or brackets: it is
  /// a meta-command, or it starts a new declaration.
  private func startsAnotherStatement(_ line: String) -> Bool {
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    if trimmed.hasPrefix(":") { return true }
    guard case .open(let brackets, let inBlockComment) = pendingState,
      brackets.last != "{" && !inBlockComment
    else { return false }
    return ["let ", "var ", "class ", "protocol "].contains { trimmed.hasPrefix($0) }
  }

}

extension Substring {
  fileprivate func trimmingTrailingBlanks() -> Substring {
    var s = self
    while let last = s.last, last == " " || last == "\t" || last == "\r" { s.removeLast() }
    return s
  }
}
