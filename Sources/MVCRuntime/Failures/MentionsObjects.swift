/// A failure that mentions objects of the world by id.
///
/// A statement that fails is rolled back, which may remove the objects it made or change the
/// names of others, before anyone reads the failure. The world therefore keeps the display names
/// the mentioned objects had when the statement failed (``WorldReader/failureName(of:)``).
public protocol MentionsObjects {
  /// The objects the failure mentions, in the order its values hold them.
  var mentionedObjects: [ObjectID] { get }
}

extension RuntimeFailure: MentionsObjects {
  public var mentionedObjects: [ObjectID] { Self.objects(in: self) }

  /// Every ``ObjectID`` among a value's parts (an enum's associated values, tuples, optionals).
  static func objects(in value: Any) -> [ObjectID] {
    var found: [ObjectID] = []
    var pending: [Any] = [value]
    while let next = pending.popLast() {
      if let id = next as? ObjectID {
        found.append(id)
        continue
      }
      pending.append(contentsOf: Mirror(reflecting: next).children.map(\.value).reversed())
    }
    return found
  }
}

extension World {
  /// The display names of the objects a failure mentions, as they are now: taken before a
  /// failed statement is rolled back.
  func namesAtFailure(_ error: any Error) -> [ObjectID: String] {
    guard let failure = error as? any MentionsObjects else { return [:] }
    var names: [ObjectID: String] = [:]
    for id in failure.mentionedObjects where contains(id) { names[id] = displayName(of: id) }
    return names
  }
}
