import MVCLocalization
import MVCTutor

/// `:lessons`: every lesson with its number, id, title and the learner's progress, the one in
/// progress marked, then any lesson file that could not be read.
enum LessonsCommand: MetaCommand {
  static let name = "lessons"
  static let example = ":lessons        :lessons reload"

  /// `reload`.
  static func argumentWords(in context: CommandContext) -> [String] { ["reload"] }

  static func run(_ argument: String, in context: inout CommandContext) -> Reply {
    let l = context.localizer
    if argument == "reload" {
      guard let reread = context.state.lesson.folderReader else {
        return context.failure(l.string("tutor.error.noLessonFolder"))
      }
      guard let folder = reread() else {
        return context.failure(l.string("tutor.error.cannotReload"))
      }
      if let refusal = LessonFolderFlow.use(folder, reread: nil, in: &context) {
        return context.failure(refusal.trimmingTrailingNewlines())
      }
      var out = Reply(
        output: context.wrap(
          l.string("tutor.list.reloaded", [String(context.tutor.catalog.lessons.count)]),
          indent: "") + "\n")
      out += run("", in: &context)
      return out
    }
    guard argument.isEmpty else {
      return context.failure(l.string("tutor.error.lessonsArgument", [String(argument.prefix(40))]))
    }
    let tutor = context.tutor
    let lessons = tutor.catalog.lessons
    let done = lessons.filter { tutor.progress[lesson: $0.id].isComplete($0) }.count
    var out: StyledText =
      Style.heading.paint(l.string("tutor.list.heading", [String(done), String(lessons.count)]))
      + "\n"
    let idWidth = (lessons.map { TextWidth.of($0.id) }.max() ?? 0) + 2
    // The title column is as wide as the longest title, and as the terminal allows: a title
    // too long for it goes on under itself. The status stands in a column after the titles
    // where it fits, else two blanks after its title, else under it.
    let indent = String(repeating: " ", count: 5 + idWidth)
    let width = context.options.width
    let room = max(16, width - indent.count)
    let titleWidth = min(
      room, (lessons.map { TextWidth.of(LessonFlow.title(of: $0, in: context)) }.max() ?? 0) + 2)
    for (index, lesson) in lessons.enumerated() {
      let marker = tutor.active?.lesson.id == lesson.id ? "▸" : " "
      let number = TextWidth.padded(String(index + 1), to: 3)
      var line = StyledText(marker + number + " " + TextWidth.padded(lesson.id, to: idWidth))
      let titleLines = TextWrap.lines(LessonFlow.title(of: lesson, in: context), width: room - 1)
      for (row, text) in titleLines.enumerated() {
        if row > 0 { line = line.droppingTrailingSpaces() + "\n" + indent }
        line += text
      }
      let state = status(of: lesson, in: &context)
      let lastRow = TextWidth.of(line.plain.split(separator: "\n").last.map(String.init) ?? "")
      let stateWidth = TextWidth.of(state.plain)
      if state.isEmpty {
      } else if indent.count + titleWidth + stateWidth <= width
        && lastRow <= indent.count + titleWidth
      {
        line += String(repeating: " ", count: indent.count + titleWidth - lastRow) + state
      } else if lastRow + 2 + stateWidth <= width {
        line += "  " + state
      } else {
        line += "\n" + indent + state
      }
      out += line.droppingTrailingSpaces() + "\n"
    }
    for error in tutor.catalog.errors {
      out += Style.warning.paint("⚠ " + error.description(l)) + "\n"
    }
    out += context.wrap(l.string("tutor.list.footer"), indent: "") + "\n"
    return Reply(output: out)
  }

  /// What the list says of a lesson: the features it needs, done, or how many steps are done.
  private static func status(of lesson: Lesson, in context: inout CommandContext) -> StyledText {
    let l = context.localizer
    let missing = LessonFlow.missingFeatureNames(of: lesson, in: context)
    if !missing.isEmpty {
      return Style.dim.paint(l.string("tutor.list.needs", [missing.joined(separator: ", ")]))
    }
    let progress = context.tutor.progress[lesson: lesson.id]
    if progress.isComplete(lesson) { return Style.model.paint(l.string("tutor.list.done")) }
    let count = progress.completedCount(in: lesson)
    if count == 0 && progress.currentStep == nil { return StyledText() }
    return StyledText(l.string("tutor.list.steps", [String(count), String(lesson.steps.count)]))
  }
}

extension String {
  /// Without line feeds at the end.
  fileprivate func trimmingTrailingNewlines() -> String {
    var text = Substring(self)
    while text.last == "\n" { text.removeLast() }
    return String(text)
  }
}
