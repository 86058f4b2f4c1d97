extension World {
  /// The next responder, as UIKit defines it (shared/reference/uikit-behaviour.md §3.1):
  /// - a view: its view controller if it is that controller's root view, else its superview;
  /// - a view controller: the window if it is the window's root, the presenting controller
  ///   if it was presented, else its view's superview (and, when its view is in no hierarchy,
  ///   its parent — the sandbox's choice, so the chain still reaches the application);
  /// - the window: the application; the application: its delegate when that is a plain
  ///   responder (not a view, view controller or the application itself).
  func nextResponder(of id: ObjectID) -> ObjectID? {
    nextResponderHop(of: id)?.next
  }

  /// The next responder and the rule that leads to it.
  func nextResponderHop(of id: ObjectID) -> (next: ObjectID, hop: ResponderHop)? {
    let r = record(id)
    switch r.kind {
    case .view:
      if let owner = r.owningController { return (owner, .rootViewToController) }
      if let superview = r.superview {
        if superview == window { return (superview, .viewToSuperview) }
        return (superview, .viewToSuperview)
      }
      if let role = r.vc.barRole, let container = records[role.container.raw].rootView {
        return (container, .viewToSuperview)
      }
      return nil
    case .controller:
      if windowState.rootViewController == id { return (window, .rootControllerToWindow) }
      if let presenter = r.vc.presentation?.presenter { return (presenter, .presentedToPresenter) }
      if let view = r.rootView, let superview = records[view.raw].superview {
        return (superview, .controllerToSuperview)
      }
      if let parent = r.vc.parent { return (parent, .controllerToParent) }
      return nil
    case .window:
      return (application, .windowToApplication)
    case .application:
      guard let delegate = r.vc.delegate, delegate != id, contains(delegate) else { return nil }
      switch records[delegate.raw].kind {
      case .view, .window, .application: return nil
      case .controller(let kind) where kind.hasView: return nil
      default: return (delegate, .applicationToDelegate)
      }
    default:
      return nil
    }
  }

  /// The responder chain from a responder to its end, with the rule of each hop. Iterative;
  /// stops if a responder repeats.
  func responderChain(from id: ObjectID) -> [(responder: ObjectID, hop: ResponderHop?)] {
    var out: [(ObjectID, ResponderHop?)] = [(id, nil)]
    var seen: Set<ObjectID> = [id]
    var current = id
    while let (next, hop) = nextResponderHop(of: current), seen.insert(next).inserted {
      out.append((next, hop))
      current = next
    }
    return out
  }
}
