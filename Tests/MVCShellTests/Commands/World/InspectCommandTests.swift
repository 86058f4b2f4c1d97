import MVCLocalization
import MVCShell
import Testing

/// `:inspect PATH`: an object's class, properties and connections, or a value; it only looks.
@Suite struct InspectCommandTests {
  @Test func anObjectAValueAndAPath() {
    let session = CommandTest.session()
    let ada = session.execute(":inspect ada")
    #expect(!ada.failed)
    #expect(
      ada.output
        == "ada: Contact  (model)\n  properties:\n    name: String = \"Grace\"\n  observed by:\n    name → editor\n  kept alive by: ada, editor\n"
    )
    #expect(session.execute(":inspect ada.name").output == "\"Grace\"\n")
    #expect(session.execute(":inspect editor.view").output.hasPrefix("editor.view: View"))
    #expect(
      session.completions(for: ":inspect a", cursor: 10).candidates == ["ada", "application"])
  }

  @Test func aNameOrMemberThatIsNotThereIsRefused() {
    let session = CommandTest.session()
    expectRefusal(":inspect", in: session, saying: ":inspect needs an argument: :inspect NAME")
    expectRefusal(":inspect nosuch", in: session, saying: "nothing is called ‘nosuch’")
    expectRefusal(":inspect ada.zz", in: session, saying: "Contact has no property ‘zz’")
    expectRefusal(
      ":inspect label.text.x", in: session, saying: "value of type ‘String’ has no member ‘x’")
  }

  /// An object UIKit makes on first use is described, not made.
  @Test func anObjectNotMadeYetIsDescribedNotMade() {
    let session = CommandTest.session("let vc = ViewController(title: \"A\")")
    let records = session.world.records.count
    let item = session.execute(":inspect vc.tabBarItem")
    #expect(!item.failed)
    #expect(
      item.output.hasPrefix(
        "vc.tabBarItem is not made yet. A statement that reads it makes a new TabBarItem"))
    #expect(session.world.records.count == records)
  }

  @Test func theNotYetMadeNoteIsInEveryLanguage() {
    for language in Language.allCases {
      let session = Session(options: SessionOptions(language: language, colour: false))
      _ = session.execute("let vc = ViewController(title: \"A\")")
      let output = session.execute(":inspect vc.view").output
      #expect(!output.contains("‹"), "\(language): \(output)")
      #expect(output.contains("loadView()"), "\(language): \(output)")
    }
  }
}
