/// An optional delegate or data source method UIKit did not send, because the object asked
/// does not implement it: UIKit checks `responds(to:)` before each optional question, so a
/// delegate without the method is never "told". Kept for the statement that skipped it, so
/// the shell can say why nothing arrived.
public struct UnansweredMessage: Equatable, Sendable {
  /// The object that would have sent it (a list, a tab bar controller…).
  public var sender: ObjectID
  /// The delegate that was not asked.
  public var receiver: ObjectID
  /// The method it lacks, as Swift spells it.
  public var selector: String
}

extension World {
  /// Sends an optional delegate message only if the receiver implements it, as UIKit asks
  /// `responds(to:)` first; otherwise notes it as unanswered and returns nil.
  @discardableResult
  func deliverIfImplemented(
    _ selector: String, to receiver: ObjectID, arguments: [Value] = [], kind: MessageKind,
    from sender: ObjectID, noted: Bool = true
  ) throws -> Value? {
    guard responds(receiver, to: selector) else {
      // The editing session's many optional questions are not worth a note each.
      if noted {
        unansweredMessages.append(
          UnansweredMessage(sender: sender, receiver: receiver, selector: selector))
      }
      return nil
    }
    return try deliver(
      selector, to: receiver, arguments: arguments, kind: kind, from: .object(sender))
  }
}
