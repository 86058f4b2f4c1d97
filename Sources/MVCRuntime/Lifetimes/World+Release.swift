extension World {
  /// At the end of a statement, frees every object the statement left without a strong
  /// reference, as ARC frees an object when its last strong reference goes: its `deinit` is
  /// traced (and the learner's `deinit { … }` runs), every weak reference to it becomes nil,
  /// and what it held strongly may go in turn. Objects that hold each other strongly stay
  /// alive though nothing else reaches them: a retain cycle (`:leaks` lists them).
  ///
  /// Only objects the statement could have released are looked at: those it made, those whose
  /// record it changed, and those a changed record or name held before. Most are found held at
  /// once by a back link (a superview, a parent, a presenter, the owner of the property that
  /// named it, a name at the prompt); only the others need a count of every strong reference.
  func releaseUnreferencedObjects() throws {
    var pending: [ObjectID] = []
    for (raw, old) in recordsBeforeStatement {
      pending.append(ObjectID(raw))
      pending += strongReferences(of: old)
    }
    for case let old? in globalsBeforeStatement.values { collectStrong(old, into: &pending) }
    pending += (recordCountAtStatementStart..<records.count).map(ObjectID.init)
    var inDegree: [Int]?
    var referrers: [ObjectID: [Int]]?
    var freed = 0
    while let id = pending.popLast() {
      guard contains(id), isReleasable(id), !isHeldByBackLink(id) else { continue }
      if inDegree == nil { inDegree = strongReferenceCounts() }
      guard let count = inDegree?[id.raw], count == 0 else { continue }
      let held = strongReferences(of: records[id.raw])
      if referrers == nil { referrers = weakReferrers() }
      let messagesBefore = trace.count
      try free(id, referrers: referrers?[id] ?? [])
      // A `deinit` that sent messages may have made new links: look again next time.
      if trace.count > messagesBefore + 1 { referrers = nil }
      freed += 1
      for target in held where contains(target) {
        inDegree?[target.raw] -= 1
        pending.append(target)
      }
      if freed > records.count { break }
    }
  }

  /// Whether an object may be freed: not one UIKit keeps for the whole run (the window, the
  /// application, the notification center), and not freed already.
  func isReleasable(_ id: ObjectID) -> Bool {
    if records[id.raw].isFreed { return false }
    switch records[id.raw].kind {
    case .window, .application, .notificationCenter: return false
    default: return true
    }
  }

  /// Whether something certainly still holds the object strongly, found from the object's own
  /// back links: a name at the prompt, its superview, the controller whose view it is, its
  /// parent, its presenter, the window, or the object whose property first held it.
  func isHeldByBackLink(_ id: ObjectID) -> Bool {
    if let name = boundNames[id], globals[name] == .object(id) { return true }
    if let superview = records[id.raw].superview, isAlive(superview),
      records[superview.raw].subviews.contains(id)
    {
      return true
    }
    if let owner = records[id.raw].owningController, isAlive(owner),
      records[owner.raw].rootView == id
    {
      return true
    }
    if let parent = records[id.raw].vc.parent, isAlive(parent) { return true }
    if let owner = records[id.raw].vc.moreOwner, isAlive(owner),
      records[owner.raw].vc.moreNavigation == id
    {
      return true
    }
    if let presenter = records[id.raw].vc.presentation?.presenter, isAlive(presenter),
      records[presenter.raw].vc.presented == id
    {
      return true
    }
    if records[window.raw].vc.window?.rootViewController == id { return true }
    if let holder = holders[id], isAlive(holder.owner),
      records[holder.owner.raw].properties[holder.key] == .object(id),
      propertySchema(holder.key, of: records[holder.owner.raw].className)?.isWeak == false
    {
      return true
    }
    return false
  }

  /// Whether an object exists and has not been freed.
  func isAlive(_ id: ObjectID) -> Bool { contains(id) && !records[id.raw].isFreed }

  /// How many strong references each object has: from names at the prompt, and from every
  /// object alive.
  func strongReferenceCounts() -> [Int] {
    var counts = [Int](repeating: 0, count: records.count)
    var held: [ObjectID] = []
    for value in globals.values where value.mayHoldObjects { collectStrong(value, into: &held) }
    for r in records where !r.isFreed { held += strongReferences(of: r) }
    for id in held where contains(id) { counts[id.raw] += 1 }
    return counts
  }

  /// Frees one object: its `deinit`, then nil in every weak reference to it, and the
  /// registrations that named it removed (UIKit does not retain observers or targets).
  func free(_ id: ObjectID, referrers: [Int]) throws {
    let role = records[id.raw].kind.role
    if role == .model || role == .view || role == .controller {
      try deliver("deinit", to: id, kind: .lifecycle, from: .outside)
      // A learner's `deinit` may have stored `self` where it outlives it.
      if userMethod("deinit", of: records[id.raw].className) != nil {
        if let holder = strongHolder(of: id) {
          throw RuntimeFailure.deinitKeptSelf(id, heldBy: holder)
        }
        for value in globals.values where value.mayHoldObjects {
          var held: [ObjectID] = []
          collectStrong(value, into: &held)
          if held.contains(id) { throw RuntimeFailure.deinitKeptSelf(id, heldBy: nil) }
        }
      }
    }
    update(id) { $0.isFreed = true }
    clearReferences(to: id, from: referrers)
    detachSurvivors(of: id)
  }

  /// An object alive that holds `id` strongly, if any.
  func strongHolder(of id: ObjectID) -> ObjectID? {
    for raw in records.indices where !records[raw].isFreed && raw != id.raw {
      if strongReferences(of: records[raw]).contains(id) { return ObjectID(raw) }
    }
    return nil
  }

  /// For each object, the records that may refer to it without holding it: by a weak
  /// property, as a container's delegate, as a control's target, as an observer. Built once
  /// for a release pass, so that freeing n objects does not look through every record n
  /// times; a record listed that no longer refers is passed over.
  func weakReferrers() -> [ObjectID: [Int]] {
    var referrers: [ObjectID: [Int]] = [:]
    for raw in records.indices where !records[raw].isFreed {
      let r = records[raw]
      for (key, value) in r.properties {
        guard case .object(let target) = value,
          propertySchema(key, of: r.className)?.isWeak == true
        else { continue }
        referrers[target, default: []].append(raw)
      }
      if let delegate = r.vc.delegate { referrers[delegate, default: []].append(raw) }
      for target in r.targets { if let t = target.target { referrers[t, default: []].append(raw) } }
      for observer in r.observers { referrers[observer.observer, default: []].append(raw) }
      for observer in r.notificationObservers {
        referrers[observer.observer, default: []].append(raw)
      }
    }
    return referrers
  }

  /// What a freed object held that lives on (something else holds it) loses its back link to
  /// it, as in UIKit: a child's `parent` reads nil, a subview leaves the freed view (its
  /// `superview` is nil), a presented controller is no longer presented by it, a More
  /// navigation controller no longer belongs to the freed tab bar controller.
  func detachSurvivors(of id: ObjectID) {
    for child in children(of: id) where isAlive(child) { unlinkChild(child) }
    let survivors = records[id.raw].subviews.filter {
      isAlive($0) && records[$0.raw].superview == id
    }
    for sub in survivors { update(sub) { $0.superview = nil } }
    if !survivors.isEmpty {
      let gone = Set(survivors)
      update(id) { $0.subviews.removeAll { gone.contains($0) } }
    }
    if let presented = records[id.raw].vc.presented, isAlive(presented),
      records[presented.raw].vc.presentation?.presenter == id
    {
      update(presented) { $0.vc.presentation = nil }
    }
    if let more = records[id.raw].vc.moreNavigation, isAlive(more) {
      update(more) { $0.vc.moreOwner = nil }
    }
  }

  /// Every weak reference to a freed object becomes nil, in the same step: weak properties
  /// (delegates, data sources), a container's delegate, the first responder; a control's
  /// target becomes nil (its action then goes up the responder chain, as UIKit sends an
  /// action whose target has gone); key-value and notification registrations of it go, and
  /// so do those of an observation it was (`observe(_:)`'s result stops when released).
  func clearReferences(to id: ObjectID, from referrers: [Int]) {
    if windowState.firstResponder == id { updateWindowState { $0.firstResponder = nil } }
    var seen = Set<Int>()
    for raw in referrers where !records[raw].isFreed && raw != id.raw && seen.insert(raw).inserted {
      let r = records[raw]
      var weakKeys: [String] = []
      for (key, value) in r.properties where value == .object(id) {
        if propertySchema(key, of: r.className)?.isWeak == true { weakKeys.append(key) }
      }
      let delegate = r.vc.delegate == id
      let targets = r.targets.contains { $0.target == id }
      let observers = r.observers.contains { $0.observer == id }
      let notifications = r.notificationObservers.contains { $0.observer == id }
      guard !weakKeys.isEmpty || delegate || targets || observers || notifications else {
        continue
      }
      let cleared = ClearedReference(
        object: id, className: records[id.raw].writtenClassName ?? records[id.raw].className,
        statement: statementCount)
      update(ObjectID(raw)) { record in
        for key in weakKeys {
          record.properties[key] = .null
          record.clearedReferences[key] = cleared
        }
        if delegate { record.vc.delegate = nil }
        for index in record.targets.indices where record.targets[index].target == id {
          record.targets[index].target = nil
        }
        record.observers.removeAll { $0.observer == id }
        record.notificationObservers.removeAll { $0.observer == id }
      }
    }
  }
}
