import MVCRuntime

/// Runs statements against a ``World``: each top-level statement is one transaction.
///
/// The interpreter also runs the methods the learner writes in class declarations: the world
/// calls it back (``MethodInvoker``) when a message reaches an object whose class declares one.
public final class Interpreter: MethodInvoker {
  /// The world statements act on; statements change it only through ``World/perform(_:)``.
  let world: World
  /// What the world holds (reads only).
  var reader: WorldReader { world.reader }
  /// Bodies of every method declared so far (append-only; classes refer to them by index).
  var methodBodies: [MethodDeclaration] = []
  /// The running method calls, innermost last: `self` and local names.
  var frames: [Frame] = []
  /// Values passed to `print(_:)` during the last statement.
  public internal(set) var printed: [Value] = []
  /// Steps of evaluation the running statement has taken (against its budget).
  var steps = 0

  struct Frame {
    var receiver: ObjectID
    var locals: [String: Value]
  }

  /// Thrown by `return` and caught by the method call that runs the body.
  struct ReturnSignal: Error {
    var value: Value
  }

  /// Protocols UIKit declares that learner classes may adopt without declaring them.
  public static let builtinProtocols: Set<String> = [
    "ListViewDelegate", "TextFieldDelegate", "NavigationControllerDelegate",
    "TabBarControllerDelegate", "AnyObject",
  ]

  /// Creates an interpreter and installs it as the world's method invoker.
  public init(world: World) {
    self.world = world
    world.invoker = self
  }

  /// Runs one top-level statement as a transaction.
  /// - Returns: the value of an expression statement (`.void` for other statements).
  /// - Throws: a ``ScriptFailure``; the world is then as it was before the statement.
  @discardableResult
  public func run(_ statement: Statement) throws(ScriptFailure) -> Value {
    printed = []
    frames = []
    steps = 0
    // Resolve first: a statement naming something that does not exist never starts.
    var resolver = Resolver(reader: reader)
    try resolver.resolve(statement)
    do {
      return try world.perform { tx in
        let value = try execute(statement, &tx)
        // The statement's run-loop turn ends: transitions waiting for it complete now.
        try tx.runLoopTurnEnded()
        return value
      }
    } catch let failure as ScriptFailure {
      throw failure
    } catch let failure as RuntimeFailure {
      throw .runtime(failure, at: nil)
    } catch is ReturnSignal {
      throw .interpreter(.returnOutsideMethod, at: nil)
    } catch {
      throw .runtime(.internalError(.statement), at: nil)
    }
  }

  /// Runs one statement in the current frame.
  func execute(_ statement: Statement, _ tx: inout Transaction) throws -> Value {
    try step()
    switch statement {
    case .expression(let expression):
      return try evaluate(expression, &tx)
    case .binding(let name, let valueExpression, let range):
      let value = try evaluate(valueExpression, &tx)
      if value == .void { throw ScriptFailure.interpreter(.noValue(name), at: range) }
      if frames.isEmpty {
        if Self.reservedNames.contains(name) || reader.classes[name] != nil {
          throw ScriptFailure.interpreter(.nameTaken(name), at: range)
        }
        tx.bind(name: name, to: value)
      } else {
        frames[frames.count - 1].locals[name] = value
      }
      return .void
    case .assignment(let target, let valueExpression, _):
      let value = try evaluate(valueExpression, &tx)
      try assign(value, to: target, &tx)
      return .void
    case .classDeclaration(let declaration):
      try declareClass(declaration, &tx)
      return .void
    case .protocolDeclaration(let declaration):
      if reader.classes[declaration.name] != nil {
        throw ScriptFailure.interpreter(.nameTaken(declaration.name), at: declaration.range)
      }
      tx.declare(ProtocolInfo(name: declaration.name, requirements: declaration.requirements))
      return .void
    case .returnStatement(let expression, let range):
      guard !frames.isEmpty else {
        throw ScriptFailure.interpreter(.returnOutsideMethod, at: range)
      }
      var value = Value.void
      if let expression { value = try evaluate(expression, &tx) }
      throw ReturnSignal(value: value)
    case .ifStatement(let branches, let otherwise):
      var chosen = otherwise
      for branch in branches {
        let value = try evaluate(branch.condition, &tx)
        guard case .bool(let flag) = value else {
          throw ScriptFailure.interpreter(
            .conditionNotBool(found: reader.valueKind(of: value)), at: branch.range)
        }
        if flag {
          chosen = branch.body
          break
        }
      }
      for inner in chosen { _ = try execute(inner, &tx) }
      return .void
    }
  }

