/// What the parser expected where it stopped: the first half of "expected … but found …".
public enum Expectation: Equatable, Sendable {
  /// Exactly this piece of code: a symbol (`;`, `)`, `}`), a keyword (`var`) or a directive
  /// (`selector`, `#selector`).
  case code(String)
  /// A name for `let` or `var`.
  case name
  /// A type, as in `var friends: [Contact]`.
  case type
  /// The name of a class being declared.
  case className
  /// A superclass such as `Model` or `ViewController`.
  case superclass
  /// The name of a protocol.
  case protocolName
  /// The name of a property.
  case propertyName
  /// The name of a method.
  case methodName
  /// The name of a parameter.
  case parameterName
  /// The name of a member after a dot.
  case memberName
  /// An expression.
  case expression
  /// An enum case such as `.fullScreen`.
  case enumCase
  /// What a class body holds: `var`, `func` or its closing `}`.
  case classMember
  /// What a protocol body holds: `func` or its closing `}`.
  case protocolMember
  /// `AnyObject`, the only constraint a protocol may have.
  case anyObject
  /// A module name after `import`.
  case moduleName
  /// `case`, `default` or the closing `}` of a switch.
  case switchCase
}
