/// The simulated world: every object, every name, every class, and the trace of every message.
///
/// The world is pure and deterministic: no I/O, no wall clock, no text for people. Statements run
/// inside ``perform(_:)``; one that throws leaves the world exactly as it was.
///
/// The world has two faces. ``reader`` is a ``WorldReader``: pure queries that can neither
/// change nor record anything, which is all the shell, the tutor and the exporters ever see.
/// ``perform(_:)`` hands a statement a ``Transaction``, the only public way to change the world;
/// every change made through it is journaled, so a failing statement rolls back and a completed
/// one can be undone.
public final class World {
  /// All objects, indexed by ``ObjectID/raw``.
  var records: [ObjectRecord] = []
  /// Names bound with `let`, by name.
  var globals: [String: Value] = [:]
  /// The names at the prompt bound as constants (`let`): assigning to them is refused.
  var constantNames: Set<String> = []
  /// The first name each object was bound to, for display.
  var boundNames: [ObjectID: String] = [:]
  /// The local names methods bound objects to, for objects no name at the prompt holds.
  var localNames: [ObjectID: String] = [:]
  /// How many objects each local name was bound to.
  var localNameUses: [String: Int] = [:]
  /// For objects without a name of their own: the first object and property that held them,
  /// so they can be shown as `contacts.list`.
  var holders: [ObjectID: (owner: ObjectID, key: String)] = [:]
  /// Known classes, built-in and declared, by name.
  var classes: [String: ClassInfo] = [:] {
    didSet { chainIndex.removeAll() }
  }
  /// Members through each class's chain, remembered until a class changes.
  let chainIndex = ClassChainIndex()
  /// Protocols the learner declared, by name.
  var protocols: [String: ProtocolInfo] = [:]
  /// Every closure made so far, by id (append-only: a closure is never changed, and one that
  /// nothing refers to any more costs only its record).
  var closures: [ClosureRecord] = []
  /// Every message so far, in order.
  var trace = TraceLog()
  /// The table views made so far (ids are checked before use: a rolled-back table leaves its
  /// id behind), so the end of a statement can lay out those in the window.
  var tableViewIDs = Set<ObjectID>()
  /// The `IndexPath` object made for each row, so one row has one index path (checked before
  /// use, like ``tableViewIDs``).
  var indexPathObjects: [TableIndex: ObjectID] = [:]
  /// The object made for each value of a value class (a font, an image, a size, a point), by
  /// how Swift writes it (`UIFont.systemFont(ofSize: 17)`), so one value has one object
  /// (checked before use, like ``indexPathObjects``); and that spelling, by object.
  var valueObjects: [String: ObjectID] = [:]
  var valueSpellings: [ObjectID: String] = [:]
  /// The logical clock.
  var clock: Int = 0
  /// The number of statements that have completed.
  var statementCount: Int = 0
  /// Runs methods the learner wrote; installed by the script layer.
  public weak var invoker: (any MethodInvoker)?

  /// The predefined notification center (`NotificationCenter.default`).
  var notificationCenter = ObjectID(0)

  /// The largest number of nested messages before the world refuses (an endless loop guard).
  public var maximumMessageDepth = 200
  /// What one statement may spend before it is stopped and rolled back.
  public var budget = StatementBudget.standard
  /// Asked while a statement runs (every few hundred messages, and by the interpreter every
  /// few thousand steps) whether the learner pressed Ctrl-C; the front end installs it.
  public var interruptionCheck: (@Sendable () -> Bool)?
  /// The trace's length when the running statement began (for its message budget).
  var traceCountAtStatementStart = 0

  // Message-sending state: who is sending, and during which message.
  var actorStack: [Participant] = [.outside]
  var causeStack: [Int] = []
  /// Blocks queued on the main queue during this statement (run when its turn ends).
  var mainQueue: [QueuedBlock] = []
  /// The transitions running now, innermost last (see ``runTransition(animated:_:)``).
  var transitionScopes: [TransitionScope] = []
  /// The row changes of each table's running `performBatchUpdates(_:completion:)`.
  var tableBatches: [ObjectID: TableBatch] = [:]
  /// The property observers running now (a value set inside one does not run it again).
  var runningObservers: [PropertyObserverKey] = []
  /// The controllers whose `loadView()` is running: only there may the learner's override
  /// assign `view` (or call `super.loadView()` for the default one).
  var loadingViews: Set<ObjectID> = []
  /// While above zero, operations change structure and views but send no appearance
  /// callbacks: the operation that raised it reconciles once at its end (a split view
  /// separating pops its secondary and puts it back as a column without it leaving the screen).
  var appearanceDeferral = 0

