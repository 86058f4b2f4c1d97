import MVCRuntime

/// Runs statements against a ``World``: each top-level statement is one transaction.
///
/// The interpreter also runs the methods the learner writes in class declarations: the world
/// calls it back (``MethodInvoker``) when a message reaches an object whose class declares one.
public final class Interpreter: MethodInvoker {
  /// The world statements act on; statements change it only through ``World/perform(_:)``.
  let world: World
  /// The `self` of the running method (or of the method a running closure was written in).
  var currentReceiver: ObjectID? { frames.last?.receiver ?? nil }
  /// What the world holds (reads only).
  var reader: WorldReader { world.reader }
  /// Bodies of every method declared so far (append-only; classes refer to them by index).
  var methodBodies: [MethodDeclaration] = []
  /// The running method calls, innermost last: `self` and local names.
  var frames: [Frame] = []
  /// Values passed to `print(_:)` during the last statement.
  public internal(set) var printed: [Value] = []
  /// What the last statement did that the learner should be told once (a class that now
  /// stands for one of the sandbox's short names).
  public internal(set) var notices: [InterpreterNotice] = []
  /// Steps of evaluation the running statement has taken (against its budget).
  var steps = 0
  /// Array elements the running statement has stored into properties (against its budget).
  var storedElements = 0
  /// How deep the running statement may go on its thread's stack.
  var stackGuard = StackGuard()
  /// How many statements and expressions are being run inside each other right now.
  var nesting = 0
  /// The state of the generator behind `Int.random(in:)` and `shuffled()`.
  var randomState: UInt64 = 0

  /// A running method call: its receiver, the class that declares the running method (where
  /// `super` starts looking), and its local names, innermost block last (the parameters first).
  struct Frame {
    /// Nil in a closure written at the prompt.
    var receiver: ObjectID?
    /// A closure's `[weak self]` whose object has been freed: `self` is nil.
    var selfIsGone = false
    var declaringClass: String
    var scopes: [Scope]
    /// An initializer (`init(…)`) is running: the properties its class declares are set
    /// without their observers, as in Swift.
    var isInitializer = false
    /// A static method (or a static property's code) of this class is running: its bare names
    /// reach the class's static members.
    var staticClass: String?
    /// A method of an enum or a struct is running: `self` is this value (a struct's method may
    /// change it; the caller stores it back).
    var selfValue: Value?
    /// A struct's initializer is running: its `let` properties may still be set.
    var isStructInitializer = false
    /// A struct's `mutating` method (or initializer) is running: `self` may change.
    var mayChangeSelf = false
  }

  /// The body of every closure made so far, by the closure's id (the world keeps what each
  /// captured; an expression is shared, so keeping it per closure costs a reference).
  var closureBodies: [ClosureExpression] = []

  /// Local names of the blocks of the running top-level statement (the body of an `if` or a
  /// loop at the prompt): a name bound there lives until its block ends, as in Swift. Names
  /// bound outside any block are the prompt's own.
  var topLevelScopes: [Scope] = []

  /// Which class declares each method body, by its index.
  var methodOwners: [String] = []

  /// Thrown by `return` and caught by the method call that runs the body.
  struct ReturnSignal: Error {
    var value: Value
  }

  /// Thrown by `break`: caught by the innermost loop or switch.
  struct BreakSignal: Error {}
  /// Thrown by `continue`: caught by the innermost loop.
  struct ContinueSignal: Error {}

