import MVCTestSupport

@testable import MVCRuntime

/// The invariants every world keeps after every statement, described when broken.
enum ControllerInvariants {
  /// Problems found, empty when the world is consistent. With `lifetimes`, also
  /// ``LifetimeInvariants`` (for worlds whose statements end as the interpreter ends them, with
  /// ARC's releases).
  static func violations(in world: World, lifetimes: Bool = false) -> [String] {
    var problems: [String] = []
    let name = { (id: ObjectID) in world.displayName(of: id) }
    let visible = Set(world.visibleControllers().map(\.controller))
    var childrenOf: [ObjectID: Set<ObjectID>] = [:]
    for r in world.records where r.kind.controllerKind?.hasView == true && r.vc.childCount > 0 {
      childrenOf[r.id] = Set(world.children(of: r.id))
    }
    for r in world.records where r.kind.controllerKind?.hasView == true && !r.isFreed {
      let id = r.id
      // Every child's parent points back, and the sibling list is consistent.
      let kids = world.children(of: id)
      if kids.count != r.vc.childCount {
        problems.append("\(name(id)): childCount \(r.vc.childCount) ≠ \(kids.count)")
      }
      for child in kids where world.record(child).vc.parent != id {
        problems.append("\(name(child)) is a child of \(name(id)) but its parent is elsewhere")
      }
      if let parent = r.vc.parent, childrenOf[parent]?.contains(id) != true {
        problems.append("\(name(id)) names \(name(parent)) as parent but is not among its children")
      }
      // Presentation links are mutual; one presented controller at most (a single field).
      if let presented = r.vc.presented, world.record(presented).vc.presentation?.presenter != id {
        problems.append("\(name(id)) presents \(name(presented)) which does not point back")
      }
      if let presenter = r.vc.presentation?.presenter, world.record(presenter).vc.presented != id {
        problems.append("\(name(id)) is presented by \(name(presenter)) which does not point back")
      }
      if r.vc.presentation != nil && r.vc.parent != nil {
        problems.append("\(name(id)) is both presented and a child")
      }
      // Exactly the controllers on screen are in the appeared state.
      let appeared = r.vc.appearance == .appeared
      if appeared != visible.contains(id) {
        problems.append(
          "\(name(id)) is \(r.vc.appearance.rawValue) but on screen: \(visible.contains(id))")
      }
      if r.vc.isMovingToParent || r.vc.isMovingFromParent || r.vc.isBeingPresented
        || r.vc.isBeingDismissed
      {
        problems.append("\(name(id)) kept a transition flag after the statement")
      }
    }
    // The parent graph has no cycles (walks end).
    for r in world.records where r.kind.controllerKind?.hasView == true {
      var seen = Set<ObjectID>()
      var current: ObjectID? = r.id
      while let c = current {
        if !seen.insert(c).inserted {
          problems.append("cycle through \(name(c))")
          break
        }
        let s = world.record(c).vc
        current = s.parent ?? s.presentation?.presenter
      }
    }
    // The responder chain of views on screen ends at the application (or its delegate).
    for id in visible.sorted().prefix(50) {
      guard let view = world.record(id).rootView else { continue }
      let chain = world.responderChain(from: view).map(\.responder)
      let last = chain.last ?? view
      if last != world.application && world.record(world.application).vc.delegate != last {
        problems.append("responder chain of \(name(view)) ends at \(name(last))")
      }
    }
    // The window's view tree is a tree with consistent links.
    for r in world.records {
      for sub in r.subviews where world.record(sub).superview != r.id {
        problems.append("\(name(sub)) listed under \(name(r.id)) but its superview differs")
      }
      if let superview = r.superview, !world.record(superview).subviews.contains(r.id) {
        problems.append("\(name(r.id)) names superview \(name(superview)) which does not list it")
      }
    }
    // Lifetimes: no reference to a freed object, nothing alive that nothing holds.
    if lifetimes { problems += LifetimeInvariants.violations(in: world) }
    return problems
  }
}