  // Transaction state.
  private var journal: [() -> Void] = []
  private var savedRecords: Set<Int> = []
  /// Names at the prompt whose value before the statement the journal already holds.
  private var savedGlobals: Set<String> = []
  /// The optional delegate messages the last statement did not send, for want of a method.
  var unansweredMessages: [UnansweredMessage] = []
  /// The records the running statement changed, as they were before it (for lifetimes: a
  /// strong reference they had and no longer have may have been an object's last).
  var recordsBeforeStatement: [Int: ObjectRecord] = [:]
  /// The values names at the prompt had before the running statement changed them.
  var globalsBeforeStatement: [String: Value?] = [:]
  /// How many records there were when the running statement began.
  var recordCountAtStatementStart = 0
  private var inTransaction = false
  /// The display names the objects mentioned by the last failed statement's failure had when
  /// it failed: its rollback may have removed or renamed them since.
  private(set) var failureNames: [ObjectID: String] = [:]
  private var undoStack: [CommittedStatement] = []
  /// How many completed statements `undo()` can take back at least (the oldest are dropped in
  /// batches, so up to half as many more may be kept).
  public var undoLimit = 1000
  /// Whether declaring a class again while objects of it (or of a subclass) are alive is
  /// refused (``RuntimeFailure/classInUseRedeclared(_:)``) instead of leaving those objects
  /// behind with the old class. A guided lesson turns it on: old objects must not meet goals
  /// by name.
  public var refusesRedeclaringClassesInUse = false

  private struct CommittedStatement {
    var journal: [() -> Void]
    var recordCount: Int
    var traceCount: Int
    var clock: Int
  }

  /// Creates a world holding the built-in classes and the predefined objects.
  public init() {
    for info in BuiltinClasses.all + HandlerClasses.all + NavigationItemClasses.all
      + PresentationControllerClasses.all
    {
      classes[info.name] = info
    }
    notificationCenter = makeObject(className: "NotificationCenter", kind: .notificationCenter)
    setUpPredefinedObjects()
  }

  // MARK: Objects

  /// The record of an object. Ids come from this world, so the index is always valid.
  func record(_ id: ObjectID) -> ObjectRecord { records[id.raw] }

  /// An object's kind, read in place (no copy of the whole record). A function of its own,
  /// so that in a debug build the read's temporaries stay out of the frames of recursive
  /// callers such as ``deliver(_:to:arguments:kind:from:operation:invokesUserMethod:effects:)``.
  func kind(of id: ObjectID) -> ObjectKind { records[id.raw].kind }

  /// An object's class name, read in place like ``kind(of:)``.
  func className(of id: ObjectID) -> String { records[id.raw].className }

  /// Whether an id names an object of this world.
  func contains(_ id: ObjectID) -> Bool { id.raw >= 0 && id.raw < records.count }

  /// Changes an object, remembering its previous state for rollback and undo.
  func update(_ id: ObjectID, _ change: (inout ObjectRecord) -> Void) {
    if inTransaction, !savedRecords.contains(id.raw), id.raw < records.count {
      savedRecords.insert(id.raw)
      let old = records[id.raw]
      journal.append { [unowned self] in self.records[id.raw] = old }
      if id.raw < recordCountAtStatementStart { recordsBeforeStatement[id.raw] = old }
    }
    change(&records[id.raw])
  }

  /// Adds a new object with the schema defaults of its class and returns its id.
  @discardableResult
  func makeObject(className: String, kind: ObjectKind) -> ObjectID {
    let id = ObjectID(records.count)
    var properties: [String: Value] = [:]
    for schema in allProperties(of: className) { properties[schema.name] = schema.defaultValue }
    records.append(ObjectRecord(id: id, className: className, kind: kind, properties: properties))
    if kind == .view(.tableView) {
      records[id.raw].table = TableViewState()
      tableViewIDs.insert(id)
    }
    if kind == .view(.scrollView) { setUpScrollView(id) }
    return id
  }

  // MARK: Names

