import MVCRuntime

/// Why statements that read well cannot run as written (the ``Interpreter``): names, types and
/// declarations. Refusals of the world itself are ``RuntimeFailure``s.
public enum InterpreterFailure: Error, Equatable, Sendable {
  // MARK: Names and values

  /// Nothing is called `name`.
  case unknownName(String, suggestion: String?)
  /// `let x = Contact`: a class is not a value.
  case typeIsNotAValue(String)
  /// `let x = ada.save()` when the call returns nothing.
  case noValue(String)
  /// `let window = …`: the sandbox uses the name.
  case nameTaken(String)
  /// `let x = 1; x = 2`: a constant cannot be assigned.
  case constantAssigned(String)
  /// `let items = [1]; items.append(2)`: a constant cannot be changed by a mutating method
  /// (the name, then the method).
  case constantMutated(String, String)
  /// `Int(ada)`: a conversion takes a number or text (the type, then what was given).
  case conversionNotPossible(String, found: ValueKind)
  /// `Int(1e300)`: the number does not fit (the type, then the value as written).
  case conversionOutOfRange(String, String)
  /// `return` outside a method.
  case returnOutsideMethod
  /// `self` outside a method.
  case selfOutsideMethod
  /// `if 1 { … }`: a condition must be a Bool.
  case conditionNotBool(found: ValueKind)

  // MARK: Members, calls and operators

  /// A member of nil.
  case nilObject
  /// A method call on a value that is not an object.
  case notAnObject(found: ValueKind)
  /// `"text".nmae`: a value of that kind has no such member.
  case noMember(String, found: ValueKind)
  /// `Contact.shared`: a class has no such static member.
  case unknownStaticMember(String, className: String)
  /// `(1)()`.
  case notCallable
  /// An integer result too large for an Int.
  case overflow
  /// An array nested more than `limit` arrays deep (`let a = [a]`, again and again).
  case valueTooDeep(limit: Int)
  /// `DispatchQueue.main.sync { … }`, `DispatchQueue.global().async { … }`: the sandbox has
  /// the main queue's `async` and `asyncAfter(deadline:execute:)` only.
  case unknownMainQueueCall
  /// `for (a, b) in [1, 2]`: an element that is not a pair of that many parts (the number of
  /// names, then what the element is).
  case cannotTakeApart(Int, found: ValueKind)
  /// `case sad = 3` in an enum of Strings, a raw value given twice, a raw value on an enum
  /// without a raw type, or a case with associated values in one with raw values (the case,
  /// then the enum).
  case enumRawValue(String, type: String)
  /// `.success()` for `case success(Int)`: the case, the number of values it carries, then
  /// the number given.
  case enumPayload(String, expected: Int, found: Int)
  /// `func bump() { count += 1 }` in a struct: a method that changes its struct is `mutating`
  /// (the property it tried to change).
  case selfImmutable(String)
  /// `sender as! UILabel` on a button: the value is not of the type (what it is, then the
  /// type as written).
  case castFailed(found: ValueKind, type: String)
  /// `-"text"`, `!1`.
  case operatorType(String, found: ValueKind)
  /// `"a" - 1`.
  case binaryOperatorTypes(String, ValueKind, ValueKind)

  // MARK: Declarations

  /// `class A: Window { }`: the class cannot be subclassed.
  case cannotSubclass(String)
  /// `extension Contact { var age = 0 }`: an extension adds no stored property.
  case storedPropertyInExtension(String)
  /// A class declares the property twice.
  case duplicateProperty(String, className: String)
  /// A class declares the method twice.
  case duplicateMethod(selector: String, className: String)
  /// A class adopts a protocol nobody declared.
  case unknownProtocol(String, suggestion: String?)
  /// A class adopts a protocol without implementing one of its requirements.
  case missingRequirement(className: String, protocolName: String, selector: String)
  /// A type nobody declared.
  case unknownType(String, suggestion: String?)
  /// `var items = []`: the type cannot be told from the value.
  case cannotInferType(String)
  /// `var owner: Contact` with no value to start with.
  case propertyNeedsDefault(String, type: ValueType)
  /// `weak var delegate: Contact`: a weak property must hold an optional object.
  case weakNeedsOptionalObject(String)
  /// `func viewDidLoad()` in a subclass without `override`.
  case missingOverride(selector: String, superclass: String)
  /// `override func viewDidLod()`: nothing inherited has that selector.
  case overridesNothing(selector: String, superclass: String, suggestion: String?)

  // MARK: Control flow and values

  /// `for x in 5`: only arrays, ranges and strings can be looped over.
  case notASequence(found: ValueKind)
  /// `5...1`: a range's lower end must not be above its upper end.
  case invalidRange(Int, Int)
  /// A switch none of whose cases matched, and which has no `default`.
  case noMatchingCase(found: ValueKind)
  /// `items[5]` of an array of `count` elements.
  case indexOutOfRange(Int, count: Int)
  /// `5[0]`: only arrays can be subscripted.
  case notSubscriptable(found: ValueKind)
  /// `x / 0`, `x % 0`.
  case divisionByZero
  /// `fatalError("…")` or `preconditionFailure("…")` ran: Swift stops the program there.
  case fatalError(String)
  /// `[].removeLast()` (as written).
  case emptyCollection(String)
  /// `"a".shout()`, `[1].push(2)`: strings and arrays have no such method.
  case noValueMethod(String, found: ValueKind, suggestion: String?)
  /// `super.f()` outside a method.
  case superOutsideMethod
  /// An `unowned` capture (as written) of an object that has been freed: Swift stops there.
  case unownedReferenceFreed(String)
  /// Calls, blocks and expressions nested so deep that the stack would run out (a method
  /// calling itself from inside loops, most likely).
  case nestedTooDeep

  /// A close known name ("did you mean …?"), for the cases that look a name up.
  public var suggestion: String? {
    switch self {
    case .unknownName(_, let s), .unknownProtocol(_, let s), .unknownType(_, let s),
      .overridesNothing(_, _, let s), .noValueMethod(_, _, let s):
      return s
    default: return nil
    }
  }
}
