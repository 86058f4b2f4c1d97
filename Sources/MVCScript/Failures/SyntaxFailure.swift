/// Why a text cannot be read as statements (the ``Lexer`` and the ``Parser``).
public enum SyntaxFailure: Error, Equatable, Sendable {
  /// The parser expected one thing and found another.
  case expected(Expectation, found: TokenDescription)
  /// A character the language does not use.
  case unexpectedCharacter(Character)
  /// The text is not valid UTF-8 (the front end replaced the bad bytes with U+FFFD).
  case invalidUTF8
  /// A string without its closing quote on the same line.
  case unterminatedString
  /// A block comment without its closing `*/`.
  case unterminatedComment
  /// An escape the language does not know, as written (`\q`, `\u{zz}`).
  case badEscape(String)
  /// A number too large for its type, as written (at most 40 characters of it).
  case numberTooLarge(String)
  /// Brackets and blocks nested deeper than `limit`.
  case tooDeeplyNested(limit: Int)
  /// More than `limit` members and calls in one chain (`a.b.c.d…`).
  case chainTooLong(limit: Int)
  /// `f() = 1`: only a name or a property can be assigned to.
  case notAssignable
  /// `class Name { … }` without `: Superclass`.
  case classNeedsSuperclass(String)
  /// `var name` with neither a type nor an initial value.
  case propertyNeedsTypeOrValue(String)
  /// `var full { … }`: a computed property needs its type, and no initial value or `weak`.
  case computedPropertyNeedsType(String)
  /// `set` without `get`, `get` among observers, `didSet` twice… (the accessor as written).
  case misplacedAccessor(String)
  /// A statement left open (a bracket, brace or parenthesis) when the input ended.
  case unfinishedStatement
  /// Swift the sandbox does not have: `struct`, `enum`, generics…; the message says what to
  /// write instead.
  case unsupported(UnsupportedFeature)
  /// `import Combine`: only UIKit and Foundation are there.
  case unknownModule(String)
  /// `break` or `continue` (as written) outside a loop.
  case outsideLoop(String)
  /// A `guard` whose `else` does not end with `return`, `break` or `continue`.
  case guardMustExit
  /// A `case` with no statement.
  case emptyCase
  /// `super` other than as the base of a call or member (`super.viewDidLoad()`).
  case superOutsideCall
  /// A string inside an interpolation that itself interpolates.
  case nestedInterpolation
  /// `"\(name"`: an interpolation without its closing parenthesis.
  case unterminatedInterpolation

  /// How a character is shown in a message: itself, or `U+0007` for a control character.
  public static func spelling(of character: Character) -> String {
    let scalars = character.unicodeScalars
    if let s = scalars.first, scalars.count == 1,
      s.value < 0x20 || s.value == 0x7F || (0x80..<0xA0).contains(s.value)
    {
      let hex = String(s.value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
    return String(character)
  }
}