  /// Binds a name (`let ada = …`). A later `let` with the same name replaces it, as in a REPL.
  /// `isConstant` says whether the binding is a `let` (true) or a `var` (false); nil keeps
  /// what the name was (an assignment to a `var`).
  func bind(name: String, to value: Value, isConstant: Bool? = nil) {
    if let isConstant, constantNames.contains(name) != isConstant {
      if inTransaction {
        journal.append { [unowned self] in
          if isConstant { self.constantNames.remove(name) } else { self.constantNames.insert(name) }
        }
      }
      if isConstant { constantNames.insert(name) } else { constantNames.remove(name) }
    }
    // The value before the statement is kept once, however often the statement changes the
    // name (a loop appending to an array would otherwise keep every copy until it ends).
    if inTransaction, savedGlobals.insert(name).inserted {
      let old = globals[name]
      journal.append { [unowned self] in self.globals[name] = old }
      globalsBeforeStatement[name] = old
    }
    globals[name] = value
    if let id = value.objectID, boundNames[id] == nil {
      if inTransaction { journal.append { [unowned self] in self.boundNames[id] = nil } }
      boundNames[id] = name
    }
  }

  /// Changes a name's value in place (see ``Transaction/changeGlobal(_:_:)``).
  func changeGlobal<T>(_ name: String, _ body: (inout Value) throws -> T) throws -> T? {
    guard globals[name] != nil else { return nil }
    if inTransaction, savedGlobals.insert(name).inserted {
      let old = globals[name]
      journal.append { [unowned self] in self.globals[name] = old }
      globalsBeforeStatement[name] = old
    }
    return try body(&globals[name, default: .null])
  }

  /// Remembers the local name a method bound an object to (`let editor = Editor()` inside
  /// `edit()`), to show it by when nothing better names it.
  ///
  /// A name several objects were bound to (`let cell = …` in `cellForRowAt`) names none of them.
  func noteLocalName(_ name: String, of value: Value) {
    guard case .object(let id) = value, boundNames[id] == nil, localNames[id] == nil else { return }
    if inTransaction {
      journal.append { [unowned self] in
        self.localNames[id] = nil
        self.localNameUses[name, default: 1] -= 1
      }
    }
    localNames[id] = name
    localNameUses[name, default: 0] += 1
  }

  /// Remembers that `owner.key` holds `value`, if the held object has no better name yet.
  func noteHolder(of value: Value, owner: ObjectID, key: String) {
    guard case .object(let held) = value, held != owner, boundNames[held] == nil,
      holders[held] == nil
    else { return }
    if inTransaction { journal.append { [unowned self] in self.holders[held] = nil } }
    holders[held] = (owner, key)
  }

  /// The name to show for a participant: its `let` name, `owner.view` for a root view, or
  /// `Class#n`.
  func displayName(of participant: Participant) -> String {
    switch participant {
    case .user: return "user"
    case .outside: return "outside"
    case .object(let id): return displayName(of: id)
    }
  }

  /// The name to show for an object.
  func displayName(of id: ObjectID) -> String {
    if let value = indexPathDisplayName(of: id) { return value }
    if let value = valueDisplayName(of: id) { return value }
    if let name = boundName(of: id) { return name }
    if id == notificationCenter { return "NotificationCenter.default" }
    if let name = viewControllerDisplayName(of: id) { return name }
    // Follow who holds the object, a few levels up: `contacts.list`, `editor.view`.
    var path: [String] = []
    var current = id
    for _ in 0..<4 {
      if let name = boundName(of: current)
        ?? (current == id ? nil : viewControllerDisplayName(of: current))
      {
        return ([name] + path.reversed()).joined(separator: ".")
      }
      if let owner = records[current.raw].owningController {
        path.append("view")
        current = owner
      } else if let holder = holders[current] {
        path.append(holder.key)
        current = holder.owner
      } else {
        break
      }
    }
    if let name = cellPartDisplayName(of: id) { return name }
    if let name = localNames[id], localNameUses[name] == 1 { return name }
    // An object without a name is shown by its class as the learner wrote it (`UILabel#5`).
    let r = records[id.raw]
    return "\(r.writtenClassName ?? r.className)#\(id.raw)"
  }

  /// The name at the prompt an object was bound to; a name since bound to another object
  /// names this one with its number (`a#17`).
  func boundName(of id: ObjectID) -> String? {
    guard let name = boundNames[id] else { return nil }
    if let current = globals[name], current != .object(id) { return name + "#" + String(id.raw) }
    return name
  }

  /// The class name and role information of every participant, for a standalone ``Trace``.
  func participantInfo(_ participant: Participant) -> ParticipantInfo {
    switch participant {
    case .user:
      return ParticipantInfo(participant: .user, name: "user", className: "User", role: .user)
    case .outside:
      return ParticipantInfo(
        participant: .outside, name: "outside", className: "Outside", role: .outside)
    case .object(let id):
      let r = record(id)
      return ParticipantInfo(
        participant: participant, name: displayName(of: id), className: r.className,
        role: r.kind.role)
    }
  }

