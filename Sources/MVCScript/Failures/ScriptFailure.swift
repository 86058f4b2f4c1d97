import MVCRuntime

/// Why a statement failed, and where: the one failure the lexer, the parser and the interpreter
/// throw, and the one the shell catches. What went wrong is a value (``Reason``); the shell's
/// `FailureText` words it and puts a caret under ``range``.
public struct ScriptFailure: Error, Equatable, Sendable {
  /// What went wrong: a mistake in the text, in what it asks for, or a refusal of the world.
  public enum Reason: Equatable, Sendable {
    /// The text cannot be read as statements (``Lexer``, ``Parser``).
    case syntax(SyntaxFailure)
    /// The statements read, but cannot run as written (``Interpreter``).
    case interpreter(InterpreterFailure)
    /// The world refused what the statement asked (UIKit's rules, unknown names of the world).
    case runtime(RuntimeFailure)
  }

  /// What went wrong.
  public var reason: Reason
  /// Where in the source the problem is, when known.
  public var range: SourceRange?

  /// Creates a failure at a place in the source.
  public init(_ reason: Reason, at range: SourceRange?) {
    self.reason = reason
    self.range = range
  }

  /// A mistake in the text.
  public static func syntax(_ failure: SyntaxFailure, at range: SourceRange?) -> ScriptFailure {
    ScriptFailure(.syntax(failure), at: range)
  }

  /// A statement that cannot run as written.
  public static func interpreter(_ failure: InterpreterFailure, at range: SourceRange?)
    -> ScriptFailure
  {
    ScriptFailure(.interpreter(failure), at: range)
  }

  /// A refusal of the world, pointing at the part of the statement that caused it.
  public static func runtime(_ failure: RuntimeFailure, at range: SourceRange?) -> ScriptFailure {
    ScriptFailure(.runtime(failure), at: range)
  }

  /// A close known name ("did you mean …?"), when one is worth suggesting.
  public var suggestion: String? {
    switch reason {
    case .syntax: return nil
    case .interpreter(let failure): return failure.suggestion
    case .runtime(let failure): return failure.suggestion
    }
  }
}

extension ScriptFailure: MentionsObjects {
  public var mentionedObjects: [ObjectID] {
    if case .runtime(let failure) = reason { return failure.mentionedObjects }
    return []
  }
}
