/// What keeps an object alive: a name at the prompt, or another object (through one of its
/// properties, or as its superview, parent, presenter or window).
public enum StrongHolder: Equatable, Sendable {
  case name(String)
  case object(ObjectID, key: String?)
}

extension World {
  /// Who holds an object strongly right now.
  func strongHolders(of id: ObjectID) -> [StrongHolder] {
    var out: [StrongHolder] = []
    for (name, value) in globals.sorted(by: { $0.key < $1.key }) where value.mayHoldObjects {
      var held: [ObjectID] = []
      collectStrong(value, into: &held)
      if held.contains(id) { out.append(.name(name)) }
    }
    for r in records where !r.isFreed && r.id != id {
      guard strongReferences(of: r).contains(id) else { continue }
      var key: String?
      for (name, value) in r.properties where value.mayHoldObjects {
        var held: [ObjectID] = []
        collectStrong(value, into: &held)
        if held.contains(id), propertySchema(name, of: r.className)?.isWeak == false {
          key = name
          break
        }
      }
      out.append(.object(r.id, key: key))
    }
    return out
  }

  /// Objects alive that no name at the prompt and no object UIKit keeps (the window, the
  /// application, the notification center) reaches through strong references: they hold each
  /// other (a retain cycle), or only a notification block keeps them (a block observer that
  /// captured `self` and was never removed), so they are never freed.
  func leakedObjects() -> [ObjectID] {
    var reached = [Bool](repeating: false, count: records.count)
    var pending: [ObjectID] = []
    for value in globals.values where value.mayHoldObjects { collectStrong(value, into: &pending) }
    for r in records where !r.isFreed && !isReleasable(r.id) { pending.append(r.id) }
    while let id = pending.popLast() {
      guard contains(id), !reached[id.raw], !records[id.raw].isFreed else { continue }
      reached[id.raw] = true
      pending += strongReferences(
        of: records[id.raw], withBlockCaptures: id != notificationCenter)
    }
    return records.indices.filter { !reached[$0] && !records[$0].isFreed }.map(ObjectID.init)
  }
}
