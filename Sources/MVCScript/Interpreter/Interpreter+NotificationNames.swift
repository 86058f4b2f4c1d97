import MVCRuntime

/// `Notification.Name("ContactSaved")`, `extension Notification.Name { static let saved = … }`
/// and `.saved` where a name is passed: the sandbox's notification names are strings, and a
/// name declared in such an extension is kept as `Notification.Name.saved` among the world's
/// names.
extension Interpreter {
  /// The two spellings of the type.
  static let notificationNameTypes: Set<String> = ["Notification.Name", "NSNotification.Name"]

  /// Whether an expression is `Notification.Name` (or `NSNotification.Name`).
  static func isNotificationNameType(_ expression: Expression) -> Bool {
    guard case .member(.name(let base, _), "Name", _) = expression else { return false }
    return base == "Notification" || base == "NSNotification"
  }

  /// Where a declared name is kept.
  static func notificationNameStorage(_ name: String) -> String { "Notification.Name." + name }

  /// `Notification.Name("Saved")` or `Notification.Name(rawValue: "Saved")`: the name itself.
  func notificationName(_ arguments: [Argument], at range: SourceRange, _ tx: inout Transaction)
    throws -> Value
  {
    guard arguments.count == 1, arguments[0].label == nil || arguments[0].label == "rawValue",
      case .string(let name) = try evaluate(arguments[0].value, &tx)
    else {
      throw ScriptFailure.interpreter(
        .conversionNotPossible("Notification.Name", found: .void), at: range)
    }
    return .string(name)
  }

  /// `extension Notification.Name { static let saved = Notification.Name("Saved") }`: each
  /// name is worked out now and kept.
  func extendNotificationName(_ declaration: ExtensionDeclaration, _ tx: inout Transaction) throws {
    if let method = declaration.methods.first {
      throw ScriptFailure.interpreter(
        .duplicateMethod(selector: method.selector, className: declaration.name), at: method.range)
    }
    for property in declaration.properties {
      guard property.isStatic, let value = property.initialValue else {
        throw ScriptFailure.interpreter(
          .storedPropertyInExtension(property.name), at: property.range)
      }
      let name = try evaluate(value, &tx)
      guard case .string = name else {
        throw ScriptFailure.interpreter(
          .conversionNotPossible("Notification.Name", found: reader.valueKind(of: name)),
          at: property.range)
      }
      tx.bind(name: Self.notificationNameStorage(property.name), to: name, isConstant: true)
    }
  }
}