  /// Protocols UIKit declares that learner classes may adopt without declaring them.
  public static let builtinProtocols: Set<String> = [
    "ListViewDelegate", "TextFieldDelegate", "NavigationControllerDelegate",
    "TabBarControllerDelegate", "SplitViewControllerDelegate", "UISplitViewControllerDelegate",
    "AnyObject", "TableViewDataSource", "TableViewDelegate", "UITableViewDataSource",
    "UITableViewDelegate", "UITextFieldDelegate", "UINavigationControllerDelegate",
    "UITabBarControllerDelegate", "NSObjectProtocol", "AdaptivePresentationControllerDelegate",
    "PopoverPresentationControllerDelegate",
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
  public func run(_ written: Statement) throws(ScriptFailure) -> Value {
    printed = []
    notices = []
    // Random numbers follow from the statement's number alone: a session replays the same.
    randomState = 0x2545_F491_4F6C_DD1D &* UInt64(truncatingIfNeeded: reader.statementCount &+ 1)
    // `ViewController` after the learner declared a class of that name means that class.
    let shadowed = ClassShadowing.shadowedNames(in: reader)
    let statement = shadowed.isEmpty ? written : ClassShadowing.renaming(written, shadowed)
    frames = []
    topLevelScopes = []
    steps = 0
    storedElements = 0
    nesting = 0
    stackGuard.prepare()
    // Resolve first: a statement naming something that does not exist never starts.
    var resolver = Resolver(reader: reader)
    try resolver.resolve(statement)
    do {
      return try world.perform { tx in
        let value = try execute(statement, &tx)
        // The statement's run-loop turn ends: transitions waiting for it complete now, then
        // what it left without a strong reference is freed.
        try tx.runLoopTurnEnded()
        try tx.releaseUnreferencedObjects()
        return value
      }
    } catch let failure as ScriptFailure {
      throw failure
    } catch let failure as RuntimeFailure {
      throw .runtime(failure, at: nil)
    } catch is ReturnSignal {
      throw .interpreter(.returnOutsideMethod, at: nil)
    } catch is BreakSignal, is ContinueSignal {
      // The parser allows them only inside a loop or switch, which catches them.
      throw .runtime(.internalError(.statement), at: nil)
    } catch {
      throw .runtime(.internalError(.statement), at: nil)
    }
  }

  /// Runs one statement in the current frame.
  func execute(_ statement: Statement, _ tx: inout Transaction) throws -> Value {
    nesting += 1
    defer { nesting -= 1 }
    try step()
    switch statement {
    case .expression(let expression):
      return try evaluate(expression, &tx)
    case .returnStatement(let expression, let range):
      guard !frames.isEmpty else {
        throw ScriptFailure.interpreter(.returnOutsideMethod, at: range)
      }
      var value = Value.void
      if let expression { value = try evaluate(expression, &tx) }
      throw ReturnSignal(value: value)
    case .ifStatement(let branches, let otherwise):
      for branch in branches {
        pushScope()
        defer { popScope() }
        if try holds(branch.conditions, at: branch.range, &tx) {
          try run(branch.body, &tx)
          return .void
        }
      }
      if !otherwise.isEmpty { try runInScope(otherwise, &tx) }
      return .void
    case .guardStatement(let conditions, let otherwise, let range):
      // The names it binds stay bound after it, in the enclosing block.
      if try holds(conditions, at: range, &tx) { return .void }
      try runInScope(otherwise, &tx)
      return .void
    case .breakStatement:
      throw BreakSignal()
    case .continueStatement:
      throw ContinueSignal()
    default:
      // The other statements run in a function of their own, so that this one, on the path of
      // every statement of a learner's recursion, keeps a small stack frame.
      return try executeOther(statement, &tx)
    }
  }

  /// Runs the statements ``execute(_:_:)`` leaves to it.
  @inline(never)
  private func executeOther(_ statement: Statement, _ tx: inout Transaction) throws -> Value {
    switch statement {
    case .binding(let name, let valueExpression, let range, let isConstant):
      let value = try evaluate(valueExpression, &tx)
      if value == .void { throw ScriptFailure.interpreter(.noValue(name), at: range) }
      try bind(name, to: value, at: range, isConstant: isConstant, &tx)
      return .void
    case .assignment(.name(let name, _), .binary(.name(let same, _), let links, _), _)
    where name == same && links.count == 1 && links[0].op == "+"
      && (isLocal(name) || (currentReceiver == nil && reader.globals[name] != nil)):
      // `text += "x"` on a name: appended where it is stored, so a loop of them is linear.
      try refuseChange(of: name, at: links[0].range)
      let operand = try evaluate(links[0].operand, &tx)
      if try appendInPlace(name, operand, at: links[0].range, &tx) { return .void }
      let current = try evaluate(.name(name, links[0].range), &tx)
      try assign(
        try binary("+", current, operand, at: links[0].range), to: .name(name, links[0].range),
        &tx)
      return .void
    case .assignment(.name("_", _), let valueExpression, _) where !isLocal("_"):
      // `_ = Detail()`: the value is made and dropped, as Swift discards it.
      _ = try evaluate(valueExpression, &tx)
      return .void
    case .assignment(let target, let valueExpression, _):
      // `self?.count += 1` when `self` is gone: nothing is evaluated or assigned, as in Swift.
      if case .member(let base, _, _) = target, Self.isOptionallyChained(base),
        try evaluate(base, &tx) == .null
      {
        return .void
      }
      let value = try evaluate(valueExpression, &tx)
      try assign(value, to: target, &tx)
      return .void
    case .classDeclaration(let declaration):
      try declareClass(declaration, &tx)
      return .void
    case .extensionDeclaration:
      try declareExtension(statement, &tx)
      return .void
    case .enumDeclaration:
      try declareEnum(statement, &tx)
      return .void
    case .structDeclaration:
      try declareStruct(statement, &tx)
      return .void
    case .protocolDeclaration(let declaration):
      if reader.classInfo(named: declaration.name) != nil {
        throw ScriptFailure.interpreter(.nameTaken(declaration.name), at: declaration.range)
      }
      tx.declare(
        ProtocolInfo(
          name: declaration.name, requirements: declaration.requirements,
          properties: declaration.properties))
      return .void
    case .forIn(let name, let sequence, let body, _, let tuple):
      try forIn(tuple.isEmpty ? [name] : tuple, sequence, body, &tx)
      return .void
    case .whileLoop(let condition, let body, let range):
      while try flag(condition, at: range, &tx) {
        do {
          try runInScope(body, &tx)
        } catch is BreakSignal {
          break
        } catch is ContinueSignal {
          continue
        }
      }
      return .void
    case .repeatWhile(let body, let condition, let range):
      repeat {
        do {
          try runInScope(body, &tx)
        } catch is BreakSignal {
          break
        } catch is ContinueSignal {
          continue
        }
      } while try flag(condition, at: range, &tx)
      return .void
    case .switchStatement(let subject, let cases, let range):
      try runSwitch(subject, cases, at: range, &tx)
      return .void
    case .importDeclaration:
      return .void

    default:
      return .void
    }
  }

  /// Names the learner may not rebind with `let`.
  static let reservedNames: Set<String> = ["window", "application", "NotificationCenter"]

  func assign(_ value: Value, to target: Expression, _ tx: inout Transaction) throws {
    switch target {
    case .name(let name, let range):
      try refuseChange(of: name, at: range)
      if setLocal(name, to: value) {
        return
      } else if frames.last?.selfValue != nil, try assignSelfField(name, value, at: range) {
        return
      } else if let className = frames.last?.staticClass,
        try assignStatic(value, to: name, ofClass: className, at: range, &tx)
      {
        return
      } else if let receiver = currentReceiver,
        reader.propertySchema(name, of: className(of: receiver)) != nil
          || reader.propertyNames(of: receiver).contains(name)
      {
        let observed = !isInitializing(receiver, name)
        try runtime(range) {
          try tx.setProperty(name, of: receiver, to: value, runsObservers: observed)
        }
      } else if reader.globals[name] != nil {
        if Self.reservedNames.contains(name) {
          throw ScriptFailure.interpreter(.nameTaken(name), at: range)
        }
        tx.bind(name: name, to: value)
      } else {
        throw unknownName(name, at: range)
      }
    case .member(let base, let member, let range):
      if let className = staticClassName(base),
        try assignStatic(value, to: member, ofClass: className, at: range, &tx)
      {
        return
      }
      if case .selfReference = base, try assignSelfField(member, value, at: range) { return }
      // `self?.note.text = ""` when `self` is gone: nothing is assigned, as in Swift.
      let baseValue = try evaluate(base, &tx)
      if baseValue == .null, Self.isOptionallyChained(base) { return }
      // `contact.name = "Grace"` on a struct: a changed copy, stored back where it came from.
      if case .composite = baseValue,
        let changed = try settingField(
          member, of: baseValue, to: value, at: range, insideInitializer: false)
      {
        try assign(changed, to: base, &tx)
        return
      }
      guard let object = baseValue.objectID else {
        if baseValue == .null { throw ScriptFailure.interpreter(.nilObject, at: base.range) }
        throw ScriptFailure.interpreter(
          .notAnObject(found: reader.valueKind(of: baseValue)), at: base.range)
      }
      let observed = !isInitializing(object, member)
      try runtime(range) {
        try tx.setProperty(member, of: object, to: value, runsObservers: observed)
      }
    case .subscriptedWithDefault(let base, let indexExpression, _, let range):
      // `counts[word, default: 0] += 1`: the value (the default when there was none, already
      // read on the right) is stored under the key.
      try assign(value, to: .subscripted(base, indexExpression, range), &tx)
    case .subscripted(let base, let indexExpression, let range):
      // `items[i] = x` reads the array, changes the copy, and stores it back, as Swift does
      // (so a stored property's observers see one change).
      if case .name(let name, _) = base {
        let key = try evaluate(indexExpression, &tx)
        if try assignNamedDictionaryEntry(name, key: key, value: value, at: range, &tx) {
          return
        }
      }
      let array = try evaluate(base, &tx)
      let index = try evaluate(indexExpression, &tx)
      if case .dictionary(var entries) = array {
        // `ages["Ada"] = 37` adds or changes the entry; `= nil` removes it.
        entries[index] = value == .null ? nil : value
        try checkArray(entries.count, at: range)
        let changed = Value.dictionary(entries)
        if value.arrayValue != nil || value.dictionaryValue != nil {
          try checkNesting(changed, at: range)
        }
        try assign(changed, to: base, &tx)
        return
      }
      guard case .array(var items) = array else {
        throw ScriptFailure.interpreter(
          .notSubscriptable(found: reader.valueKind(of: array)), at: range)
      }
      let position = try self.index(index, in: items.count, at: range)
      items[position] = value
      if case .member = base { try countStored(items.count, at: range) }
      let changed = Value.array(items)
      if value.arrayValue != nil || value.dictionaryValue != nil {
        try checkNesting(changed, at: range)
      }
      try assign(changed, to: base, &tx)
    default:
      throw ScriptFailure.syntax(.notAssignable, at: target.range)
    }
  }

  /// Whether an initializer of the class that declares `property` is running on `object`:
  /// Swift then stores the value without calling the property's `willSet` and `didSet`.
  func isInitializing(_ object: ObjectID, _ property: String) -> Bool {
    guard let frame = frames.last, frame.isInitializer, frame.receiver == object,
      let owner = reader.classInfo(named: frame.declaringClass)
    else { return false }
    return owner.properties.contains { $0.name == property }
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

  /// Counts the elements of an array stored whole into a property (traced whole, so kept).
  func countStored(_ count: Int, at range: SourceRange) throws {
    storedElements += count
    let limit = reader.budget.storedElements
    if storedElements > limit {
      throw ScriptFailure.runtime(.budgetExceeded(.storedElements, limit: limit), at: range)
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
    if stackGuard.isExhausted()
      || (!stackGuard.isMeasurable && nesting > StackGuard.fallbackNesting)
    {
      throw ScriptFailure.interpreter(.nestedTooDeep, at: nil)
    }
  }

  /// The class of an object, or `?` for an id the world does not hold.
  func className(of id: ObjectID) -> String { reader.record(id)?.className ?? "?" }

  func unknownName(_ name: String, at range: SourceRange) -> ScriptFailure {
    var local: [String] = localScopes.flatMap(\.keys)
    if let receiver = currentReceiver { local += reader.propertyNames(of: receiver) }
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
    let owner =
      method.index < methodOwners.count ? methodOwners[method.index] : className(of: receiver)
    frames.append(
      Frame(
        receiver: receiver, declaringClass: owner,
        scopes: [Self.parameters(of: method, bound: arguments)],
        isInitializer: body.selector.hasPrefix("init(")))
    defer { frames.removeLast() }
    return try runBody(body, &tx)
  }

  /// A method's parameters bound to the arguments, as constants (as in Swift).
  static func parameters(of method: MethodReference, bound arguments: [Value]) -> Scope {
    var locals: [String: Value] = [:]
    for (name, value) in zip(method.parameterNames, arguments) where name != "_" {
      locals[name] = value
    }
    return Scope(constants: locals)
  }

  /// Runs a method's body in the frame pushed for it (an object's, a type's or a value's
  /// method, an accessor, an initial value): its result, the value of `return`, or `.void`.
  func runBody(_ body: MethodDeclaration, _ tx: inout Transaction) throws -> Value {
    do {
      // `func double(_ x: Int) -> Int { x * 2 }`: a body of one expression returns it.
      if body.returnsValue, body.body.count == 1, case .expression(let expression) = body.body[0] {
        return try evaluate(expression, &tx)
      }
      try run(body.body, &tx)
    } catch let signal as ReturnSignal {
      return signal.value
    } catch let failure as ScriptFailure {
      // Its range points into the method's declaration, not into the statement being run.
      throw ScriptFailure(failure.reason, at: nil)
    }
    return .void
  }
}