  /// Names the learner may not rebind with `let`.
  static let reservedNames: Set<String> = ["window", "application", "NotificationCenter"]

  private func assign(_ value: Value, to target: Expression, _ tx: inout Transaction) throws {
    switch target {
    case .name(let name, let range):
      if let index = frames.indices.last, frames[index].locals[name] != nil {
        frames[index].locals[name] = value
      } else if let receiver = frames.last?.receiver,
        reader.propertySchema(name, of: className(of: receiver)) != nil
      {
        try runtime(range) { try tx.setProperty(name, of: receiver, to: value) }
      } else if reader.globals[name] != nil {
        if Self.reservedNames.contains(name) {
          throw ScriptFailure.interpreter(.nameTaken(name), at: range)
        }
        tx.bind(name: name, to: value)
      } else {
        throw unknownName(name, at: range)
      }
    case .member(let base, let member, let range):
      let object = try objectValue(base, &tx)
      try runtime(range) { try tx.setProperty(member, of: object, to: value) }
    default:
      throw ScriptFailure.syntax(.notAssignable, at: target.range)
    }
  }

  /// Runs a runtime operation, attaching the source range to any failure it raises.
  ///
  /// Inside a method body the range would point into the method's declaration, not the line
  /// the learner is looking at, so the failure travels on to the call site of the statement;
  /// a spent budget or Ctrl-C belongs to the whole statement and points nowhere.
  func runtime<T>(_ range: SourceRange, _ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let failure as RuntimeFailure {
      switch failure {
      case .budgetExceeded(.messages, _), .budgetExceeded(.steps, _), .interrupted, .tooDeep:
        throw ScriptFailure.runtime(failure, at: nil)
      default:
        if !frames.isEmpty { throw failure }
        throw ScriptFailure.runtime(failure, at: range)
      }
    }
  }

  /// Counts one step of evaluation against the statement's budget, and every few thousand
  /// steps asks whether the learner pressed Ctrl-C.
  func step() throws {
    steps += 1
    let budget = reader.budget
    if steps > budget.steps {
      throw RuntimeFailure.budgetExceeded(.steps, limit: budget.steps)
    }
    if steps & 0xFFF == 0, reader.isInterrupted { throw RuntimeFailure.interrupted }
  }

  /// The class of an object, or `?` for an id the world does not hold.
  func className(of id: ObjectID) -> String { reader.record(id)?.className ?? "?" }

  func unknownName(_ name: String, at range: SourceRange) -> ScriptFailure {
    var local: [String] = []
    if let frame = frames.last {
      local += frame.locals.keys
      local += reader.propertyNames(of: frame.receiver)
    }
    return Self.unknownName(name, at: range, in: reader, alsoKnown: local)
  }

  /// The failure for a name nothing holds, suggesting the nearest one a statement could use:
  /// a bound name, a class, a global function, or one of `alsoKnown` (locals, properties).
  /// The resolver and the interpreter both report it through here.
  static func unknownName(
    _ name: String, at range: SourceRange, in reader: WorldReader, alsoKnown: [String]
  ) -> ScriptFailure {
    var candidates = Array(reader.globals.keys) + Array(reader.classes.keys) + alsoKnown
    candidates += BuiltinMethods.functions.map { String($0.selector.prefix { $0 != "(" }) }
    return .interpreter(
      .unknownName(name, suggestion: NearestName.suggestion(for: name, among: candidates)),
      at: range)
  }

  // MARK: MethodInvoker

  public func invoke(
    _ method: MethodReference, on receiver: ObjectID, arguments: [Value],
    in tx: inout Transaction
  ) throws -> Value {
    guard method.index < methodBodies.count else { return .void }
    let body = methodBodies[method.index]
    var locals: [String: Value] = [:]
    for (name, value) in zip(method.parameterNames, arguments) where name != "_" {
      locals[name] = value
    }
    frames.append(Frame(receiver: receiver, locals: locals))
    defer { frames.removeLast() }
    do {
      for statement in body.body { _ = try execute(statement, &tx) }
    } catch let signal as ReturnSignal {
      return signal.value
    } catch let failure as ScriptFailure {
      // Its range points into the method's declaration, not into the statement being run.
      throw ScriptFailure(failure.reason, at: nil)
    }
    return .void
  }
}
