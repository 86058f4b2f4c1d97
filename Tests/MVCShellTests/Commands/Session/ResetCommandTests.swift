import MVCShell
import Testing

/// `:reset`: a fresh, empty world.
@Suite struct ResetCommandTests {
  @Test func everythingIsGoneAndCannotBeUndone() {
    let session = CommandTest.session()
    let reset = session.execute(":reset")
    #expect(!reset.failed)
    #expect(reset.output == "The world is empty again.\n")
    #expect(session.execute("label.text").failed)
    #expect(session.world.globals["ada"] == nil)
    #expect(session.world.trace.isEmpty)
    #expect(session.log.isEmpty)
    #expect(session.execute(":trace all").output == "No messages yet.\n")
    expectRefusal(":undo", in: session, saying: "there is nothing to undo")
  }

  @Test func aClassCanBeDeclaredAgainAfterAReset() {
    let session = CommandTest.session()
    _ = session.execute(":reset")
    #expect(!session.execute("class Contact: Model { var name = \"Ada\" }").failed)
  }
}
