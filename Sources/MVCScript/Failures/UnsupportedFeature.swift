/// Swift a learner may type that the sandbox does not have. Each has a message saying so in
/// one sentence and what to write instead (`unsupported.<rawValue>` in the catalogs).
public enum UnsupportedFeature: String, Equatable, Sendable, CaseIterable {
  /// `enum Mood { var count = 0 }`: an enum stores nothing but its case.
  case enumStoredProperties
  /// `class Box<T>`, `func f<T>()`
  case generics
  /// `func greet()` at the prompt: functions are methods of a class here.
  case globalFunctions
  /// `typealias`
  case typeAliases
  /// `do`/`try`/`throw`, `func f() throws`
  case errorHandling
  /// `defer { … }`
  case deferStatements
  /// `async`/`await`, `Task { … }`
  case concurrency
  /// `(a, b)`, `for (i, x) in …`
  case tuples
  /// `override var title: String { … }`: only the read-only UIKit properties in
  /// `OverridableProperties` may be overridden.
  case propertyOverrides
  /// `override var shouldAutomaticallyForwardAppearanceMethods: Bool { flag }`: the getter
  /// must return a constant (the runtime reads it without running code).
  case propertyOverrideBody
  /// `static init()`, `static subscript`: static members other than properties and methods.
  case staticMembers
  /// `func f(x: Int = 1)`
  case defaultArguments
  /// `import SwiftUI`
  case swiftUI
}
