import MVCTutor

/// A change the lesson checker's adversary makes to a step's solution (``MutationAdversary``):
/// a learner's shortcut that should leave the step unmet. One that still completes the step
/// shows a goal that checks an end state where the lesson claims a cause.
struct Mutant: Equatable, Sendable {
  /// How the solution was changed.
  var kind: MutantKind
  /// The lesson file's line of the solution statement it changes.
  var line: Int
  /// The statements the mutant runs instead of the solution, each whole (a statement written
  /// on several lines keeps its line feeds).
  var statements: [String]
  /// What was changed, as code (`let badge = field`, `ada.name = "Grace"`), for the report.
  var change: String
  /// The position of the first statement that differs from the solution's.
  var firstChange: Int
}