  /// A standalone trace of some events, with every participant they mention.
  func standaloneTrace(_ events: some Collection<TraceEvent>) -> Trace {
    var seen = Set<Participant>()
    var order: [Participant] = []
    for e in events {
      for p in [e.sender, e.receiver] where seen.insert(p).inserted { order.append(p) }
    }
    // Objects only mentioned in arguments come last, so their names are known too.
    for e in events {
      for argument in e.arguments {
        for id in Self.objectIDs(in: argument) where contains(id) {
          if seen.insert(.object(id)).inserted { order.append(.object(id)) }
        }
      }
    }
    return Trace(events: Array(events), participants: order.map(participantInfo))
  }

  /// The object ids a value refers to, including inside arrays.
  static func objectIDs(in value: Value) -> [ObjectID] {
    switch value {
    case .object(let id): return [id]
    case .array(let items): return items.flatMap(objectIDs)
    default: return []
    }
  }

  // MARK: Classes

  /// Adds a class the learner declared. Fails when the name is taken or the superclass unknown.
  func declare(_ info: ClassInfo) throws {
    if let existing = classes[info.name], !existing.isUserDeclared {
      throw RuntimeFailure.builtinClassRedeclared(info.name)
    }
    if refusesRedeclaringClassesInUse, classes[info.name] != nil,
      records.contains(where: { !$0.isFreed && isClass($0.className, kindOf: info.name) })
    {
      // Objects a retain cycle leaked reach no name and no live object, so no goal can meet
      // them by name: they do not hold the class back (a lesson fixes the cycle's class).
      let leaked = Set(leakedObjects())
      if records.contains(where: {
        !$0.isFreed && !leaked.contains($0.id) && isClass($0.className, kindOf: info.name)
      }) {
        throw RuntimeFailure.classInUseRedeclared(info.name)
      }
    }
    let old = classes[info.name]
    if inTransaction { journal.append { [unowned self] in self.classes[info.name] = old } }
    classes[info.name] = info
  }

  /// Adds methods (and adopted protocols) to a class that exists: an extension. Unlike
  /// redeclaring it, objects of the class keep what they hold and answer the new methods.
  func extend(
    _ name: String, methods: [String: MethodReference], protocols: [String],
    staticProperties: [String: StaticProperty] = [:],
    staticMethods: [String: MethodReference] = [:]
  ) {
    guard var info = classes[name] else { return }
    let old = info
    if inTransaction { journal.append { [unowned self] in self.classes[name] = old } }
    info.methods.merge(methods) { _, added in added }
    info.staticProperties.merge(staticProperties) { _, added in added }
    info.staticMethods.merge(staticMethods) { _, added in added }
    info.protocols += protocols.filter { !info.protocols.contains($0) }
    classes[name] = info
  }

  /// Adds a protocol the learner declared.
  func declare(_ info: ProtocolInfo) {
    let old = protocols[info.name]
    if inTransaction { journal.append { [unowned self] in self.protocols[info.name] = old } }
    protocols[info.name] = info
  }

  /// The class chain from a class up to its root: `[Editor, ViewController]`.
  func classChain(_ name: String) -> [ClassInfo] {
    var chain: [ClassInfo] = []
    var current: String? = name
    while let n = current, let info = classes[n], chain.count < 64 {
      chain.append(info)
      current = info.superclass
    }
    return chain
  }

  /// Whether `name` is `ancestor` or inherits from it.
  func isClass(_ name: String, kindOf ancestor: String) -> Bool {
    classChain(name).contains { $0.name == ancestor }
  }

  /// Every property of a class, inherited ones first.
  func allProperties(of className: String) -> [PropertySchema] {
    classChain(className).reversed().flatMap(\.properties)
  }

  /// The schema of one property, searching the class chain.
  func propertySchema(_ key: String, of className: String) -> PropertySchema? {
    chainIndex.property(key, of: className) { classChain(className) }
  }

  /// The method the learner wrote for a selector, searching the class chain.
  func userMethod(_ selector: String, of className: String) -> MethodReference? {
    chainIndex.method(selector, of: className) { classChain(className) }
  }

  // MARK: Transactions

  /// Runs a statement: `body` changes the world through the transaction it is handed; if it
  /// throws, every change it made is undone and the error is rethrown.
  ///
  /// This is the only way for code outside the runtime to change the world.
  public func perform<T>(_ body: (inout Transaction) throws -> T) throws -> T {
    try transaction {
      var tx = Transaction(world: self)
      return try body(&tx)
    }
  }

