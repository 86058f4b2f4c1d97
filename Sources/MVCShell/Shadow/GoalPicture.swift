import MVCRuntime
import MVCTutor

/// What `:goal` draws for a step: the pictures its goals are about. Goals on the
/// view-controller structure are shown as `:tree`, goals on views as `:screen`, goals on
/// models as `:graph`, and goals on messages (or on wiring that messages show) as the trace.
enum GoalPicture: CaseIterable, Equatable, Sendable {
  case tree, screen, graph, trace

  /// Properties that belong to the view-controller structure (`:tree` shows them).
  static let structureKeys: Set<String> = [
    "rootViewController", "parent", "children", "topViewController", "viewControllers",
    "presentedViewController", "presentingViewController", "navigationController",
    "tabBarController", "splitViewController", "selectedIndex", "selectedViewController",
    "visibleViewController",
  ]

  /// The pictures a step's goals are about, in the order they are drawn (each once).
  /// - Parameters:
  ///   - world: the world the goals are read in (the shadow, after the solution).
  ///   - sentMessages: whether the solution sent messages: a step whose goals none of the
  ///     pictures shows gets the trace when it did, else the graph.
  static func pictures(
    for goals: [Goal], in world: WorldReader, traceStart: Int, sentMessages: Bool
  ) -> [GoalPicture] {
    let evaluator = GoalEvaluator(world: world, traceStart: traceStart)
    var found = Set<GoalPicture>()
    for goal in goals {
      if let picture = picture(for: goal, evaluator) { found.insert(picture) }
    }
    if found.isEmpty { found.insert(sentMessages ? .trace : .graph) }
    return allCases.filter(found.contains)
  }

  /// The picture one goal is about, nil when none shows it (a class's methods).
  private static func picture(for goal: Goal, _ evaluator: GoalEvaluator) -> GoalPicture? {
    switch goal {
    case .message, .noMessage, .messageOrder, .messageCount, .bound, .target, .observer,
      .notificationObserver:
      return .trace
    case .child, .presented, .inWindow: return .tree
    case .objectIsExactly(let name, _):
      return picture(of: ObjectPath(root: name), evaluator)
    case .distinct(let path, _), .alive(let path), .made(let path):
      return picture(of: path, evaluator)
    case .arrayHolds, .leaked: return .graph
    case .still(let goal): return picture(for: goal, evaluator)
    case .freed, .whatIfRan, .exported: return nil
    case .subview: return .screen
    case .objectIs(let name, _), .objectPlays(let name, _):
      return picture(of: ObjectPath(root: name), evaluator)
    case .countObjects(.role(let role), _, _):
      switch role {
      case .model: return .graph
      case .view: return .screen
      case .controller: return .tree
      default: return nil
      }
    case .property(let path, _, _), .count(let path, _, _):
      guard let (owner, key) = path.splittingLastMember else {
        return picture(of: path, evaluator)
      }
      if structureKeys.contains(key) { return .tree }
      return picture(of: owner, evaluator)
    case .classExtends, .classAdopts, .classImplements, .protocolRequires, .countObjects,
      .classHoldsWeakly, .classTypesProperty:
      return nil
    }
  }

  /// The picture an object is shown in, by its kind.
  private static func picture(of path: ObjectPath, _ evaluator: GoalEvaluator) -> GoalPicture? {
    guard case .object(let id)? = evaluator.resolve(path),
      let kind = evaluator.world.record(id)?.kind
    else { return nil }
    switch kind {
    case .model: return .graph
    case .view: return .screen
    case .controller, .window: return .tree
    default: return nil
    }
  }
}
