import MVCLocalization
import MVCRuntime

/// `:device`: the device presets, the current one marked.
public enum DeviceListRenderer {
  public static func render(
    _ world: WorldReader, localizer l: Localizer, width: Int = 80, colour: Bool = false
  ) -> String {
    let n = ViewControllerFormat.number
    var out = l.string("device.title") + "\n"
    for d in Device.presets {
      var line = l.string(
        "device.line",
        [
          TextWidth.padded(d.name, to: 7), d.model, n(d.width), n(d.height), n(d.statusBarHeight),
          n(d.homeIndicatorHeight),
        ])
      let current = d == world.device
      if current { line += "  ← " + l.string("device.current") }
      line = (current ? "* " : "  ") + line
      out += (colour ? line : ViewControllerFormat.fit(line, width)) + "\n"
    }
    return out
  }

  /// The confirmation after `:device NAME` switched the device.
  public static func changed(_ world: WorldReader, localizer l: Localizer) -> String {
    l.string("device.changed", [world.device.name, world.device.model]) + "\n"
  }
}
