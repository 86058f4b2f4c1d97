import Foundation
import MVCLocalization
import MVCRuntime
import MVCScript
import Testing

@testable import MVCShell

/// Every case of every failure type reads in every language: no raw key, no fallback marker, and
/// no word of another language — the words are made at the edge, from the catalogs.
@Suite struct FailureTextTests {
  /// Latin words a Chinese message may keep besides the code it quotes: Swift's keywords and
  /// literals as the messages write them, type and class names of one word (code that no camel
  /// hump marks as code), and the unit of screen sizes.
  static let codeWords: Set<String> =
    Set(Keyword.allCases.map(\.rawValue)).union([
      "class", "let", "var", "func", "protocol", "weak", "self", "return", "nil", "true", "false",
      "Model", "View", "Controller", "Switch", "String", "Int", "Double", "Bool", "Array", "Void",
      "Dictionary",
      "pt", "Contact",
      // Swift words the sandbox names when it says what it does not have, and the frameworks.
      "typealias", "throws", "try", "do", "catch", "defer", "async", "await", "Task", "init",
      "deinit", "static", "tuple", "count", "unowned", "alpha", "Swift", "Cocoa", "UIKit",
      "Foundation",
      "SwiftUI",
      // Swift's cast and accessor words.
      "as", "is", "get", "set", "willSet", "didSet", "mutating",
    ])

  static func text(_ language: Language) -> FailureText {
    FailureText(localizer: Localizer.embedded(language: language), name: FailureSamples.name)
  }

  @Test func everyCaseHasASampleOfThatCase() {
    for kind in RuntimeFailure.Kind.allCases {
      let samples = FailureSamples.runtime(kind)
      #expect(!samples.isEmpty && samples.allSatisfy { $0.kind == kind }, "\(kind)")
    }
    for kind in InterpreterFailure.Kind.allCases {
      let samples = FailureSamples.interpreter(kind)
      #expect(!samples.isEmpty && samples.allSatisfy { $0.kind == kind }, "\(kind)")
    }
    for kind in SyntaxFailure.Kind.allCases {
      let samples = FailureSamples.syntax(kind)
      #expect(!samples.isEmpty && samples.allSatisfy { $0.kind == kind }, "\(kind)")
    }
    for kind in Expectation.Kind.allCases {
      let samples = FailureSamples.expectations(kind)
      #expect(!samples.isEmpty && samples.allSatisfy { $0.kind == kind }, "\(kind)")
    }
    for kind in TokenDescription.Kind.allCases {
      let samples = FailureSamples.tokens(kind)
      #expect(!samples.isEmpty && samples.allSatisfy { $0.kind == kind }, "\(kind)")
    }
    for kind in ValueKind.Kind.allCases {
      let samples = FailureSamples.valueKinds(kind)
      #expect(!samples.isEmpty && samples.allSatisfy { $0.kind == kind }, "\(kind)")
    }
    let reasons = Set(FailureSamples.all.map { FailureSamples.reasonName($0).prefix { $0 != "." } })
    #expect(reasons == ["syntax", "interpreter", "runtime"])
  }

  @Test(arguments: Language.allCases)
  func everyFailureReadsInTheLanguage(_ language: Language) {
    let text = Self.text(language)
    for failure in FailureSamples.all {
      let label = "\(language.rawValue) \(FailureSamples.reasonName(failure)): \(failure)"
      let message = text.messageWithSuggestion(failure)
      #expect(!message.isEmpty, "\(label)")
      #expect(!message.contains("‹"), "\(label): \(message)")
      #expect(message.firstMatch(of: Self.catalogKey) == nil, "\(label): \(message)")
      #expect(!message.contains("%"), "\(label): \(message)")
      if language == .en {
        #expect(!message.unicodeScalars.contains(where: Self.isCJK), "\(label): \(message)")
      } else {
        let words = Self.foreignWords(in: message, values: Self.codeValues(of: failure))
        #expect(words.isEmpty, "\(label): \(words) in \(message)")
      }
    }
  }

