import MVCShell
import Testing

/// `:history [N]`: what was typed at the prompt, numbered.
@Suite struct HistoryCommandTests {
  @Test func listsEveryInputNumberedWithBlocksAsOneEntry() {
    let session = CommandTest.session("")
    _ = session.execute("let a = Label()")
    _ = session.execute("nosuch")
    _ = session.execute("class Box: Model {")
    _ = session.execute("  var size = 1")
    _ = session.execute("}")
    _ = session.execute("   ")
    let listed = session.execute(":history")
    #expect(!listed.failed)
    #expect(
      listed.output == """
          1  let a = Label()
          2  nosuch
          3  class Box: Model {
               var size = 1
             }
          4  :history

        """)
    #expect(session.inputs.count == 4)
  }

  @Test func nShowsTheLastN() {
    let session = CommandTest.session("")
    for index in 1...12 { _ = session.execute("let v\(index) = \(index)") }
    let last = session.execute(":history 2").output
    #expect(last == "  12  let v12 = 12\n  13  :history 2\n")
    // More than there are shows them all.
    #expect(session.execute(":history 100").output.hasPrefix("   1  let v1 = 1\n"))
  }

  @Test func aBadCountIsRefused() {
    let session = CommandTest.session("")
    _ = session.execute("let a = 1")
    for bad in [":history 0", ":history -3", ":history many"] {
      expectRefusal(bad, in: session, saying: "is not a number of entries")
    }
  }

  @Test func scriptsAreNotKept() {
    let session = CommandTest.session("let a = Label()\nlet b = Label()")
    #expect(session.inputs.isEmpty)
  }
}
