import MVCRuntime

/// Decides whether goals hold in a world. It only reads: a controller's `view` counts only once
/// loaded (reading it here never loads it), and a property that cannot be read makes the goal
/// false rather than an error.
public struct GoalEvaluator {
  /// The world the goals look at.
  public let world: WorldReader
  /// The index in `world.trace` where the step began; message goals look at what came after.
  public let traceStart: Int
  /// The statements the learner compared with `:whatif` since the step began.
  public var whatIfs: [String] = []
  /// The arguments of the `:export` commands that wrote a file since the step began
  /// (`html all app.html`).
  public var exports: [String] = []

  /// Creates an evaluator over a world, counting messages from `traceStart` on.
  public init(world: WorldReader, traceStart: Int) {
    self.world = world
    self.traceStart = traceStart
  }

  /// Whether `:export`'s argument (`html all app.html`) wrote HTML, and the whole session's
  /// trace when `all` is asked for.
  static func isHTMLExport(_ argument: String, all: Bool) -> Bool {
    let words = argument.split(separator: " ").map { $0.lowercased() }
    guard words.first == "html" else { return false }
    return !all || words.dropFirst().first == "all"
  }

  /// The messages sent since the step began.
  var events: Slice<TraceLog> {
    world.trace[min(max(traceStart, 0), world.trace.count)...]
  }

  /// Whether a goal holds now.
  public func holds(_ goal: Goal) -> Bool {
    switch goal {
    case .objectIs(let name, let className):
      guard let id = world.globals[name]?.objectID else { return false }
      guard let record = world.record(id) else { return false }
      return world.isClass(record.className, kindOf: className)
    case .objectIsExactly(let name, let className):
      guard let id = world.globals[name]?.objectID, let record = world.record(id) else {
        return false
      }
      return record.className == className || world.writtenClassName(of: id) == className
    case .distinct(let first, let second):
      guard let a = object(first), let b = object(second) else { return false }
      return a != b
    case .inWindow(let path):
      guard let id = object(path), let record = world.record(id) else { return false }
      if record.kind.role == .controller { return world.isDisplayed(id) }
      return world.isViewInWindow(id)
    case .presented(let controller, let presenter, let style):
      guard let id = object(controller), let by = object(presenter) else { return false }
      guard world.presentingViewController(of: id) == by else { return false }
      return style.map { world.presentationStyle(of: id)?.rawValue == $0 } ?? true
    case .arrayHolds(let path, let item):
      guard case .array(let items)? = resolve(path), let id = object(item) else { return false }
      return items.contains { $0.objectID == id }
    case .alive(let path):
      guard let id = resolve(path)?.objectID else { return false }
      return world.isAlive(id)
    case .freed(let name):
      guard let id = world.globals[name]?.objectID else { return false }
      return !world.isAlive(id)
    case .whatIfRan(let text):
      guard let text else { return !whatIfs.isEmpty }
      let wanted = HintCode.normalized(text)
      return whatIfs.contains { HintCode.normalized($0).contains(wanted) }
    case .exported(let all):
      return exports.contains { Self.isHTMLExport($0, all: all) }
    case .messageCount(let filter, let comparison, let number):
      let count = events.lazy.filter { matches($0, filter) }.count
      return comparison.holds(Double(count), Double(number))
    case .objectPlays(let name, let role):
      guard let id = world.globals[name]?.objectID else { return false }
      return world.record(id)?.kind.role == role
    case .classExtends(let name, let superclass):
      return name != superclass && world.classes[name] != nil
        && world.isClass(name, kindOf: superclass)
    case .classAdopts(let name, let protocolName):
      return world.classes[name] != nil && world.adopts(name, protocolName)
    case .classImplements(let name, let selector):
      return world.classChain(name).contains { info in
        info.methods.keys.contains { MessageFilter.selector($0, matches: selector) }
      }
    case .protocolRequires(let name, let selector):
      return world.protocols[name]?.requirements.contains {
        MessageFilter.selector($0, matches: selector)
      } ?? false
    case .property(let path, let comparison, let expected):
      guard let actual = resolve(path) else { return false }
      return compare(actual, comparison, expected)
    case .count(let path, let comparison, let number):
      guard case .array(let items)? = resolve(path) else { return false }
      return comparison.holds(Double(items.count), Double(number))
    case .countObjects(let sort, let comparison, let number):
      let matching = world.records.lazy.filter { record in
        switch sort {
        case .role(let role): return record.kind.role == role
        case .className(let name): return world.isClass(record.className, kindOf: name)
        }
      }
      return comparison.holds(Double(matching.count), Double(number))
    case .bound(let view, let model, let key):
      guard let viewID = object(view), let modelID = object(model) else { return false }
      return world.records.contains { record in
        record.bindings.contains { $0.view == viewID && $0.model == modelID && $0.key == key }
      }
    case .target(let control, let selector, let target, let event):
      guard let controlID = object(control) else { return false }
      let targetID: ObjectID?
      if let target {
        guard let id = object(target) else { return false }
        targetID = id
      } else {
        targetID = nil
      }
      return (world.record(controlID)?.targets ?? []).contains { registration in
        registration.target == targetID
          && MessageFilter.selector(registration.action, matches: selector)
          && (event == nil || registration.event == event)
      }
    case .observer(let observer, let model, let key):
      guard let observerID = object(observer), let modelID = object(model) else { return false }
      return (world.record(modelID)?.observers ?? []).contains {
        $0.observer == observerID && $0.key == key
      }
    case .notificationObserver(let observer, let name):
      guard let observerID = object(observer) else { return false }
      return (world.record(world.notificationCenter)?.notificationObservers ?? []).contains {
        $0.observer == observerID && $0.name == name
      }
    case .subview(let view, let superview):
      guard let viewID = object(view), let superID = object(superview) else { return false }
      return world.record(viewID)?.superview == superID
    case .child(let controller, let parent):
      guard let childID = object(controller), let parentID = object(parent) else { return false }
      return world.property("parent", of: childID) == .value(.object(parentID))
    case .message(let filter):
      return events.contains { matches($0, filter) }
    case .noMessage(let filter):
      return !events.contains { matches($0, filter) }
    case .messageOrder(let first, let second):
      guard let index = events.firstIndex(where: { matches($0, first) }) else { return false }
      return events[(index + 1)...].contains { matches($0, second) }
    case .leaked(let className):
      return world.leakedObjects().contains { id in
        guard let record = world.record(id) else { return false }
        return world.isClass(record.className, kindOf: className)
      }
    case .still(let goal):
      return holds(goal)
    case .made(let path):
      guard let id = object(path) else { return false }
      return events.contains { $0.kind == .creation && $0.receiver == .object(id) }
    case .classHoldsWeakly(let name, let property):
      guard world.classes[name] != nil else { return false }
      return world.propertySchema(property, of: name)?.isWeak == true
    case .classTypesProperty(let name, let property, let type):
      guard world.classes[name] != nil,
        let schema = world.propertySchema(property, of: name)
      else { return false }
      return Self.declaredName(schema.type) == type
    }
  }

