import MVCRuntime

/// A learner's class named like one of the sandbox's short names for UIKit's classes (the Xcode
/// template's `class ViewController: UIViewController`). Swift lets the app's own class take
/// any name UIKit does not use; here `ViewController` is also the sandbox's name for
/// `UIViewController`, so the learner's class is kept as `App.ViewController` (the name Swift
/// gives it with its module) and, from its declaration on, every statement that says
/// `ViewController` means it. UIKit's class is still there as `UIViewController`.
public enum ClassShadowing {
  /// The names the learner's classes shadow in a world, by the name written.
  static func shadowedNames(in reader: WorldReader) -> Set<String> {
    Set(reader.classes.keys.compactMap(AppClassName.written))
  }

  /// Whether declaring a class of this name shadows one of the sandbox's short names (and not
  /// a name UIKit itself uses, such as `UILabel`, which Swift would not let the app reuse).
  static func shadows(_ name: String, in reader: WorldReader) -> Bool {
    guard let existing = reader.classes[name], !existing.isUserDeclared else { return false }
    return UIKitNames.classes[name] == nil
  }

  /// UIKit's name for a short name (`UIViewController` for `ViewController`).
  public static func uikitName(of shortName: String) -> String {
    UIKitNames.classes.first { $0.value == shortName }?.key ?? shortName
  }

  /// The statement with every mention of a shadowed class name (as a name, a type, a
  /// superclass, an extended class or a selector's class) replaced by the class's kept name.
  static func renaming(_ statement: Statement, _ names: Set<String>) -> Statement {
    var renamer = Renamer(names: names)
    return renamer.statement(statement)
  }

  /// Walks a statement. Its depth is bounded by the parser's nesting limit.
  private struct Renamer {
    let names: Set<String>

    func name(_ name: String) -> String {
      names.contains(name) ? AppClassName.kept(name) : name
    }

    func type(_ type: TypeSyntax) -> TypeSyntax {
      var renamed = type
      renamed.name = name(type.name)
      renamed.layers = type.layers.map { layer in
        if case .dictionary(let value) = layer { return .dictionary(value: self.type(value)) }
        return layer
      }
      return renamed
    }

    mutating func statements(_ list: [Statement]) -> [Statement] { list.map { statement($0) } }

    mutating func statement(_ statement: Statement) -> Statement {
      switch statement {
      case .expression(let e): return .expression(expression(e))
      case .binding(let name, let value, let range, let isConstant):
        return .binding(name: name, value: expression(value), range: range, isConstant: isConstant)
      case .assignment(let target, let value, let range):
        return .assignment(target: expression(target), value: expression(value), range: range)
      case .classDeclaration(let declaration):
        return .classDeclaration(classDeclaration(declaration))
      case .extensionDeclaration(var declaration):
        declaration.name = name(declaration.name)
        declaration.properties = declaration.properties.map { property($0) }
        declaration.methods = declaration.methods.map { method($0) }
        return .extensionDeclaration(declaration)
      case .protocolDeclaration, .enumDeclaration, .structDeclaration, .breakStatement,
        .continueStatement, .importDeclaration:
        return statement
      case .returnStatement(let value, let range):
        return .returnStatement(value.map { expression($0) }, range)
      case .ifStatement(let branches, let otherwise):
        let renamed = branches.map { branch in
          var copy = branch
          copy.conditions = branch.conditions.map { condition($0) }
          copy.body = statements(branch.body)
          return copy
        }
        return .ifStatement(branches: renamed, otherwise: statements(otherwise))
      case .guardStatement(let conditions, let otherwise, let range):
        return .guardStatement(
          conditions: conditions.map { condition($0) }, otherwise: statements(otherwise),
          range: range)
      case .forIn(let name, let sequence, let body, let range, let tuple):
        return .forIn(
          name: name, sequence: expression(sequence), body: statements(body), range: range,
          tuple: tuple)
      case .whileLoop(let condition, let body, let range):
        return .whileLoop(condition: expression(condition), body: statements(body), range: range)
      case .repeatWhile(let body, let condition, let range):
        return .repeatWhile(body: statements(body), condition: expression(condition), range: range)
      case .switchStatement(let subject, let cases, let range):
        let renamed = cases.map { item in
          var copy = item
          copy.patterns = item.patterns.map { expression($0) }
          copy.condition = item.condition.map { expression($0) }
          copy.body = statements(item.body)
          return copy
        }
        return .switchStatement(subject: expression(subject), cases: renamed, range: range)
      }
    }