  /// A read-only view of this world: what the shell, tutor and exporters use.
  public var reader: WorldReader { WorldReader(world: self) }

  /// Runs a statement as a transaction: if it throws, every change it made is undone.
  ///
  /// Transactions do not nest; an inner call simply runs inside the outer one.
  func transaction<T>(_ body: () throws -> T) throws -> T {
    if inTransaction { return try body() }
    inTransaction = true
    journal = []
    failureNames = [:]
    // The last statement's sets are emptied in place when small (no allocation for the next
    // one); a large one is let go, since walking a set costs its capacity, not its count.
    Self.empty(&savedRecords)
    Self.empty(&savedGlobals)
    Self.empty(&recordsBeforeStatement)
    Self.empty(&globalsBeforeStatement)
    recordCountAtStatementStart = records.count
    if !unansweredMessages.isEmpty { unansweredMessages.removeAll() }
    mainQueue = []
    transitionScopes = []
    tableBatches = [:]
    let recordCount = records.count
    let traceCount = trace.count
    traceCountAtStatementStart = traceCount
    let clockBefore = clock
    statementCount += 1
    clock += 1
    actorStack = [.outside]
    causeStack = []
    defer { inTransaction = false }
    do {
      let result = try body()
      undoStack.append(
        CommittedStatement(
          journal: journal, recordCount: recordCount, traceCount: traceCount, clock: clockBefore))
      // Trimmed in batches, so a long session does not move the whole stack every statement.
      if undoStack.count > undoLimit + undoLimit / 2 + 1 {
        undoStack.removeFirst(undoStack.count - undoLimit)
      }
      journal = []
      return result
    } catch {
      failureNames = namesAtFailure(error)
      // What the statement left waiting for its turn's end goes with it.
      mainQueue = []
      transitionScopes = []
      tableBatches = [:]
      rollBack(journal, recordCount: recordCount, traceCount: traceCount, clock: clockBefore)
      statementCount -= 1
      journal = []
      throw error
    }
  }

  private static func empty<Element>(_ set: inout Set<Element>) {
    if set.capacity <= 64 { set.removeAll(keepingCapacity: true) } else { set = [] }
  }

  private static func empty<Key, Element>(_ dictionary: inout [Key: Element]) {
    if dictionary.capacity <= 64 {
      dictionary.removeAll(keepingCapacity: true)
    } else {
      dictionary = [:]
    }
  }

  private func rollBack(_ entries: [() -> Void], recordCount: Int, traceCount: Int, clock c: Int) {
    for entry in entries.reversed() { entry() }
    if records.count > recordCount { records.removeSubrange(recordCount...) }
    trace.truncate(to: traceCount)
    clock = c
    actorStack = [.outside]
    causeStack = []
  }

  /// Whether there is a completed statement to undo.
  public var canUndo: Bool { !undoStack.isEmpty }

  /// Takes back the last completed statement, its objects, names and trace included.
  /// - Returns: false when there was nothing to undo.
  @discardableResult
  public func undo() -> Bool {
    guard let last = undoStack.popLast() else { return false }
    rollBack(
      last.journal, recordCount: last.recordCount, traceCount: last.traceCount, clock: last.clock)
    statementCount -= 1
    return true
  }

  /// Empties the world: only the built-in classes and predefined objects remain (`:reset`).
  public func reset() {
    records = []
    globals = [:]
    boundNames = [:]
    holders = [:]
    localNames = [:]
    localNameUses = [:]
    classes = [:]
    protocols = [:]
    closures = []
    trace = TraceLog()
    tableViewIDs = []
    indexPathObjects = [:]
    clock = 0
    statementCount = 0
    undoStack = []
    for info in BuiltinClasses.all + HandlerClasses.all + NavigationItemClasses.all
      + PresentationControllerClasses.all
    {
      classes[info.name] = info
    }
    notificationCenter = makeObject(className: "NotificationCenter", kind: .notificationCenter)
    setUpPredefinedObjects()
  }
}

/// Runs method bodies the learner wrote. The script layer implements it; the world calls it when
/// a message reaches an object whose class declares a method for the selector.
public protocol MethodInvoker: AnyObject {
  /// Runs a method body with `receiver` as `self`; its statements act through `tx`.
  func invoke(
    _ method: MethodReference, on receiver: ObjectID, arguments: [Value],
    in tx: inout Transaction
  ) throws -> Value

  /// Runs a closure's body with its captures and arguments.
  func invokeClosure(_ closure: ClosureID, arguments: [Value], in tx: inout Transaction) throws
    -> Value
}
