import MVCShell
import Testing

/// `:explain N`: one message in full: kind, role, cause and the rule behind it.
@Suite struct ExplainCommandTests {
  @Test func aMessageWithItsKindRoleCauseAndRule() throws {
    let session = CommandTest.session()
    let count = session.world.trace.count
    // The last statement: outside → ada, ada → editor (caused by it), editor → label.
    let observed = session.execute(":explain \(count - 1)")
    #expect(!observed.failed)
    let lines = observed.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "[\(count - 1)] ada → editor")
    #expect(lines.contains("  kind: key-value observing"))
    #expect(lines.contains("  role: model → controller"))
    #expect(
      lines.contains(
        "  caused by: [\(count - 2)] outside → ada: setValue(\"Grace\", forKey: \"name\")"))
    #expect(observed.output.contains("key-value observing"))
    let first = session.execute(":explain 1").output
    #expect(first.contains("  caused by: nothing: it started this chain\n"))
    #expect(first.contains("An object is created"))
  }

  @Test func aNumberOutsideTheTraceIsRefused() {
    let session = CommandTest.session()
    let count = session.world.trace.count
    for argument in ["0", "\(count + 1)", "x"] {
      expectRefusal(
        ":explain \(argument)", in: session,
        saying: "there is no message \(argument); the trace has messages 1 to \(count)")
    }
    // With no number the command says what it needs, not "there is no message ".
    expectRefusal(":explain", in: session, saying: ":explain needs an argument: :explain N")
  }
}
