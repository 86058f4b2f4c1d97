import Testing

@testable import MVCShell

/// The table of meta-commands: the order `:help` shows, how a typed name finds its command
/// (exactly, by an unambiguous prefix, or by an alias), and what completion offers.
@Suite struct CommandTableTests {
  static let names = [
    ":help", ":trace", ":explain", ":step", ":predict", ":whatif", ":inspect", ":graph", ":leaks",
    ":views", ":screen",
    ":tree",
    ":layout", ":responders", ":device", ":lang", ":glossary", ":undo", ":reset", ":history",
    ":edit", ":export",
    ":open", ":save", ":load",
    ":lessons", ":lesson", ":hint", ":solution", ":check", ":goal", ":next", ":prev", ":restart",
    ":skip", ":progress", ":quit",
  ]

  @Test func everyCommandOnceInTheOrderHelpListsThem() {
    #expect(Session.commandNames == Self.names)
    let help = CommandTest.session("").execute(":help").output
    let listed = help.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("  :") else { return nil }
      return String(line.dropFirst(2).prefix { $0 != " " })
    }
    #expect(listed == Self.names)
  }

  @Test func anUnambiguousPrefixRunsItsCommand() {
    let session = CommandTest.session()
    #expect(session.execute(":expl 1").output == session.execute(":explain 1").output)
    #expect(session.execute(":gr").output == session.execute(":graph").output)
    #expect(session.execute(":solu").output.contains("no lesson is running"))
  }

  @Test func anAmbiguousPrefixNamesEveryCommandItCouldBe() {
    let session = CommandTest.session()
    expectRefusal(
      ":tr", in: session, saying: ":tr could be any of :trace, :tree; type more letters")
    expectRefusal(":re", in: session, saying: ":responders, :reset, :restart")
    // On a terminal wide enough for the whole list on one line (at 80 columns it wraps).
    session.setWidth(400)
    expectRefusal(":", in: session, saying: Self.names.joined(separator: ", "))
  }

  @Test func anUnknownNameIsRefusedWithTheNearestName() {
    let session = CommandTest.session()
    let near = expectRefusal(
      ":tracee", in: session, saying: "there is no command :tracee; type :help to see them all")
    #expect(near.output.contains("did you mean ‘:trace’?"))
    let far = expectRefusal(":zzzzzz", in: session, saying: "there is no command :zzzzzz")
    #expect(!far.output.contains("did you mean"))
    let long = expectRefusal(":" + String(repeating: "x", count: 500), in: session)
    #expect(long.output.count < 200)
  }

  /// A suggestion is made only when the name is near a command: one edit (two neighbouring
  /// letters swapped count as one) for a short name, two for a longer one; never a guess.
  @Test func onlyANearNameGetsASuggestion() {
    let session = CommandTest.session()
    let near: [(String, String)] = [
      (":tarce", ":trace"), (":histroy", ":history"), (":lod", ":load"), (":grahp", ":graph"),
      (":exprot", ":export"), (":qiut", ":quit"),
    ]
    for (typed, meant) in near {
      let refused = expectRefusal(typed, in: session, saying: "there is no command \(typed)")
      #expect(refused.output.contains("did you mean ‘\(meant)’?"), "\(typed)")
    }
    for far in [":xyz", ":ab", ":foo", ":qq", ":zzzzzz", ":abcdefgh"] {
      let refused = expectRefusal(far, in: session, saying: "there is no command \(far)")
      #expect(!refused.output.contains("did you mean"), "\(far)")
    }
    #expect(CommandTable.nearest(to: "tarce") == ":trace")
    #expect(CommandTable.nearest(to: "x") == nil)
  }

  /// `:h` is `:help` although `:hint` starts the same way; `:q` and `:exit` are `:quit`.
  @Test func aliasesRunTheirCommand() {
    let session = CommandTest.session()
    let help = session.execute(":help").output
    #expect(session.execute(":h").output == help)
    #expect(session.execute(":?").output == help)
    #expect(session.execute(":h trace").output == session.execute(":help trace").output)
    #expect(!session.shouldQuit)
    #expect(session.execute(":exit").output.isEmpty)
    #expect(session.shouldQuit)
  }

  @Test func completionOffersNamesByPrefixAndTheFirstArgumentsWords() {
    let session = CommandTest.session()
    #expect(session.completions(for: ":", cursor: 1).candidates == Self.names)
    #expect(
      session.completions(for: ":le", cursor: 3).candidates == [":leaks", ":lessons", ":lesson"])
    let indented = session.completions(for: "  :tr", cursor: 5)
    #expect(indented.wordStart == 2)
    #expect(indented.candidates == [":trace", ":tree"])
    // A unique prefix completes the arguments of its command; an unknown name completes none.
    #expect(session.completions(for: ":st o", cursor: 5).candidates == ["off", "on"])
    #expect(session.completions(for: ":zz ", cursor: 4).candidates.isEmpty)
    #expect(session.completions(for: ":graph ", cursor: 7).candidates.isEmpty)
  }

  /// Every function that acts as the user completes, not only `tap`, `type`, `toggle` and
  /// `select`; after a leading dot, the transition styles do.
  @Test func completionOffersEveryUserFunction() {
    let session = CommandTest.session()
    #expect(session.completions(for: "swi", cursor: 3).candidates == ["swipeDown(", "switch"])
    #expect(session.completions(for: "tapB", cursor: 4).candidates == ["tapBackButton("])
    #expect(session.completions(for: ".partial", cursor: 8).candidates == ["partialCurl"])
  }
}
