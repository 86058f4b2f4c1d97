/// An expression, with the source range it came from.
public indirect enum Expression: Equatable, Sendable {
  case literal(LiteralValue, SourceRange)
  case array([Expression], SourceRange)
  /// `.fullScreen`
  case enumCase(String, SourceRange)
  /// `#selector(save)` — kept as the selector's text.
  case selector(String, SourceRange)
  case name(String, SourceRange)
  case selfReference(SourceRange)
  /// `base.member`
  case member(Expression, String, SourceRange)
  /// `callee(label: argument, …)`
  case call(Expression, [Argument], SourceRange)
  /// `a + b - c`, `a == b`: the first operand and every operator with the operand after it,
  /// applied left to right. Flat, so a sum of thirty thousand terms is one node (no recursion
  /// to evaluate, compare or free it). The range is the first operator's.
  case binary(Expression, [OperatorLink], SourceRange)
  /// `!operand`, `-operand`
  case unary(String, Expression, SourceRange)
  /// `"Hello, \\(name)!"`: the text and the expressions between, in order.
  case interpolation([InterpolationPart], SourceRange)
  /// `condition ? then : otherwise`
  case ternary(Expression, Expression, Expression, SourceRange)
  /// `base[index]`
  case subscripted(Expression, Expression, SourceRange)
  /// `counts[word, default: 0]`: a dictionary's value for a key, or the default when it has
  /// none (assigning through it adds the entry).
  case subscriptedWithDefault(Expression, Expression, Expression, SourceRange)
  /// `super`, only as the base of a call in a method: `super.viewDidLoad()`.
  case superReference(SourceRange)
  /// `{ contact in contact.name }`, `{ [weak self] in … }`, `{ $0 * 2 }`
  case closure(ClosureExpression, SourceRange)
  /// `["Ada": 36, "Grace": 85]`, `[:]`
  case dictionary([DictionaryEntrySyntax], SourceRange)
  /// `base?` before `.member`, a call or a subscript: when it is nil, so is the rest of the
  /// chain (`delegate?.editorDidSave(self)` does nothing when there is no delegate).
  case optionalChain(Expression, SourceRange)
  /// `value as? Type`, `value as! Type`, `value as Type`, `value is Type`; the range is the
  /// `as` or `is`.
  case cast(Expression, CastKind, TypeSyntax, SourceRange)
  /// `case .success(let value):` in a switch: an enum's case and the names its associated
  /// values are bound to (nil for `_`). Only a switch pattern reads it.
  case casePattern(String, [String?], SourceRange)

  /// Where the expression is in the source.
  public var range: SourceRange {
    switch self {
    case .literal(_, let r), .array(_, let r), .enumCase(_, let r), .selector(_, let r),
      .name(_, let r), .selfReference(let r), .member(_, _, let r), .call(_, _, let r),
      .binary(_, _, let r), .unary(_, _, let r), .interpolation(_, let r),
      .ternary(_, _, _, let r), .subscripted(_, _, let r), .superReference(let r),
      .subscriptedWithDefault(_, _, _, let r),
      .closure(_, let r), .optionalChain(_, let r), .dictionary(_, let r), .cast(_, _, _, let r),
      .casePattern(_, _, let r):
      return r
    }
  }
}

/// What a cast asks of its value.
public enum CastKind: String, Equatable, Sendable {
  /// `as?`: the value as that type, or nil when it is not one.
  case conditional = "as?"
  /// `as!`: the value as that type; a runtime error when it is not one.
  case forced = "as!"
  /// `as`: a value already of that type (an upcast, or a literal given its type).
  case upcast = "as"
  /// `is`: whether the value is of that type.
  case test = "is"
}

/// A closure expression: its parameters, capture list and body.
public struct ClosureExpression: Equatable, Sendable {
  /// The parameter names in order (`_` for one it ignores); `$0`, `$1`… when it uses those.
  public var parameters: [String]
  /// `[weak self, unowned editor]`: how it holds the names listed.
  public var captureList: [CaptureItem]
  public var body: [Statement]

