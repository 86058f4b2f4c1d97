/// A plausible attempt at a step that must not satisfy it: one of the learner's likely
/// mistakes, or a way to game a goal (`wrong alias: let badge = field`). `mvcsh
/// --check-lessons` runs each from the step's start and reports one that meets every goal.
public struct WrongAttempt: Equatable, Sendable {
  /// The attempt's name, unique within the step (lines with the same name form one attempt).
  public var name: String
  /// Its statements, one source line each, in order.
  public var lines: [String]
  /// The line of the lesson file each statement was written on.
  public var lineNumbers: [Int]

  /// Creates an attempt.
  public init(name: String, lines: [String], lineNumbers: [Int]) {
    self.name = name
    self.lines = lines
    self.lineNumbers = lineNumbers
  }

  /// The line the attempt starts on.
  public var line: Int { lineNumbers.first ?? 1 }
}
