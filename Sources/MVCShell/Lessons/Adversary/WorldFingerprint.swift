import MVCRuntime

/// A world summed up so that two runs can be compared: the messages sent since a point (as a
/// multiset: who sent what to whom), and every named object's class and readable properties.
/// Objects are named as the world names them, so two runs that made the same objects in
/// another order compare equal. The adversary counts a mutant whose world equals the
/// solution's as equivalent: it did the same thing another way round.
struct WorldFingerprint: Equatable {
  /// The messages, each as `sender → receiver selector`, sorted.
  var messages: [String]
  /// `name.key = value` for every named object's properties, and `name = value` for every
  /// other name, sorted.
  var state: [String]

  init(_ world: WorldReader, since traceStart: Int) {
    let trace = world.trace
    var messages: [String] = []
    for event in trace[min(max(traceStart, 0), trace.count)...] {
      messages.append(
        world.displayName(of: event.sender) + " → " + world.displayName(of: event.receiver) + " "
          + event.selector + "("
          + event.arguments.map { Self.shown($0, world) }.joined(
            separator: ", ") + ")")
    }
    self.messages = messages.sorted()
    var state: [String] = []
    for (name, value) in world.globals {
      guard let id = value.objectID, let record = world.record(id) else {
        state.append(name + " = " + Self.shown(value, world))
        continue
      }
      state.append(name + " : " + record.className + (world.isAlive(id) ? "" : " freed"))
      for key in world.propertyNames(of: id) {
        guard case .value(let property)? = world.property(key, of: id) else { continue }
        state.append(name + "." + key + " = " + Self.shown(property, world))
      }
    }
    self.state = state.sorted()
  }

  /// A value as the fingerprint writes it: objects by their display names; the items of an
  /// array one level deep (a nested collection by its size only, so no input nests the work).
  private static func shown(_ value: Value, _ world: WorldReader) -> String {
    switch value {
    case .array(let items):
      return "[" + items.map { item in shownFlat(item, world) }.joined(separator: ", ") + "]"
    default: return shownFlat(value, world)
    }
  }

  private static func shownFlat(_ value: Value, _ world: WorldReader) -> String {
    switch value {
    case .object(let id): return "@" + world.displayName(of: id)
    case .string(let text): return "\"" + text + "\""
    case .int(let number): return String(number)
    case .double(let number): return String(number)
    case .bool(let flag): return String(flag)
    case .null: return "nil"
    case .enumCase(let name): return "." + name
    case .void: return "()"
    case .closure: return "{closure}"
    case .array(let items): return "[\(items.count) items]"
    case .dictionary(let entries): return "[\(entries.count) entries]"
    case .composite(let value): return value.typeName + "." + value.caseName
    }
  }
}