  public init(parameters: [String], captureList: [CaptureItem], body: [Statement]) {
    self.parameters = parameters
    self.captureList = captureList
    self.body = body
  }
}

/// One entry of a capture list.
public struct CaptureItem: Equatable, Sendable {
  public enum Strength: String, Equatable, Sendable {
    case strong, weak, unowned
  }
  public var name: String
  public var strength: Strength
}

/// One entry of a dictionary literal.
public struct DictionaryEntrySyntax: Equatable, Sendable {
  public var key: Expression
  public var value: Expression
}

/// One piece of an interpolated string.
public enum InterpolationPart: Equatable, Sendable {
  case text(String)
  case expression(Expression)
}

/// A literal written in the source.
public enum LiteralValue: Equatable, Sendable {
  case string(String)
  case integer(Int)
  case double(Double)
  case bool(Bool)
  case null
}

/// One operator of a chain and the operand after it.
public struct OperatorLink: Equatable, Sendable {
  /// `+`, `-`, `==` or `!=`.
  public var op: String
  public var operand: Expression
  /// Where the operator is written.
  public var range: SourceRange
}

/// A call argument: its label (nil when unlabelled) and value.
public struct Argument: Equatable, Sendable {
  public var label: String?
  public var value: Expression
  /// Written after the parentheses (`present(editor, animated: true) { … }`): it fills the
  /// last closure parameter, whatever its label.
  public var isTrailingClosure: Bool

  public init(label: String?, value: Expression, isTrailingClosure: Bool = false) {
    self.label = label
    self.value = value
    self.isTrailingClosure = isTrailingClosure
  }
}

/// A statement.
public indirect enum Statement: Equatable, Sendable {
  case expression(Expression)
  /// `let name = value` / `var name = value`
  case binding(name: String, value: Expression, range: SourceRange, isConstant: Bool = true)
  /// `target = value`
  case assignment(target: Expression, value: Expression, range: SourceRange)
  case classDeclaration(ClassDeclaration)
  case protocolDeclaration(ProtocolDeclaration)
  /// `extension Contact: Describable { … }`
  case extensionDeclaration(ExtensionDeclaration)
  /// `enum Mood: String { case happy, sad … }`
  case enumDeclaration(EnumDeclaration)
  /// `struct Contact { var name: String }`
  case structDeclaration(StructDeclaration)
  case returnStatement(Expression?, SourceRange)
  /// `if c { … } else if d { … } else { … }`: the branches in order, then what runs when no
  /// condition holds. Flat, so fifteen thousand `else if`s are one statement.
  case ifStatement(branches: [ConditionalBranch], otherwise: [Statement])
  /// `guard let x = y, c else { return }`: the names it binds stay bound after it.
  case guardStatement(conditions: [Condition], otherwise: [Statement], range: SourceRange)
  /// `for name in sequence { … }` (`_` as the name ignores each element); `for (i, name) in
  /// names.enumerated()` takes each element apart into the names of `tuple` (then `name` is
  /// the first of them).
  case forIn(
    name: String, sequence: Expression, body: [Statement], range: SourceRange,
    tuple: [String] = [])
  /// `while c { … }`
  case whileLoop(condition: Expression, body: [Statement], range: SourceRange)
  /// `repeat { … } while c`
  case repeatWhile(body: [Statement], condition: Expression, range: SourceRange)
  case breakStatement(SourceRange)
  case continueStatement(SourceRange)
  /// `switch value { case .a, .b: … default: … }`
  case switchStatement(subject: Expression, cases: [SwitchCase], range: SourceRange)
  /// `import UIKit`: accepted, and does nothing (every class is already there).
  case importDeclaration(String, SourceRange)
}

/// One `if` (or `else if`) of an if statement: its conditions and what it runs.
public struct ConditionalBranch: Equatable, Sendable {
  /// All must hold, in order: `if let contact = selected, contact.name != ""`.
  public var conditions: [Condition]
  public var body: [Statement]
  /// Where its `if` is written.
  public var range: SourceRange
}

