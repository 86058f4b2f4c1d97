/// The only way to change the world from outside the runtime: a statement's handle on it.
///
/// A transaction exists only inside ``World/perform(_:)``, which hands it to the statement as
/// an `inout` argument; it cannot be copied out. Everything done through it is journaled:
/// if the statement throws, the world is rolled back to how it was before, and a statement
/// that completes can be taken back with ``World/undo()``.
public struct Transaction: ~Copyable {
  let world: World

  init(world: World) { self.world = world }

  /// What the world holds right now, including this statement's changes so far.
  public var reader: WorldReader { WorldReader(world: world) }

  /// Creates an object: `Contact()`, `Label(text: "Hi")`, `ViewController(title: "Edit")`.
  public mutating func instantiate(
    _ className: String, arguments: [(label: String?, value: Value)]
  ) throws -> ObjectID {
    try world.instantiate(className, arguments: arguments)
  }

  /// Reads a property as a statement does: an object UIKit makes on first use (a view
  /// controller's view, its tab bar item, a container's bar) is made now, with its messages.
  public mutating func property(_ key: String, of id: ObjectID) throws -> Value {
    try world.property(key, of: id)
  }

  /// Sets a property (`ada.name = "Linus"`): checks its type, records the message, runs the
  /// property's `willSet` and `didSet` (not when `runsObservers` is false: Swift does not run
  /// them for a property an initializer of the object's own class sets), then tells every
  /// observer of the key.
  public mutating func setProperty(
    _ key: String, of id: ObjectID, to value: Value, runsObservers: Bool = true
  ) throws {
    try world.setProperty(key, of: id, to: value, runsObservers: runsObservers)
  }

  /// Calls a method (`editor.save()`, `nav.pushViewController(detail, animated: true)`).
  @discardableResult
  public mutating func call(_ selector: String, on receiver: ObjectID, arguments: [Value]) throws
    -> Value
  {
    try world.call(selector, on: receiver, arguments: arguments)
  }

  /// `super.selector(…)` from a method declared in `className` (see ``World/callSuper``).
  @discardableResult
  public mutating func callSuper(
    _ selector: String, on receiver: ObjectID, above className: String, arguments: [Value]
  ) throws -> Value {
    try world.callSuper(selector, on: receiver, above: className, arguments: arguments)
  }

  /// A static property of a value class (`UIColor.systemBlue`, `CGSize.zero`); nil when the
  /// class has none of that name.
  public mutating func staticMember(_ member: String, ofClass className: String) throws -> Value? {
    try world.staticMember(member, ofClass: className)
  }

  /// A static method of a value class (`UIFont.systemFont(ofSize: 17)`); nil when the class
  /// has no such method.
  public mutating func callStatic(_ selector: String, ofClass className: String, arguments: [Value])
    throws -> Value?
  {
    try world.callStatic(selector, ofClass: className, arguments: arguments)
  }

  /// Keeps a closure the interpreter made (see ``ClosureRecord``).
  public mutating func makeClosure(_ record: ClosureRecord) -> ClosureID {
    world.makeClosure(record)
  }

  /// Runs a closure (a handler stored in a property, a completion).
  @discardableResult
  public mutating func callClosure(_ id: ClosureID, arguments: [Value]) throws -> Value {
    try world.callClosure(id, arguments: arguments)
  }

  /// Queues a closure on the main queue (`DispatchQueue.main.async`, or `asyncAfter` with a
  /// delay in seconds): it runs when the statement's run-loop turn ends.
  public mutating func enqueueOnMainQueue(_ closure: ClosureID, delay: Double?) throws {
    try world.enqueueOnMainQueue(closure, delay: delay)
  }

  /// `UIView.animate(withDuration:animations:completion:)` (see ``World/animate``).
  public mutating func animate(duration: Double, animations: ClosureID, completion: ClosureID?)
    throws
  {
    try world.animate(duration: duration, animations: animations, completion: completion)
  }

  /// Calls a global function (`tap(button)`, `type(field, "Grace")`).
  @discardableResult
  public mutating func callFunction(_ selector: String, arguments: [Value]) throws -> Value {
    try world.callFunction(selector, arguments: arguments)
  }

  /// Remembers the local name a method or block bound an object to, for display.
  public mutating func noteLocalName(_ name: String, of value: Value) {
    world.noteLocalName(name, of: value)
  }

  /// Changes the value of a name at the prompt where it is stored (the journal keeps the value
  /// from before the statement); nil when nothing has the name.
  public mutating func changeGlobal<T>(_ name: String, _ body: (inout Value) throws -> T) throws
    -> T?
  {
    try world.changeGlobal(name, body)
  }

  /// Frees what the statement left without a strong reference (see
  /// ``World/releaseUnreferencedObjects()``): called once, at the end of a statement.
  public mutating func releaseUnreferencedObjects() throws {
    try world.releaseUnreferencedObjects()
  }

  /// Binds a name at the prompt (`let ada = …`); a later `let` of the same name replaces it.
  public mutating func bind(name: String, to value: Value, isConstant: Bool? = nil) {
    world.bind(name: name, to: value, isConstant: isConstant)
  }

  /// Adds a class the learner declared.
  public mutating func declare(_ info: ClassInfo) throws {
    try world.declare(info)
  }

  /// Adds methods and adopted protocols to a class declared before (an extension).
  public mutating func extend(
    _ className: String, methods: [String: MethodReference], protocols: [String],
    staticProperties: [String: StaticProperty] = [:],
    staticMethods: [String: MethodReference] = [:]
  ) {
    world.extend(
      className, methods: methods, protocols: protocols, staticProperties: staticProperties,
      staticMethods: staticMethods)
  }

  /// Adds a protocol the learner declared.
  public mutating func declare(_ info: ProtocolInfo) {
    world.declare(info)
  }

  /// Ends the statement's run-loop turn: transitions waiting for it complete now.
  public mutating func runLoopTurnEnded() throws {
    try world.runLoopTurnEnded()
  }

  /// Switches the simulated device (`:device iPad`): the window resizes and lays out again.
  public mutating func setDevice(named name: String) throws {
    try world.setDevice(named: name)
  }
}
