/// A class the world knows: a built-in one (`Label`, `ViewController`) or one the learner declared.
public struct ClassInfo: Equatable, Sendable {
  public static func == (lhs: ClassInfo, rhs: ClassInfo) -> Bool {
    lhs.name == rhs.name && lhs.superclass == rhs.superclass && lhs.kind == rhs.kind
      && lhs.properties == rhs.properties && lhs.methods == rhs.methods
      && lhs.protocols == rhs.protocols && lhs.isUserDeclared == rhs.isUserDeclared
      && lhs.instanceInitializers.map(\.property) == rhs.instanceInitializers.map(\.property)
      && lhs.instanceInitializers.map(\.method) == rhs.instanceInitializers.map(\.method)
      && lhs.propertyOverrides == rhs.propertyOverrides
  }

  /// The class name, as written (`Contact`).
  public var name: String
  /// The superclass name, or nil for a root class.
  public var superclass: String?
  /// The built-in family the class belongs to.
  public var kind: ObjectKind
  /// The properties this class itself declares, in declaration order.
  public var properties: [PropertySchema]
  /// Methods this class declares, by Swift selector (`save()`, `listView(_:didSelectRowAt:)`).
  public var methods: [String: MethodReference]
  /// Properties whose initial value is computed for each new instance (`let field =
  /// TextField()`), in declaration order: the method that computes it, run on the new object.
  public var instanceInitializers: [(property: String, method: MethodReference)] = []
  /// UIKit properties the class overrides with a read-only getter that returns a constant
  /// (`override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }`), by name:
  /// the runtime reads the answer here without running code, so a pure query (`:inspect`,
  /// what is on screen) can ask it too. See ``OverridableProperties``.
  public var propertyOverrides: [String: Value] = [:]
  /// The protocols the class says it adopts.
  public var protocols: [String]
  /// Whether the learner declared it (as opposed to a built-in class).
  public var isUserDeclared: Bool

  public init(
    name: String, superclass: String?, kind: ObjectKind, properties: [PropertySchema] = [],
    methods: [String: MethodReference] = [:], protocols: [String] = [], isUserDeclared: Bool = false
  ) {
    self.name = name
    self.superclass = superclass
    self.kind = kind
    self.properties = properties
    self.methods = methods
    self.protocols = protocols
    self.isUserDeclared = isUserDeclared
  }
}

/// A handle on a method body that the script layer owns; the runtime only passes it back.
public struct MethodReference: Hashable, Sendable {
  /// The index of the body in the script layer's method table.
  public var index: Int
  /// The parameter names, in order, bound to the arguments when the method runs.
  public var parameterNames: [String]

  public init(index: Int, parameterNames: [String]) {
    self.index = index
    self.parameterNames = parameterNames
  }
}

/// A protocol the learner declared: the selectors an adopting class must implement.
public struct ProtocolInfo: Equatable, Sendable {
  public var name: String
  public var requirements: [String]
  /// The properties an adopting class must have (stored or computed).
  public var properties: [String]
  /// Methods a protocol extension gives every adopting class that does not write its own,
  /// by selector.
  public var defaultMethods: [String: MethodReference] = [:]

  public init(name: String, requirements: [String], properties: [String] = []) {
    self.name = name
    self.requirements = requirements
    self.properties = properties
  }
}
