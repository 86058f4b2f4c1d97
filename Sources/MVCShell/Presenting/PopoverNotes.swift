import MVCLocalization
import MVCRuntime

/// How each popover adapted to the screen: a sheet on a compact-width screen (and why), kept
/// by its delegate, or changed by it. Nothing for a popover shown as one on a regular-width
/// screen, which is what the learner asked for.
struct PopoverNotes {
  /// The world the popovers are in.
  var world: WorldReader
  /// The words.
  var localizer: Localizer
  /// The width notes wrap to.
  var width: Int

  /// The note for every popover a statement presented.
  func after(events: Slice<TraceLog>) -> StyledText {
    let log = events.base
    var out = StyledText()
    for position in events.indices where log.kind(at: position) == .presentation {
      let event = log[position]
      guard event.selector.hasPrefix("present(_:animated:"),
        case .object(let vc)? = event.arguments.first
      else { continue }
      out += popoverNote(for: vc, afterDeviceChange: false)
    }
    return out
  }

  /// The note for every popover on screen after `:device` re-adapted it.
  func afterDeviceChange() -> StyledText {
    var out = StyledText()
    for entry in world.visibleControllers() {
      out += popoverNote(for: entry.controller, afterDeviceChange: true)
    }
    return out
  }

  /// One popover's note, or nothing when it was not a popover.
  private func popoverNote(for vc: ObjectID, afterDeviceChange: Bool) -> StyledText {
    guard let record = world.record(vc)?.vc.presentation, record.requestedStyle == .popover
    else { return StyledText() }
    let name = world.displayName(of: vc)
    let model = DeviceText.model(world.device, localizer: localizer)
    let text: String
    switch record.adaptation {
    case .compactWidth:
      text = localizer.string("advice.popover.adapted", [name, model])
    case .keptByDelegate(let delegate):
      text = localizer.string(
        "advice.popover.kept", [name, model, world.displayName(of: delegate)])
    case .chosenByDelegate(let delegate):
      text = localizer.string(
        "advice.popover.chosen",
        [name, model, world.displayName(of: delegate), record.style.rawValue])
    case nil:
      // An action sheet on a phone is not a popover kept back: it is an action sheet.
      guard afterDeviceChange, record.style == .popover else { return StyledText() }
      text = localizer.string("advice.popover.regular", [name, model])
    }
    return Style.warning.paint("ℹ " + TextWrap.wrap(text, width: width - 2, indent: "  "))
      + "\n"
  }
}
