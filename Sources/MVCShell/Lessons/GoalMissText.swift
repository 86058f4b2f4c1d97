import MVCLocalization
import MVCRuntime
import MVCTutor

/// Words for what happened instead of a goal (``GoalMiss``), for `:check`: "the nearest
/// message: `field` sent `textFieldEditingChanged(_:)` to `other` (not to `editor`)".
struct GoalMissText {
  /// The world the names are read in.
  let world: WorldReader
  /// The learner's catalogs.
  let localizer: Localizer

  /// One line saying what happened instead of a goal.
  func text(_ miss: GoalMiss, for goal: Goal) -> String {
    let l = localizer
    let describer = GoalDescriber(localizer: l)
    switch miss {
    case .message(let event, let differences, let filter):
      let parts = differences.map { part(for: $0, of: event, filter: filter) }
      let said = parts.isEmpty ? l.string("tutor.miss.matches") : parts.joined(separator: "; ")
      return l.string(
        "tutor.miss.message",
        [
          code(world.displayName(of: event.sender)), code(event.selector),
          code(world.displayName(of: event.receiver)), said,
        ])
    case .noMessages: return l.string("tutor.miss.noMessages")
    case .wrongOrder: return l.string("tutor.miss.wrongOrder")
    case .tooMany(let count, let event):
      return l.string("tutor.miss.tooMany", [String(count), "[\(event.sequence)]"])
    case .count(let number): return l.string("tutor.miss.count", [String(number)])
    case .value(let value):
      let path: String
      if case .property(let goalPath, _, _) = goal {
        path = goalPath.description
      } else {
        path = ""
      }
      return l.string(
        "tutor.miss.value", [code(path), code(ValueFormatter.summary(value, in: world))])
    case .missing(let path): return l.string("tutor.miss.missing", [code(path.description)])
    case .otherClass(let name): return l.string("tutor.miss.otherClass", [describer.code(name)])
    case .sameObject: return l.string("tutor.miss.sameObject")
    }
  }

  /// How a message differs from the filter in one part.
  private func part(for part: FilterPart, of event: TraceEvent, filter: MessageFilter) -> String {
    let l = localizer
    let describer = GoalDescriber(localizer: l)
    switch part {
    case .receiver:
      return l.string("tutor.miss.receiver", [code(filter.receiver?.description ?? "")])
    case .sender: return l.string("tutor.miss.sender", [code(filter.sender?.description ?? "")])
    case .receiverClass:
      return l.string("tutor.miss.receiverClass", [code(filter.receiverClass ?? "")])
    case .selector: return l.string("tutor.miss.selector", [code(filter.selector ?? "")])
    case .kind:
      return l.string(
        "tutor.miss.kind",
        [
          l.string("tutor.kind." + event.kind.rawValue),
          filter.kind.map { l.string("tutor.kind." + $0.rawValue) } ?? "",
        ])
    case .role:
      let actual = describer.roleWord(event.role.from) + " → " + describer.roleWord(event.role.to)
      let wanted = describer.describe(MessageFilter(from: filter.from, to: filter.to))
      return l.string("tutor.miss.role", [actual, wanted])
    case .flagged: return l.string("tutor.miss.flagged")
    case .operation: return l.string("tutor.miss.operation", [code(filter.operation ?? "")])
    case .typed:
      return l.string(event.cause == nil ? "tutor.miss.typedAtPrompt" : "tutor.miss.byMethod")
    case .madeTyped:
      return l.string(
        filter.madeTyped == true ? "tutor.miss.madeByMethod" : "tutor.miss.madeAtPrompt")
    case .causedBy:
      let root = GoalEvaluator(world: world, traceStart: 0).rootCause(of: event)
      return l.string(
        "tutor.miss.causedBy",
        [l.string("tutor.filter.causedBy." + (root.sender == .user ? "user" : "outside"))])
    case .within: return l.string("tutor.miss.within", [code(filter.within?.description ?? "")])
    case .key: return l.string("tutor.miss.key", [code(filter.key ?? "")])
    case .argument:
      return l.string("tutor.miss.argument", [code(filter.argument?.description ?? "")])
    }
  }

  private func code(_ text: String) -> String { "`" + text + "`" }
}
