import Testing

@testable import MVCTutor

@Suite struct ProgressBookTests {
  @Test func roundTripsThroughText() throws {
    var book = ProgressBook()
    book.lastLesson = "mediator"
    book[lesson: "roles"] = LessonProgress(
      completedSteps: ["model", "view"], currentStep: "controller")
    book[lesson: "mediator"].currentStep = "bind"
    let text = book.encoded
    #expect(
      text == """
        mvcsh-progress 1
        last mediator
        lesson mediator at=bind
        lesson roles at=controller done=model,view

        """)
    #expect(ProgressBook(decoding: text) == book)
  }

  @Test func playbackPredictionsRoundTrip() {
    var book = ProgressBook()
    book.playbackAnswers = 5
    book.playbackRight = 3
    #expect(book.encoded.hasSuffix("playback answered=5 right=3\n"))
    #expect(ProgressBook(decoding: book.encoded) == book)
    // More right than answered cannot be: the count is capped.
    let odd = ProgressBook(decoding: "mvcsh-progress 1\nplayback answered=2 right=9\n")
    #expect(odd?.playbackRight == 2)
  }

  @Test func damagedLinesAreSkipped() {
    let book = ProgressBook(
      decoding: "mvcsh-progress 1\nlesson Roles at=x\nnonsense\nlesson ok done=a,B,c\n")
    #expect(book?.lessons == ["ok": LessonProgress(completedSteps: ["a", "c"])])
    #expect(ProgressBook(decoding: "something else") == nil)
  }
}
