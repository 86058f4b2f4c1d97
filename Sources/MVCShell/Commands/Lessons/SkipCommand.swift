/// `:skip`: the lesson's waiting question is put aside unanswered, and what it asked about is
/// shown (a demonstration runs, a solved step's messages are shown). An empty line does the
/// same.
enum SkipCommand: MetaCommand {
  static let name = "skip"
  static let example = ":skip"

  static func run(_ argument: String, in context: inout CommandContext) -> Reply {
    guard context.tutor.active?.isPredictionPending == true else {
      return context.failure(context.localizer.string("tutor.error.noQuestion"))
    }
    return LessonFlow.skipQuestion(in: &context)
  }
}
