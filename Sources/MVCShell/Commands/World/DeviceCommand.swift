import MVCRuntime

/// `:device` lists the presets; `:device NAME` switches to one (a change to the world, so it
/// is saved with the session and can be undone).
enum DeviceCommand: MetaCommand {
  static let name = "device"
  static let example = ":device        :device classic"

  static func argumentWords(in context: CommandContext) -> [String] { Device.presets.map(\.name) }

  static func run(_ argument: String, in context: inout CommandContext) -> Reply {
    let name = argument.trimmed()
    guard !name.isEmpty else {
      return Reply(
        output: DeviceListRenderer.render(
          context.world, localizer: context.localizer, width: context.options.width,
          colour: context.options.colour))
    }
    do {
      try context.core.perform({ try $0.setDevice(named: name) }, recordedAs: ":device " + name)
    } catch let error as RuntimeFailure {
      return context.failure(.runtime(error, at: nil))
    } catch {
      return context.failure(.runtime(.internalError(.statement), at: nil))
    }
    // A popover on screen adapted again: say how, as after the statement that presented it.
    return Reply(
      output: StyledText(
        DeviceListRenderer.changed(context.world, localizer: context.localizer))
        + PopoverNotes(
          world: context.world, localizer: context.localizer, width: context.options.width
        ).afterDeviceChange())
  }
}
