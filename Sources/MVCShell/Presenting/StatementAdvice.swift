import MVCLocalization
import MVCRuntime

/// Advice the sandbox gives after a statement, each finding once: a weak reference that was
/// freed, an optional delegate method that was not sent, how a presented popover adapted to
/// the screen, a destination controller that refers to its source's own class instead of a
/// delegate protocol.
struct StatementAdvice {
  /// The world the statement ran in.
  var world: WorldReader
  /// The words.
  var localizer: Localizer
  /// The width notes wrap to.
  var width: Int

  /// The advice after a statement's events; couplings already reported are not told again.
  static func after(events: Slice<TraceLog>, in context: inout CommandContext) -> StyledText {
    let advice = StatementAdvice(
      world: context.world, localizer: context.localizer, width: context.options.width)
    let notes = PopoverNotes(
      world: context.world, localizer: context.localizer, width: context.options.width)
    return advice.clearedReferenceNotes(events: events) + advice.unansweredNotes(events: events)
      + notes.after(events: events)
      + advice.couplingAdvice(events: events, reported: &context.state.reportedCouplings)
  }

  /// An optional delegate method the delegate lacks was not sent (UIKit asks `responds(to:)`
  /// first): said once per statement, so a delegate that "receives" nothing is explained.
  /// The world keeps them for its last statement only.
  func unansweredNotes(events: Slice<TraceLog>) -> StyledText {
    guard events.endIndex == events.base.endIndex else { return StyledText() }
    var out = StyledText()
    var said: [UnansweredMessage] = []
    for unanswered in world.unansweredMessages where !said.contains(unanswered) {
      said.append(unanswered)
      let text = localizer.string(
        "advice.unanswered",
        [
          world.displayName(of: unanswered.receiver), world.displayName(of: unanswered.sender),
          unanswered.selector,
        ])
      out += Style.dim.paint("ℹ " + TextWrap.wrap(text, width: width - 2, indent: "  "))
      out += "\n"
    }
    return out
  }

  /// The most common delegate bug: a user action on a view whose weak delegate (or data
  /// source) was freed reaches no one; the note says which object went, and when.
  func clearedReferenceNotes(events: Slice<TraceLog>) -> StyledText {
    let log = events.base
    var seen = Set<ObjectID>()
    var out = StyledText()
    for position in events.indices where log.kind(at: position) == .userInput {
      guard case .object(let view) = log[position].receiver, seen.insert(view).inserted,
        let record = world.record(view)
      else { continue }
      for (key, cleared) in record.clearedReferences.sorted(by: { $0.key < $1.key })
      where record.properties[key] == .null {
        let text = localizer.string(
          "advice.clearedReference",
          [world.displayName(of: view), key, cleared.className, String(cleared.statement)])
        out +=
          Style.warning.paint("⚠ " + TextWrap.wrap(text, width: width - 2, indent: "  "))
          + "\n"
      }
    }
    return out
  }

  /// A destination controller that refers to its source's own class instead of a delegate
  /// protocol, once per finding.
  private func couplingAdvice(
    events: Slice<TraceLog>, reported: inout Set<SourceCoupling>
  ) -> StyledText {
    // Only a statement that shows controllers or sets a controller's property can create one.
    // Kinds are read without building each event: most statements have none of these.
    let log = events.base
    let relevant = events.indices.contains { position in
      switch log.kind(at: position) {
      case .presentation, .containment: return true
      case .call:
        let event = log[position]
        return event.selector == "setValue(_:forKey:)"
          && world.role(of: event.receiver) == .controller
      default: return false
      }
    }
    guard relevant else { return StyledText() }
    var out = StyledText()
    for coupling in world.sourceCouplings() where reported.insert(coupling).inserted {
      let text = localizer.string(
        SourceCoupling.adviceKey,
        [
          world.record(coupling.destination)?.className ?? "?", coupling.property,
          coupling.declaredType,
        ])
      out +=
        Style.warning.paint("⚠ " + TextWrap.wrap(text, width: width - 2, indent: "  "))
        + "\n"
    }
    return out
  }
}
