/// The names a goal reaches objects from: a goal about `detail` or `editor.view` needs the
/// object named `detail` or `editor`, so freeing it is a dead end for the goal.
extension Goal {
  /// The root names of every path the goal reads, in order, each once. A goal that wants an
  /// object gone (`freed`) or a message not sent (`no message`) needs none.
  public var neededNames: [String] {
    var paths: [ObjectPath] = []
    switch self {
    case .still(let goal):
      return goal.neededNames
    case .objectIs(let name, _), .objectIsExactly(let name, _), .objectPlays(let name, _):
      paths = [ObjectPath(root: name)]
    case .distinct(let first, let second), .arrayHolds(let first, let second),
      .presented(let first, let second, _), .subview(let first, let second),
      .child(let first, let second), .bound(let first, let second, _),
      .observer(let first, let second, _):
      paths = [first, second]
    case .inWindow(let path), .alive(let path), .count(let path, _, _), .made(let path),
      .notificationObserver(let path, _):
      paths = [path]
    case .property(let path, _, let value):
      paths = [path]
      if case .path(let other) = value { paths.append(other) }
    case .target(let control, _, let target, _):
      paths = [control] + (target.map { [$0] } ?? [])
    case .message(let filter), .messageCount(let filter, _, _):
      paths = filter.objectPaths
    case .messageOrder(let first, let second):
      paths = first.objectPaths + second.objectPaths
    case .freed, .noMessage, .whatIfRan, .exported, .classExtends, .classAdopts, .classImplements,
      .protocolRequires, .classHoldsWeakly, .classTypesProperty, .leaked,
      .countObjects:
      paths = []
    }
    var names: [String] = []
    for path in paths where !names.contains(path.root) { names.append(path.root) }
    return names
  }
}

extension MessageFilter {
  /// The paths of the filter's sender and receiver (not `user` or `outside`, which name no
  /// object).
  var objectPaths: [ObjectPath] {
    [sender, receiver, within, argument].compactMap { $0 }.filter {
      $0.root != "user" && $0.root != "outside" && $0.root != "nil"
    }
  }
}
