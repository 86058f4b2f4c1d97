/// What a class has through its whole chain (its own members and its superclasses'), kept per
/// class once it has been asked for and forgotten whenever any class changes.
///
/// A property set or a message asks for a member by walking the chain; this index answers with
/// two dictionary lookups instead. It is a memo, not state: forgetting it changes no answer.
final class ClassChainIndex {
  /// Each class's properties by name, the nearest declaration winning.
  private var properties: [String: [String: PropertySchema]] = [:]
  /// Each class's methods the learner wrote by selector, the nearest override winning.
  private var methods: [String: [String: MethodReference]] = [:]

  /// Forgets everything (a class was declared, redeclared or taken back).
  func removeAll() {
    properties = [:]
    methods = [:]
  }

  /// The property schema named `key` in the chain of `className`, built from `chain` (the
  /// class first, its superclasses after) the first time a class is asked for.
  func property(_ key: String, of className: String, chain: () -> [ClassInfo]) -> PropertySchema? {
    if let known = properties[className] { return known[key] }
    var table: [String: PropertySchema] = [:]
    for info in chain() {
      for schema in info.properties where table[schema.name] == nil { table[schema.name] = schema }
    }
    properties[className] = table
    return table[key]
  }

  /// The learner's method for `selector` in the chain of `className`, built like
  /// ``property(_:of:chain:)``.
  func method(_ selector: String, of className: String, chain: () -> [ClassInfo])
    -> MethodReference?
  {
    if let known = methods[className] { return known[selector] }
    var table: [String: MethodReference] = [:]
    for info in chain() {
      for (name, method) in info.methods where table[name] == nil { table[name] = method }
    }
    methods[className] = table
    return table[selector]
  }
}
