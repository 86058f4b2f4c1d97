extension World {
  /// The controller that actually presents when `caller` asks to present in `style`.
  ///
  /// For `.currentContext` / `.overCurrentContext` UIKit walks up from the caller through its
  /// parents to the first controller whose `definesPresentationContext` is true (a navigation
  /// controller's is, unless set otherwise). Otherwise (and when none defines a context) the
  /// presenter is the outermost controller of the caller's level: the window's root view
  /// controller, or the presented controller the caller sits in.
  func presentationHost(for caller: ObjectID, style: ModalPresentationStyle) -> ObjectID {
    if style.usesPresentationContext {
      var current: ObjectID? = caller
      while let c = current {
        if definesPresentationContext(c) { return c }
        current = records[c.raw].vc.parent
      }
    }
    return outermostParent(of: caller)
  }

  /// `definesPresentationContext`: as set, or the class's default. Apple: "The default value
  /// for this property is NO. Some system-provided view controllers, such as
  /// UINavigationController, change the default value to YES."
  func definesPresentationContext(_ id: ObjectID) -> Bool {
    if let flag = records[id.raw].vc.definesPresentationContext { return flag }
    return records[id.raw].kind == .controller(.navigationController)
  }

  /// `presentedViewController`: what this controller, or its nearest ancestor, presented.
  func presentedViewController(of id: ObjectID) -> ObjectID? {
    var current: ObjectID? = id
    while let c = current {
      if let presented = records[c.raw].vc.presented { return presented }
      current = records[c.raw].vc.parent
    }
    return nil
  }

  /// The controller itself or its nearest ancestor that is presented, if any.
  func presentedAncestor(of id: ObjectID) -> ObjectID? {
    var current: ObjectID? = id
    while let c = current {
      if records[c.raw].vc.presentation != nil { return c }
      current = records[c.raw].vc.parent
    }
    return nil
  }

  /// `presentingViewController`: the presenter of this controller or of its nearest presented
  /// ancestor.
  func presentingViewController(of id: ObjectID) -> ObjectID? {
    presentedAncestor(of: id).flatMap { record($0).vc.presentation?.presenter }
  }

  /// The chain of presented controllers from `first` upwards (first, what it presents, …).
  func presentationChain(from first: ObjectID) -> [ObjectID] {
    var chain: [ObjectID] = [first]
    var current = first
    while let next = records[current.raw].vc.presented, chain.count <= records.count {
      chain.append(next)
      current = next
    }
    return chain
  }
}
