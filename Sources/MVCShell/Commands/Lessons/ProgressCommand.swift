import MVCLocalization
import MVCTutor

/// `:progress`: every lesson with its steps done, the questions answered (and how many
/// right), then the syllabus points the completed lessons covered.
enum ProgressCommand: MetaCommand {
  static let name = "progress"
  static let example = ":progress"

  static func run(_ argument: String, in context: inout CommandContext) -> Reply {
    let l = context.localizer
    let tutor = context.tutor
    var out: StyledText = Style.heading.paint(l.string("tutor.progress.heading")) + "\n"
    let lessons = tutor.catalog.lessons
    let idWidth = (lessons.map { TextWidth.of($0.id) }.max() ?? 0) + 2
    for (index, lesson) in lessons.enumerated() {
      let progress = tutor.progress[lesson: lesson.id]
      let answers = progress.predictions.filter { answer in
        lesson.steps.contains { $0.id == answer.key }
      }
      let line = l.string(
        "tutor.progress.lesson",
        [
          String(progress.completedCount(in: lesson)), String(lesson.steps.count),
          String(answers.count), String(answers.values.filter { $0 }.count),
        ])
      let marker = tutor.active?.lesson.id == lesson.id ? "▸" : " "
      out +=
        marker + TextWidth.padded(String(index + 1), to: 3) + " "
        + TextWidth.padded(lesson.id, to: idWidth) + line + "\n"
    }
    let book = tutor.progress
    if book.playbackAnswers > 0 {
      out +=
        "\n"
        + context.wrap(
          l.string(
            "tutor.progress.playback", [String(book.playbackAnswers), String(book.playbackRight)]),
          indent: "") + "\n"
    }
    let points = tutor.pointsCovered.sorted()
    out +=
      "\n"
      + context.wrap(
        l.string("tutor.progress.points", [String(points.count), String(Syllabus.pointCount)]),
        indent: "") + "\n"
    for point in points {
      out += "  " + String(point) + ". " + l.string(Syllabus.titleKey(point)) + "\n"
    }
    return Reply(output: out)
  }
}
