import MVCShell
import Testing

/// `:device [NAME]`: the device presets, or a switch to one (a change that can be undone).
@Suite struct DeviceCommandTests {
  @Test func theListMarksTheCurrentDevice() {
    let session = CommandTest.session()
    let list = session.execute(":device").output.split(separator: "\n")
    #expect(list.first == "Devices (choose one with :device NAME):")
    #expect(list.count == 5)
    #expect(list.filter { $0.hasPrefix("*") }.count == 1)
    #expect(list.contains { $0.hasPrefix("* island") && $0.hasSuffix("← current") })
  }

  @Test func switchingIsAChangeThatIsLoggedAndUndone() {
    let session = CommandTest.session()
    let log = session.log
    let switched = session.execute(":device classic")
    #expect(!switched.failed)
    #expect(switched.output == "Now simulating classic (iPhone 8).\n")
    #expect(session.world.device.name == "classic")
    #expect(session.log == log + [":device classic"])
    #expect(session.execute(":layout").output.hasPrefix("Device classic (iPhone 8): 375 × 667 pt"))
    #expect(session.execute(":undo").output == "Undone: :device classic\n")
    #expect(session.world.device.name == "island")
    #expect(session.log == log)
  }

  @Test func anUnknownDeviceIsRefusedWithTheNearestName() {
    let session = CommandTest.session()
    let response = expectRefusal(
      ":device nosuch", in: session, saying: "There is no device ‘nosuch’; :device lists them.")
    #expect(response.output.contains("did you mean ‘notch’?"))
    #expect(session.world.device.name == "island")
    #expect(
      session.completions(for: ":device ", cursor: 8).candidates == [
        "classic", "ipad", "island", "notch",
      ])
  }
}