  /// The diagnostic a learner reads: the same words, a caret, and the suggestion.
  @Test(arguments: Language.allCases)
  func diagnosticsUseTheWords(_ language: Language) {
    let text = Self.text(language)
    let failure = ScriptFailure.syntax(
      .expected(.className, found: .endOfInput),
      at: SourceRange(start: SourceLocation(line: 1, column: 7), length: 1))
    let out = DiagnosticRenderer.render(failure, source: "class ", text: text, showLine: false)
      .plain
    #expect(out.contains(text.message(failure)))
    #expect(out.contains("^"))
    if language != .en {
      #expect(Self.foreignWords(in: out, values: ["class"]).isEmpty, "\(out)")
    }
  }

  /// A device held sideways is named in the reader's words; its model is a product name.
  @Test(arguments: Language.allCases)
  func devicesAreNamedInTheLanguage(_ language: Language) {
    let localizer = Localizer.embedded(language: language)
    for device in Device.presets {
      let model = DeviceText.model(device, localizer: localizer)
      #expect(model.contains(device.model))
      #expect(!model.contains("‹"), "\(model)")
      if language == .en {
        #expect(!model.unicodeScalars.contains(where: Self.isCJK), "\(model)")
      } else {
        #expect(Self.foreignWords(in: model, values: [device.model]).isEmpty, "\(model)")
      }
    }
    #expect(DeviceText.model(.ipad, localizer: localizer) != "iPad")
  }

  // MARK: Checking words

  /// A catalog key left in a message (`error.unknownName`, `syntax.found.endOfLine`).
  static var catalogKey: Regex<(Substring, Substring)> {
    #/(error|syntax|value|device|diag)\.[A-Za-z]/#
  }

  static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3000...0x303F, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xFF00...0xFFEF: return true
    default: return false
    }
  }

  /// The code a sample carries, as a message shows it: names, selectors, class names, numbers,
  /// characters and the names of the objects it mentions.
  static func codeValues(of value: Any) -> [String] {
    var values: [String] = []
    var pending: [Any] = [value]
    while let next = pending.popLast() {
      switch next {
      case let string as String: values.append(string)
      case let int as Int: values.append(String(int))
      case let double as Double:
        values += [String(double), Self.text(.en).number(double)]
      case let character as Character: values.append(SyntaxFailure.spelling(of: character))
      case let id as ObjectID: values.append(FailureSamples.name(id))
      case let type as ValueType: values.append(type.description)
      default: pending += Mirror(reflecting: next).children.map(\.value)
      }
    }
    return values
  }

  /// The Latin-letter words of a Chinese message that are not code: what is left after the
  /// sample's own values, backticked code, array and string literals and identifier-shaped
  /// tokens are taken out, minus the short list of ``codeWords``.
  static func foreignWords(in message: String, values: [String]) -> [String] {
    var text = message
    for value in values.filter({ !$0.isEmpty }).sorted(by: { $0.count > $1.count }) {
      // A value becomes `_`, so that code around it keeps its shape: `select(_, row: 0)`.
      text = text.replacingOccurrences(of: value, with: "_")
    }
    text = text.replacing(#/`[^`]*`/#, with: " ")
    // Array and string literals: `[top, left, bottom, right]`, `"Ada"`.
    text = text.replacing(#/\[[ -~]*?\]|"[^"]*"/#, with: " ")
    var words: [String] = []
    for piece in text.split(whereSeparator: { !$0.isASCII || $0 == " " || $0 == "\n" }) {
      // Punctuation around a word is not code: `(landscape)` is a word in brackets.
      var token = Substring(piece)
      while let first = token.first, "([{'\"".contains(first) { token.removeFirst() }
      while let last = token.last, ")]}'\",;.?!".contains(last) { token.removeLast() }
      // Identifier-shaped or punctuated code: `pushViewController(_:animated:)`, `.fullScreen`,
      // `:device`, `UTF-8`, `TextField`, `iPad`.
      if token.contains(where: { ".():_#=/\\[]{}<>!?@+-*&|$".contains($0) || $0.isNumber }) {
        continue
      }
      if token.firstMatch(of: #/[a-z][A-Z]|[A-Z]{2}/#) != nil { continue }
      for word in token.split(whereSeparator: { !$0.isLetter })
      where !codeWords.contains(String(word)) {
        words.append(String(word))
      }
    }
    return words
  }
}
