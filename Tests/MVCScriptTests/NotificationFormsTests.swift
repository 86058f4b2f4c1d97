import Testing

@testable import MVCRuntime
@testable import MVCScript

/// NotificationCenter's two ways to observe, as Foundation has them: a selector observer's
/// method that takes a parameter receives the `Notification` (its name and object), and both
/// forms honour `object:` — only posts with that object reach them.
/// https://developer.apple.com/documentation/foundation/notificationcenter/1415360-addobserver
/// https://developer.apple.com/documentation/foundation/notificationcenter/1411723-addobserver
@Suite struct NotificationFormsTests {
  typealias Sandbox = SwiftLanguageTests.Sandbox

  static let setup = """
    class Contact: NSObject { var name = "" }
    let ada = Contact()
    let bob = Contact()
    extension Notification.Name { static let saved = Notification.Name("Saved") }
    class Screen: UIViewController {
      @objc func saved(_ note: Notification) { print("method", note.object === ada) }
    }
    let screen = Screen()
    """

  @Test func aSelectorObserverIsHandedTheNotification() throws {
    let s = Sandbox()
    try s.run(Self.setup)
    try s.run(
      """
      NotificationCenter.default.addObserver(
        screen, selector: #selector(Screen.saved), name: .saved, object: nil)
      NotificationCenter.default.post(name: .saved, object: ada)
      """)
    #expect(s.printed == [.string("method true")])
  }

  @Test func bothFormsHearOnlyTheObjectTheyNamed() throws {
    let s = Sandbox()
    try s.run(Self.setup)
    try s.run(
      """
      NotificationCenter.default.addObserver(
        screen, selector: #selector(Screen.saved), name: .saved, object: ada)
      let token = NotificationCenter.default.addObserver(
        forName: .saved, object: ada, queue: nil) { note in print("block") }
      NotificationCenter.default.post(name: .saved, object: bob)
      NotificationCenter.default.post(name: .saved, object: ada)
      """)
    #expect(s.printed == [.string("method true"), .string("block")])
  }
}
