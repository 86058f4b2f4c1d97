/// A class the world knows: a built-in one (`Label`, `ViewController`) or one the learner declared.
public struct ClassInfo: Equatable, Sendable {
  public static func == (lhs: ClassInfo, rhs: ClassInfo) -> Bool {
    lhs.name == rhs.name && lhs.superclass == rhs.superclass && lhs.kind == rhs.kind
      && lhs.properties == rhs.properties && lhs.methods == rhs.methods
      && lhs.protocols == rhs.protocols && lhs.isUserDeclared == rhs.isUserDeclared
      && lhs.instanceInitializers.map(\.property) == rhs.instanceInitializers.map(\.property)
      && lhs.instanceInitializers.map(\.method) == rhs.instanceInitializers.map(\.method)
      && lhs.propertyOverrides == rhs.propertyOverrides
      && lhs.staticProperties == rhs.staticProperties && lhs.staticMethods == rhs.staticMethods
      && lhs.valueType == rhs.valueType
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
  /// `static let shared = Store()`: properties of the class itself, by name.
  public var staticProperties: [String: StaticProperty] = [:]
  /// `static func make()`: methods of the class itself, by selector.
  public var staticMethods: [String: MethodReference] = [:]
  /// For an `enum` the learner declared: its cases. Such a type makes values, never objects.
  public var valueType: ValueTypeDetails?
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

/// A property of a class itself (`static let shared = Store()`): the code that gives its value.
/// A stored one runs that code once, the first time it is read (as Swift initializes a static
/// property lazily), and keeps the value under ``storageName(inClass:)``; a computed one runs it
/// on every read.
public struct StaticProperty: Equatable, Sendable {
  /// The initial value's code (stored) or the getter (computed).
  public var code: MethodReference
  /// Whether the value is kept (`static let`/`static var … = …`) rather than computed.
  public var isStored: Bool
  /// `static let`: it cannot be assigned.
  public var isConstant: Bool

  public init(code: MethodReference, isStored: Bool, isConstant: Bool) {
    self.code = code
    self.isStored = isStored
    self.isConstant = isConstant
  }

  /// Where a stored static property keeps its value among the world's names: `Store.shared`,
  /// a name that holds what it refers to, as a static property does for the whole program.
  public static func storageName(_ property: String, inClass className: String) -> String {
    className + "." + property
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