/// A clause of an `if`, `guard` or `while`.
public enum Condition: Equatable, Sendable {
  /// A Boolean expression.
  case boolean(Expression)
  /// `let name = value`: holds when the value is not nil, and binds it.
  case optionalBinding(name: String, value: Expression, range: SourceRange)
}

/// One `case` of a switch (or its `default`, with no patterns).
public struct SwitchCase: Equatable, Sendable {
  /// The values it matches: `.saved`, `1`, `"a"`, `1...5`. Empty for `default` and for a
  /// binding.
  public var patterns: [Expression]
  /// `case let n`: the name the value is bound to (the case matches every value).
  public var binding: String?
  /// `where n > 3`: what must also hold, with the binding in force.
  public var condition: Expression?
  public var body: [Statement]
  public var range: SourceRange
}

/// `class Contact: Model { var name = "Ada"; func save() { … } }`
public struct ClassDeclaration: Equatable, Sendable {
  public var name: String
  public var superclass: String
  public var protocols: [String]
  public var properties: [PropertyDeclaration]
  public var methods: [MethodDeclaration]
  public var range: SourceRange
  /// `override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }`.
  public var propertyOverrides: [PropertyOverrideDeclaration] = []
}

/// `enum Mood: String, CaseIterable { case happy, sad = "blue"; var emoji: String { … } }`
public struct EnumDeclaration: Equatable, Sendable {
  public var name: String
  /// After the colon: a raw value type and protocols, as written.
  public var inherited: [String]
  public var cases: [EnumCaseDeclaration]
  /// Computed and static properties (an enum stores nothing else).
  public var properties: [PropertyDeclaration]
  public var methods: [MethodDeclaration]
  public var range: SourceRange
}

/// `struct Contact: Equatable { var name: String; mutating func rename(…) { … } }`
public struct StructDeclaration: Equatable, Sendable {
  public var name: String
  public var protocols: [String]
  public var properties: [PropertyDeclaration]
  public var methods: [MethodDeclaration]
  public var range: SourceRange
}

/// One case of an enum declaration: `case happy = "😀"`, `case failure(message: String)`.
public struct EnumCaseDeclaration: Equatable, Sendable {
  public var name: String
  /// `= "😀"`: the raw value written, if any.
  public var rawValue: Expression?
  /// The labels of its associated values (nil where unlabelled); empty for none.
  public var payloadLabels: [String?]
  public var range: SourceRange
}

/// `extension ListController: UITableViewDataSource { … }`: members added to a class declared
/// before (or, for a protocol, default methods), and protocols the class now adopts.
public struct ExtensionDeclaration: Equatable, Sendable {
  /// The type extended, as written (`ListController`, `Notification.Name`).
  public var name: String
  public var protocols: [String]
  /// Only computed properties: Swift's extensions cannot add stored ones.
  public var properties: [PropertyDeclaration]
  public var methods: [MethodDeclaration]
  public var range: SourceRange
}

/// `override var name: Type { body }`: a read-only computed property that overrides one of
/// UIKit's (the interpreter checks which, and that the body returns a constant).
public struct PropertyOverrideDeclaration: Equatable, Sendable {
  public var name: String
  public var type: TypeSyntax
  public var body: [Statement]
  public var range: SourceRange
}

/// `var name: String = "Ada"`, `weak var delegate: EditorDelegate?`
public struct PropertyDeclaration: Equatable, Sendable {
  public var name: String
  /// The type written after the colon, if any.
  public var type: TypeSyntax?
  public var initialValue: Expression?
  public var isWeak: Bool
  public var range: SourceRange
  /// `{ get … set … }` of a computed property, or `{ willSet … didSet … }` of a stored one.
  public var accessors: PropertyAccessors?
  /// `static let shared = Store()`: a property of the class itself, not of each instance.
  public var isStatic = false
  /// Declared with `let`.
  public var isConstant = false
}

