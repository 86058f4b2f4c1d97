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

  @Test func damagedLinesAreSkipped() {
    let book = ProgressBook(
      decoding: "mvcsh-progress 1\nlesson Roles at=x\nnonsense\nlesson ok done=a,B,c\n")
    #expect(book?.lessons == ["ok": LessonProgress(completedSteps: ["a", "c"])])
    #expect(ProgressBook(decoding: "something else") == nil)
  }
}
