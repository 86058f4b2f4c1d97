/// The kinds of change the lesson checker's adversary makes to a step's solution, as a lesson's
/// `allow KIND LINE: reason` names them.
public enum MutantKind: String, CaseIterable, Equatable, Sendable {
  /// A statement left out.
  case drop
  /// `let X = SomeClass(…)` replaced by `let X = Y`, an object of a compatible class that
  /// already exists.
  case alias
  /// A controller the statement names replaced by another existing controller, or a fresh one.
  case swap
  /// The mechanism replaced by its outcome: the same objects made, and the model and view
  /// properties the solution changed set from the prompt instead.
  case outcome
  /// A statement moved one place later (the next one one place earlier).
  case move
  /// A statement run twice.
  case twice
}
