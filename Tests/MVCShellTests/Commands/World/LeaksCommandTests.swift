import MVCLocalization
import MVCShell
import Testing

/// `:leaks`: objects kept alive only by each other, and what holds each.
@Suite struct LeaksCommandTests {
  @Test func aRetainCycleIsListedWithWhatHoldsEachObject() {
    let session = CommandTest.session("")
    #expect(session.execute(":leaks").output.hasPrefix("No leaks"))
    for line in [
      "class Node: NSObject { var next: Node? }", "var a = Node()", "var b = Node()",
      "a.next = b", "b.next = a", "a = Node()", "b = Node()",
    ] {
      #expect(!session.execute(line).failed, "\(line)")
    }
    let out = session.execute(":leaks").output
    #expect(out.contains("(2)"))
    #expect(out.contains("kept alive by"))
    #expect(out.contains("weak"))
    // Breaking the cycle from outside is no longer possible: nothing reaches it.
    #expect(session.execute(":inspect a").output.contains("kept alive by: a"))
  }
}
