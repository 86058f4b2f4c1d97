/// Identifies a closure the learner wrote, as ``ObjectID`` identifies an object.
public struct ClosureID: Hashable, Sendable, Codable {
  public let raw: Int
  public init(_ raw: Int) { self.raw = raw }
}

/// How a closure holds something it captures: Swift's capture list (`[weak self]`).
public enum CaptureStrength: String, Equatable, Sendable {
  case strong
  case weak
  case unowned
}

/// A closure made by evaluating a closure expression: which body it runs (the interpreter's
/// index), what it captured and how strongly. Made once and never changed: a closure's captures
/// are copies of the names it could see, taken when it was made.
public struct ClosureRecord: Equatable, Sendable {
  /// The interpreter's index of the closure's body.
  public var body: Int
  /// The local names it captured, with their values when it was made.
  public var captures: [String: Value]
  /// How it holds each captured name that refers to an object (strong unless its capture list
  /// says otherwise).
  public var strengths: [String: CaptureStrength]
  /// The `self` of the method it was written in, and how it holds it (nil when the body never
  /// uses `self`, or it was written at the prompt).
  public var receiver: ObjectID?
  public var receiverStrength: CaptureStrength

  public init(
    body: Int, captures: [String: Value], strengths: [String: CaptureStrength] = [:],
    receiver: ObjectID?, receiverStrength: CaptureStrength = .strong
  ) {
    self.body = body
    self.captures = captures
    self.strengths = strengths
    self.receiver = receiver
    self.receiverStrength = receiverStrength
  }

  /// The objects it keeps alive: its strong captures, and `self` when held strongly.
  public var strongReferences: [ObjectID] {
    var ids: [ObjectID] = []
    if let receiver, receiverStrength == .strong { ids.append(receiver) }
    for (name, value) in captures.sorted(by: { $0.key < $1.key })
    where strengths[name, default: .strong] == .strong {
      if let id = value.objectID { ids.append(id) }
    }
    return ids
  }
}

extension World {
  /// Keeps a closure the interpreter made and gives it an id.
  func makeClosure(_ record: ClosureRecord) -> ClosureID {
    closures.append(record)
    return ClosureID(closures.count - 1)
  }

  /// Runs a closure with arguments (a completion handler, an action's handler).
  @discardableResult
  func callClosure(_ id: ClosureID, arguments: [Value]) throws -> Value {
    guard id.raw >= 0, id.raw < closures.count, let invoker else {
      throw RuntimeFailure.internalError(.statement)
    }
    var tx = Transaction(world: self)
    return try invoker.invokeClosure(id, arguments: arguments, in: &tx)
  }
}

extension World {
  /// Runs the completion handler of a UIKit call (`present`, `dismiss`) when the call's
  /// transition has finished, traced as one message from UIKit to the code that wrote it: the
  /// object it captured as `self`, or the controller the call was made on.
  ///
  /// - Parameters:
  ///   - selector: how the trace names the call (`completion()`, `animations()`).
  ///   - arguments: what the closure is passed (`finished` for an animation's completion).
  func runCompletion(
    _ completion: ClosureID, of caller: ObjectID, operation: String,
    selector: String = "completion()", kind: MessageKind = .presentation,
    arguments: [Value] = []
  ) throws {
    let owner = closures.indices.contains(completion.raw) ? closures[completion.raw].receiver : nil
    try deliver(
      selector, to: owner ?? caller, arguments: arguments, kind: kind, from: .object(caller),
      operation: operation, invokesUserMethod: false
    ) {
      try callClosure(completion, arguments: arguments)
    }
  }
}