  /// The name a property's declared type gives, optional or not (`ChooserDelegate` for
  /// `ChooserDelegate?`).
  static func declaredName(_ type: ValueType) -> String {
    var type = type
    while case .optional(let wrapped) = type { type = wrapped }
    if case .object(let name) = type { return name }
    return type.description
  }

  // MARK: Messages

  func matches(_ event: TraceEvent, _ filter: MessageFilter) -> Bool {
    if let kind = filter.kind, event.kind != kind { return false }
    if let from = filter.from, event.role.from != from { return false }
    if let to = filter.to, event.role.to != to { return false }
    if let selector = filter.selector,
      !MessageFilter.selector(event.selector, matches: selector)
    {
      return false
    }
    if let flagged = filter.flagged, (event.flag != nil) != flagged { return false }
    if let operation = filter.operation {
      guard let actual = event.operation, MessageFilter.selector(actual, matches: operation) else {
        return false
      }
    }
    if let typed = filter.typed, (event.cause == nil) != typed { return false }
    if let sender = filter.sender, !participant(event.sender, is: sender) { return false }
    if let receiver = filter.receiver, !participant(event.receiver, is: receiver) { return false }
    if let className = filter.receiverClass, !participant(event.receiver, isA: className) {
      return false
    }
    if let key = filter.key {
      guard event.selector == "setValue(_:forKey:)", event.arguments.count >= 2,
        event.arguments[1] == .string(key)
      else { return false }
    }
    if let root = filter.causedBy {
      let first = rootCause(of: event)
      switch root {
      case .user: if first.sender != .user { return false }
      case .outside: if first.sender != .outside || first.cause != nil { return false }
      }
    }
    if let within = filter.within, !isWithin(event, within) { return false }
    if let argument = filter.argument {
      if argument.members.isEmpty && argument.root == "nil" && world.globals["nil"] == nil {
        if !event.arguments.contains(.null) { return false }
      } else {
        guard let id = object(argument), event.arguments.contains(.object(id)) else {
          return false
        }
      }
    }
    // Last: it searches the trace for the receiver's `init`.
    if let madeTyped = filter.madeTyped {
      guard case .object(let id) = event.receiver, let made = creationTyped(id),
        made == madeTyped
      else { return false }
    }
    return true
  }

