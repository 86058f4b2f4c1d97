import MVCRuntime

/// `:device` lists the presets; `:device NAME` switches to one (a change to the world, so it
/// is saved with the session and can be undone).
enum DeviceCommand: MetaCommand {
  static let name = "device"
  static let example = ":device        :device classic"

  static func argumentWords(in session: Session) -> [String] { Device.presets.map(\.name) }

  static func run(_ argument: String, in session: Session) -> Reply {
    let name = argument.trimmed()
    guard !name.isEmpty else {
      return Reply(
        output: DeviceListRenderer.render(
          session.world, localizer: session.localizer, width: session.options.width,
          colour: session.options.colour))
    }
    do {
      try session.core.perform({ try $0.setDevice(named: name) }, recordedAs: ":device " + name)
    } catch let error as RuntimeFailure {
      return session.failure(.runtime(error, at: nil))
    } catch {
      return session.failure(.runtime(.internalError(.statement), at: nil))
    }
    // A popover on screen adapted again: say how, as after the statement that presented it.
    return Reply(
      output: StyledText(
        DeviceListRenderer.changed(session.world, localizer: session.localizer))
        + session.popoverNotesAfterDeviceChange())
  }
}