    mutating func condition(_ condition: Condition) -> Condition {
      switch condition {
      case .boolean(let e): return .boolean(expression(e))
      case .optionalBinding(let name, let value, let range):
        return .optionalBinding(name: name, value: expression(value), range: range)
      }
    }

    mutating func classDeclaration(_ declaration: ClassDeclaration) -> ClassDeclaration {
      var copy = declaration
      copy.name = name(declaration.name)
      copy.superclass = name(declaration.superclass)
      copy.properties = declaration.properties.map { property($0) }
      copy.methods = declaration.methods.map { method($0) }
      copy.propertyOverrides = declaration.propertyOverrides.map { item in
        var renamed = item
        renamed.body = statements(item.body)
        return renamed
      }
      return copy
    }

    mutating func property(_ property: PropertyDeclaration) -> PropertyDeclaration {
      var copy = property
      copy.type = property.type.map { type($0) }
      copy.initialValue = property.initialValue.map { expression($0) }
      if var accessors = property.accessors {
        for path in [\PropertyAccessors.getter, \.setter, \.willSet, \.didSet] {
          if var body = accessors[keyPath: path] {
            body.body = statements(body.body)
            accessors[keyPath: path] = body
          }
        }
        copy.accessors = accessors
      }
      return copy
    }

    mutating func method(_ method: MethodDeclaration) -> MethodDeclaration {
      var copy = method
      copy.body = statements(method.body)
      return copy
    }

    mutating func expression(_ expression: Expression) -> Expression {
      switch expression {
      case .literal, .enumCase, .selfReference, .superReference, .casePattern: return expression
      case .selector(let text, let range):
        // `#selector(ViewController.save)`: the class before the dot.
        guard let dot = text.firstIndex(of: "."), names.contains(String(text[..<dot])) else {
          return expression
        }
        return .selector(AppClassName.modulePrefix + text, range)
      case .name(let written, let range): return .name(name(written), range)
      case .array(let items, let range): return .array(items.map { self.expression($0) }, range)
      case .member(let base, let member, let range):
        return .member(self.expression(base), member, range)
      case .call(let callee, let arguments, let range):
        let renamed = arguments.map { argument in
          var copy = argument
          copy.value = self.expression(argument.value)
          return copy
        }
        return .call(self.expression(callee), renamed, range)
      case .binary(let first, let links, let range):
        let renamed = links.map { link in
          var copy = link
          copy.operand = self.expression(link.operand)
          return copy
        }
        return .binary(self.expression(first), renamed, range)
      case .unary(let op, let operand, let range):
        return .unary(op, self.expression(operand), range)
      case .interpolation(let parts, let range):
        return .interpolation(
          parts.map { part in
            if case .expression(let inner) = part { return .expression(self.expression(inner)) }
            return part
          }, range)
      case .ternary(let condition, let then, let otherwise, let range):
        return .ternary(
          self.expression(condition), self.expression(then), self.expression(otherwise), range)
      case .subscriptedWithDefault(let base, let index, let fallback, let range):
        return .subscriptedWithDefault(
          self.expression(base), self.expression(index), self.expression(fallback), range)
      case .subscripted(let base, let index, let range):
        return .subscripted(self.expression(base), self.expression(index), range)
      case .closure(let closure, let range):
        var copy = closure
        copy.body = statements(closure.body)
        return .closure(copy, range)
      case .dictionary(let entries, let range):
        return .dictionary(
          entries.map {
            DictionaryEntrySyntax(key: self.expression($0.key), value: self.expression($0.value))
          },
          range)
      case .optionalChain(let base, let range): return .optionalChain(self.expression(base), range)
      case .cast(let operand, let kind, let written, let range):
        return .cast(self.expression(operand), kind, type(written), range)
      }
    }
  }
}