  /// Whether an object was made by a statement typed at the prompt (its `init` has no cause);
  /// nil when its `init` is not in the trace. Objects are made in order, so the search goes
  /// back from the newest message with that receiver's `init`.
  func creationTyped(_ id: ObjectID) -> Bool? {
    let trace = world.trace
    guard
      let made = trace.last(where: { $0.kind == .creation && $0.receiver == .object(id) })
    else { return nil }
    return made.cause == nil
  }

  /// The message a chain of causes starts with (the message itself when it has no cause).
  /// Causes always come earlier, so the walk ends; it is iterative whatever the depth.
  public func rootCause(of event: TraceEvent) -> TraceEvent {
    var current = event
    let trace = world.trace
    while let cause = current.cause, cause >= 1, cause <= trace.count, cause < current.sequence {
      current = trace[cause - 1]
    }
    return current
  }

  /// Whether a message was sent while an object was handling one: the object sent it, or one
  /// of the messages that caused it was sent to the object.
  private func isWithin(_ event: TraceEvent, _ path: ObjectPath) -> Bool {
    guard let id = object(path) else { return false }
    if event.sender == .object(id) { return true }
    var current = event
    let trace = world.trace
    while let cause = current.cause, cause >= 1, cause <= trace.count, cause < current.sequence {
      current = trace[cause - 1]
      if current.receiver == .object(id) { return true }
    }
    return false
  }

  /// Whether a participant is an object of the class or a subclass (freed or not: a
  /// `deinit` is sent to an object that is going).
  private func participant(_ participant: Participant, isA className: String) -> Bool {
    guard case .object(let id) = participant, let record = world.record(id) else { return false }
    return world.isClass(record.className, kindOf: className)
      || world.writtenClassName(of: id) == className
  }

  private func participant(_ participant: Participant, is path: ObjectPath) -> Bool {
    if path.members.isEmpty && world.globals[path.root] == nil {
      switch (participant, path.root) {
      case (.user, "user"), (.outside, "outside"): return true
      default: return false
      }
    }
    guard let id = object(path) else { return false }
    return participant == .object(id)
  }

  // MARK: Values

  /// Follows a path from a bound name, without side effects; nil when any part is missing.
  public func resolve(_ path: ObjectPath) -> Value? {
    guard var value = world.globals[path.root] else { return nil }
    for member in path.members {
      // An object UIKit would make on first use (a view not loaded yet) is not there yet.
      guard let id = value.objectID, case .value(let next)? = world.property(member, of: id)
      else { return nil }
      value = next
    }
    return value
  }

  func object(_ path: ObjectPath) -> ObjectID? {
    guard let id = resolve(path)?.objectID, world.contains(id) else { return nil }
    return id
  }

  private func compare(_ actual: Value, _ comparison: Comparison, _ expected: GoalValue) -> Bool {
    let wanted: Value
    switch expected {
    case .string(let text): wanted = .string(text)
    case .int(let number): wanted = .int(number)
    case .double(let number): wanted = .double(number)
    case .bool(let flag): wanted = .bool(flag)
    case .null: wanted = .null
    case .enumCase(let name): wanted = .enumCase(name)
    case .path(let path):
      guard let value = resolve(path) else { return false }
      wanted = value
    }
    if let lhs = actual.doubleValue, let rhs = wanted.doubleValue {
      return comparison.holds(lhs, rhs)
    }
    if let lhs = actual.stringValue, let rhs = wanted.stringValue {
      return comparison.holds(lhs, rhs)
    }
    switch comparison {
    case .equal: return actual == wanted
    case .notEqual: return actual != wanted
    default: return false
    }
  }
}