/// The code a property declaration runs: a computed property's getter (and setter), or the
/// observers of a stored property.
public struct PropertyAccessors: Equatable, Sendable {
  /// `var full: String { first + " " + last }`: what a read runs.
  public var getter: AccessorBody?
  /// `set { … }` (its value is `newValue`, or the name written in parentheses).
  public var setter: AccessorBody?
  /// `willSet { … }`: runs before a new value is stored (`newValue`).
  public var willSet: AccessorBody?
  /// `didSet { … }`: runs after it is stored (`oldValue`).
  public var didSet: AccessorBody?

  public init(
    getter: AccessorBody? = nil, setter: AccessorBody? = nil, willSet: AccessorBody? = nil,
    didSet: AccessorBody? = nil
  ) {
    self.getter = getter
    self.setter = setter
    self.willSet = willSet
    self.didSet = didSet
  }
}

/// One accessor's body and the name its value is bound to (none for a getter).
public struct AccessorBody: Equatable, Sendable {
  public var parameter: String?
  public var body: [Statement]
  public var range: SourceRange

  public init(parameter: String?, body: [Statement], range: SourceRange) {
    self.parameter = parameter
    self.body = body
    self.range = range
  }
}

/// `func tableView(_ tableView: ListView, didSelectRowAt row: Int) { … }`
public struct MethodDeclaration: Equatable, Sendable {
  /// The Swift selector: `listView(_:didSelectRowAt:)`.
  public var selector: String
  public var parameterNames: [String]
  public var body: [Statement]
  public var range: SourceRange
  /// Written with `override`.
  public var isOverride: Bool
  /// Declares a result (`-> Int`): a body of one expression then returns it.
  public var returnsValue = false
  /// `static func make() -> Contact`: a method of the class itself.
  public var isStatic = false
  /// `mutating func rename(…)`: a struct's method that may change `self`.
  public var isMutating = false

  public init(
    selector: String, parameterNames: [String], body: [Statement], range: SourceRange,
    isOverride: Bool = false
  ) {
    self.selector = selector
    self.parameterNames = parameterNames
    self.body = body
    self.range = range
    self.isOverride = isOverride
  }
}

/// `protocol EditorDelegate: AnyObject { func editorDidSave(_ editor: Editor) }`
public struct ProtocolDeclaration: Equatable, Sendable {
  public var name: String
  /// The selectors of the methods an adopting class must have.
  public var requirements: [String]
  public var range: SourceRange
  /// `var title: String { get }`: the properties an adopting class must have.
  public var properties: [String] = []
}

/// A type as written in a declaration — `String`, `[Contact]`, `Contact?`, `[Contact?]?` — kept
/// as syntax: a name and the layers wrapped around it, innermost first. Flat, so a type nested
/// ten thousand deep costs no recursion to compare, copy or free.
public struct TypeSyntax: Equatable, Sendable {
  /// One layer around the name.
  public enum Layer: Equatable, Sendable {
    /// `[…]`
    case array
    /// `…?` (or `…!`)
    case optional
    /// `[… : Value]`: what is inside so far is the key type.
    indirect case dictionary(value: TypeSyntax)
  }

  /// The named type at the centre: `Contact` in `[Contact]?`.
  public var name: String
  /// Where the name is written.
  public var nameRange: SourceRange
  /// The layers around it, innermost first: `[Contact]?` is `[.array, .optional]`.
  public var layers: [Layer]
  /// A closure's type, such as `(String) -> Void`, whose spelling is ``name``.
  public var isFunction: Bool

  public init(name: String, nameRange: SourceRange, layers: [Layer] = [], isFunction: Bool = false)
  {
    self.name = name
    self.nameRange = nameRange
    self.layers = layers
    self.isFunction = isFunction
  }

  /// The type as Swift writes it.
  public var spelling: String {
    var text = isFunction && !layers.isEmpty ? "(" + name + ")" : name
    for layer in layers {
      switch layer {
      case .array: text = "[" + text + "]"
      case .optional: text += "?"
      case .dictionary(let value): text = "[" + text + ": " + value.spelling + "]"
      }
    }
    return text
  }
}
