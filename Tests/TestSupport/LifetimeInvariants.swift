import Testing

@testable import MVCRuntime

/// What object lifetimes keep after every statement, as ARC does (shared/reference/
/// uikit-behaviour-2.md, "Object lifetime"): described when broken, empty when the world is
/// consistent.
///
/// - No reference of a live object and no name points at a freed object: every weak reference
///   (weak properties, a container's delegate, a control's target, the first responder) was
///   set to nil when its object went, and a strong one cannot outlive what it holds.
/// - Every object alive is reachable from a root (a name at the prompt, the window, the
///   application, the notification center) through strong references, or is held by an object
///   that is itself unreachable only because it is in a strong cycle: an object nothing holds
///   strongly at all has been missed by the release.
public enum LifetimeInvariants {
  /// The same, for the world behind a session's reader.
  public static func violations(in reader: WorldReader) -> [String] {
    violations(in: reader.world)
  }

  public static func violations(in world: World) -> [String] {
    var problems: [String] = []
    let name = { (id: ObjectID) in world.displayName(of: id) }
    func isDead(_ id: ObjectID) -> Bool { !world.contains(id) || world.records[id.raw].isFreed }
    for (key, value) in world.globals where value.mayHoldObjects {
      var held: [ObjectID] = []
      world.collectStrong(value, into: &held)
      for id in held where isDead(id) { problems.append("the name \(key) holds freed #\(id.raw)") }
    }
    if let responder = world.windowState.firstResponder, isDead(responder) {
      problems.append("the first responder #\(responder.raw) was freed")
    }
    for r in world.records where !r.isFreed {
      for (key, value) in r.properties where value.mayHoldObjects {
        var held: [ObjectID] = []
        world.collectStrong(value, into: &held)
        if case .object(let id) = value, isDead(id) {
          problems.append("\(name(r.id)).\(key) points at freed #\(id.raw)")
        } else if let dead = held.first(where: isDead) {
          problems.append("\(name(r.id)).\(key) holds freed #\(dead.raw)")
        }
      }
      for id in world.strongReferences(of: r) where isDead(id) {
        problems.append("\(name(r.id)) holds freed #\(id.raw) strongly")
      }
      let links: [(String, ObjectID?)] = [
        ("delegate", r.vc.delegate), ("parent", r.vc.parent), ("superview", r.superview),
        ("presenter", r.vc.presentation?.presenter), ("moreOwner", r.vc.moreOwner),
      ]
      for (label, link) in links {
        if let id = link, isDead(id) {
          problems.append("\(name(r.id)).\(label) is freed #\(id.raw)")
        }
      }
      for target in r.targets {
        if let id = target.target, isDead(id) {
          problems.append("\(name(r.id)) targets freed #\(id.raw)")
        }
      }
    }
    // An object no root reaches must be held by another unreachable one (a cycle, or what a
    // cycle holds); with no strong reference at all it should have been freed.
    let leaked = world.leakedObjects()
    if !leaked.isEmpty {
      let counts = world.strongReferenceCounts()
      for id in leaked where counts[id.raw] == 0 {
        problems.append("\(name(id)) is alive with no strong reference")
      }
    }
    return problems
  }
}
