import MVCTestSupport
import Testing

@testable import MVCShell

/// The pieces `:goal` and `:whatif` are built from: the line diff, the panels, the trace
/// difference, the shadow world's replay.
@Suite struct ShadowPiecesTests {
  @Test func theLineDiffMarksWhatEachSideLacks() {
    let diff = LineDiff(left: ["a", "b", "c", "d"], right: ["a", "c", "x", "d"])
    #expect(diff.leftOnly == [false, true, false, false])
    #expect(diff.rightOnly == [false, false, true, false])
    #expect(!diff.isSame)
    #expect(LineDiff(left: ["a", "a"], right: ["a", "a"]).isSame)
    #expect(LineDiff(left: [], right: ["a"]).rightOnly == [true])
  }

  @Test func aHugeDiffFallsBackToCountingLines() {
    let left = (0..<2_100).map { "line \($0 % 7)" }
    let right = (0..<2_100).map { "line \($0 % 5)" }
    let diff = LineDiff(left: left, right: right)
    #expect(diff.leftOnly.count == left.count)
    // Lines 5 and 6 are only on the left; each other line has a partner.
    #expect(diff.leftOnly.filter { $0 }.count == 600)
  }

  @Test func panelsGoSideBySideWhenWideAndStackWhenNarrow() {
    let content = { (_: Int) in
      (left: StyledText("same\nonly left\n"), right: StyledText("same\nonly right\n"))
    }
    let wide = DiffPanels.render(titles: ("L", "R"), width: 80, content: content).plain
    #expect(
      wide == """
        L                                      │ R
          same                                 │   same
        - only left                            │ + only right

        """)
    let narrow = DiffPanels.render(titles: ("L", "R"), width: 60, content: content).plain
    #expect(narrow == "L\n  same\n- only left\n\nR\n  same\n+ only right\n")
  }

  @Test func aPanelTooWideForHalfTheScreenIsStacked() {
    let long = String(repeating: "x", count: 50)
    let text = DiffPanels.render(titles: ("L", "R"), width: 80) { _ in
      (StyledText(long + "\n"), StyledText(long + "\n"))
    }
    #expect(text.plain == "L\n  \(long)\n\nR\n  \(long)\n")
  }

  @Test func longRunsOfTheSameLineAreShortened() {
    let text = DiffPanels.render(titles: ("L", "R"), width: 50) { _ in
      (StyledText("│ │\n│ │\n│ │\n│ │\n│ │\nend\n"), StyledText("end\n"))
    }
    #expect(text.plain.hasPrefix("L\n- │ │\n- │ │\n"))
    let same = DiffPanels.render(titles: ("L", "R"), width: 50) { _ in
      (StyledText("│ │\n│ │\n│ │\n│ │\nend\n"), StyledText("│ │\n│ │\n│ │\n│ │\nend\n"))
    }
    #expect(same.plain == "L\n  │ │\n  │ │\n  ⋮\n  end\n\nR\n  │ │\n  │ │\n  ⋮\n  end\n")
  }

  @Test func markedLinesAreColouredAndReadableWithout() {
    let text = DiffPanels.render(titles: ("L", "R"), width: 40) { _ in
      (StyledText("a\n"), StyledText("b\n"))
    }
    #expect(text.runs.contains { $0.style == .warning && $0.text == "- a" })
    #expect(text.runs.contains { $0.style == .model && $0.text == "+ b" })
  }

  @Test func messageNumbersAreLeftOutOfTheComparison() {
    #expect(WorldPictures.withoutMessageNumbers("  [17] a → b: f([1])") == "  a → b: f([1])")
    #expect(WorldPictures.withoutMessageNumbers("[x] [") == "[x] [")
    #expect(
      WorldPictures.withoutMessageNumbers("      model change · outside → model")
        == "      model change · outside → model")
  }

  private func hop(_ s: String, _ r: String, _ selector: String, _ details: String = "")
    -> (hop: TraceDifference.Hop, details: String)
  {
    (TraceDifference.Hop(sender: s, receiver: r, selector: selector), details)
  }

  @Test func theTraceDifferenceFindsGoneNewAndRedirectedMessages() {
    let gone = TraceDifference(
      before: [hop("user", "editor", "save()"), hop("editor", "detail", "editorDidSave(_:)")],
      after: [hop("user", "editor", "save()")])
    #expect(
      gone.gone == [
        TraceDifference.Hop(sender: "editor", receiver: "detail", selector: "editorDidSave(_:)")
      ])
    #expect(gone.new.isEmpty && gone.redirected.isEmpty && !gone.isSame)

    let redirected = TraceDifference(
      before: [hop("field", "editor", "changed(_:)")], after: [hop("field", "other", "changed(_:)")]
    )
    #expect(
      redirected.redirected == [
        TraceDifference.Redirect(
          sender: "field", selector: "changed(_:)", before: "editor", after: "other")
      ])
    #expect(redirected.gone.isEmpty && redirected.new.isEmpty)

    let arguments = TraceDifference(
      before: [hop("a", "b", "f(_:)", "f(1)")], after: [hop("a", "b", "f(_:)", "f(2)")])
    #expect(arguments.detailsDiffer && !arguments.isSame)
    #expect(TraceDifference(before: [hop("a", "b", "f")], after: [hop("a", "b", "f")]).isSame)
  }

  @Test func theShadowReplaysTheHistoryWithTheSameIdsAndNumbers() throws {
    let session = CommandTest.session()
    let sources = session.core.history.sources
    let shadow = try ShadowWorld.replaying(sources[...]).get()
    #expect(WorldSnapshot(shadow.reader) == WorldSnapshot(session.world))
    let broken = ShadowWorld.replaying(["let a = Label()", "nosuch.text = \"x\""])
    #expect(throws: ShadowWorld.ReplayFailure(source: "nosuch.text = \"x\"")) { try broken.get() }
  }

  @Test func aDeviceChangeIsReplayedAsTheChange() throws {
    let session = CommandTest.session(":device iPad")
    let shadow = try ShadowWorld.replaying(session.core.history.sources[...]).get()
    #expect(WorldSnapshot(shadow.reader) == WorldSnapshot(session.world))
  }
}
