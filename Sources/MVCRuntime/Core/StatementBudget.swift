/// What one statement may spend before it is stopped and rolled back: a runaway recursion or a
/// string doubled forty times ends with a clear failure instead of hanging or exhausting memory.
///
/// The limits are far above anything a lesson or a sample app comes near (a lesson's largest
/// statement sends a few hundred messages); `:help budget` states them.
public struct StatementBudget: Equatable, Sendable {
  /// Messages one statement may send.
  public var messages: Int
  /// Steps of evaluation (expressions and statements run) one statement may take.
  public var steps: Int
  /// The longest string a statement may make, in UTF-8 bytes.
  public var textBytes: Int
  /// The most elements an array a statement makes may hold.
  public var arrayElements: Int
  /// The most array elements a statement may store into properties in all: each change of a
  /// model's array is traced with the whole array, so a loop of appends to a property keeps
  /// every copy in the trace.
  public var storedElements: Int

  public init(
    messages: Int, steps: Int, textBytes: Int, arrayElements: Int,
    storedElements: Int = 2_000_000
  ) {
    self.messages = messages
    self.steps = steps
    self.textBytes = textBytes
    self.arrayElements = arrayElements
    self.storedElements = storedElements
  }

  /// The budget every statement gets.
  public static let standard = StatementBudget(
    messages: 100_000, steps: 5_000_000, textBytes: 1_000_000, arrayElements: 100_000)

  /// No limit: for building a test or benchmark world of a hundred thousand objects in one go.
  public static let unlimited = StatementBudget(
    messages: .max, steps: .max, textBytes: .max, arrayElements: .max, storedElements: .max)

  /// Which part of the budget ran out.
  public enum Resource: String, Equatable, Sendable, CaseIterable {
    case messages, steps, textBytes, arrayElements, storedElements
  }

  /// The limit for one resource.
  public func limit(_ resource: Resource) -> Int {
    switch resource {
    case .messages: return messages
    case .steps: return steps
    case .textBytes: return textBytes
    case .arrayElements: return arrayElements
    case .storedElements: return storedElements
    }
  }
}
