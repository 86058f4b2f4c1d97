import Testing

@testable import MVCRuntime
@testable import MVCScript

/// Key-value observing as Foundation does it: `addObserver(_:forKeyPath:options:context:)`, an
/// observer that overrides `observeValue(forKeyPath:of:change:context:)` and reads the change
/// dictionary by `NSKeyValueChangeKey`, and the options that decide what it holds and when it
/// comes (`.initial` at once, `.prior` before each change).
/// https://developer.apple.com/documentation/objectivec/nsobject/1412787-addobserver
/// https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions
@Suite struct KeyValueObservingTests {
  typealias Sandbox = SwiftLanguageTests.Sandbox

  static let observer = """
    class Contact: NSObject { @objc dynamic var name = "Ada" }
    class Editor: UIViewController {
      override func observeValue(
        forKeyPath keyPath: String?, of object: Any?,
        change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?
      ) {
        let prior = change?[.notificationIsPriorKey] as? Bool ?? false
        let new = change?[.newKey] as? String ?? "-"
        let old = change?[.oldKey] as? String ?? "-"
        print(keyPath ?? "?", prior ? "prior" : "after", old, new)
      }
    }
    let ada = Contact()
    let editor = Editor()
    """

  @Test func theChangeHoldsWhatTheOptionsAskFor() throws {
    let s = Sandbox()
    try s.run(Self.observer)
    try s.run("ada.addObserver(editor, forKeyPath: \"name\", options: [.new, .old], context: nil)")
    try s.run("ada.name = \"Grace\"")
    #expect(s.printed == [.string("name after Ada Grace")])
  }

  @Test func initialReportsAtOnceAndPriorBeforeEachChange() throws {
    let s = Sandbox()
    try s.run(Self.observer)
    try s.run(
      "ada.addObserver(editor, forKeyPath: \"name\", options: [.new, .old, .initial, .prior], "
        + "context: nil)")
    #expect(s.printed == [.string("name after - Ada")])
    let before = s.world.trace.count
    try s.run("ada.name = \"Grace\"")
    #expect(
      Array(s.printed.dropFirst()) == [
        .string("name prior Ada -"), .string("name after Ada Grace"),
      ])
    // Both notifications are messages, the prior one inside the change, before the store.
    let sent = s.world.trace.dropFirst(before).map(\.selector)
    #expect(
      sent == [
        "setValue(_:forKey:)", "observeValue(forKeyPath:of:change:context:)",
        "observeValue(forKeyPath:of:change:context:)",
      ])
  }

  @Test func aClosureObservationHearsThePriorChangeToo() throws {
    let s = Sandbox()
    try s.run(Self.observer)
    try s.run(
      """
      let watch = ada.observe(\\.name, options: [.prior, .old, .new]) { contact, change in
        print(change.isPrior, change.oldValue ?? "-", change.newValue ?? "-")
      }
      ada.name = "Grace"
      """)
    #expect(s.printed == [.string("true Ada -"), .string("false Ada Grace")])
  }

  @Test func removingTheObserverStopsTheNotifications() throws {
    let s = Sandbox()
    try s.run(Self.observer)
    try s.run("ada.addObserver(editor, forKeyPath: \"name\", options: [.new], context: nil)")
    try s.run("ada.removeObserver(editor, forKeyPath: \"name\")")
    try s.run("ada.name = \"Linus\"")
    #expect(s.printed.isEmpty)
  }

  @Test func observeValueMustBeWrittenOverrideAsSwiftRequires() throws {
    let s = Sandbox()
    #expect(throws: (any Error).self) {
      try s.run(
        """
        class Plain: UIViewController {
          func observeValue(
            forKeyPath keyPath: String?, of object: Any?,
            change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?
          ) {}
        }
        """)
    }
  }
}
