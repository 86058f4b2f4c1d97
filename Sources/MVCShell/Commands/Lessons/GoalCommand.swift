import MVCLocalization
import MVCRuntime
import MVCTutor

/// `:goal` draws what the current lesson step wants beside what the learner has now: the
/// step's solution is replayed in a shadow world built as the step began, and the pictures its
/// goals are about (`:tree`, `:screen`, `:graph` or the step's messages) are shown side by side
/// (stacked when the terminal is narrow), each line one side lacks marked. The learner's world
/// does not change.
enum GoalCommand: MetaCommand {
  static let name = "goal"
  static let example = ":goal"

  static func run(_ argument: String, in context: inout CommandContext) -> Reply {
    let l = context.localizer
    guard let active = context.tutor.active else {
      return context.failure(l.string("goal.noLesson"))
    }
    let step = active.step
    let number = String(active.stepIndex + 1)
    if step.isDemonstration {
      return Reply(
        output: context.wrap(l.string("goal.demonstration", [number]), indent: "") + "\n")
    }
    let shadow: ShadowWorld
    let shadowStart: Int
    switch LessonFlow.shadowAtStepStart(in: context) {
    case .success(let built):
      shadow = built.shadow
      shadowStart = built.traceStart
    case .failure(let failed):
      return context.failure(l.string("goal.unavailable", [failed.source]))
    }
    if let failed = LessonRunner(core: shadow.core).replay(step.solution) {
      return context.failure(l.string("goal.unavailable", [failed]))
    }
    let pictures = GoalPicture.pictures(
      for: step.goals.map(\.goal), in: shadow.reader, traceStart: shadowStart,
      sentMessages: shadow.reader.trace.count > shadowStart)
    let width = context.options.width
    let painter = WorldPictures(localizer: l, colour: context.options.colour)
    let world = context.world
    var out = Style.heading.paint(context.wrap(l.string("goal.heading", [number]), indent: ""))
    out += "\n"
    var differs = false
    for picture in pictures {
      let key: (String) -> String = { line in
        picture == .trace ? WorldPictures.withoutMessageNumbers(line) : line
      }
      let titles = (left: l.string("goal.yours"), right: l.string("goal.wanted"))
      let content: (Int) -> (left: StyledText, right: StyledText) = { columns in
        let yours = painter.picture(
          picture, of: world, since: active.traceStart, width: columns)
        let wanted = painter.picture(
          picture, of: shadow.reader, since: shadowStart, width: columns)
        return (yours, wanted)
      }
      let full = content(width)
      if DiffPanels.differ(full.left, full.right, key: key) { differs = true }
      out += "\n" + Style.dim.paint(l.string("goal.picture." + "\(picture)")) + "\n"
      out += DiffPanels.render(titles: titles, width: width, key: key, content: content)
    }
    out += "\n"
    out += context.wrap(l.string(differs ? "goal.legend" : "goal.same"), indent: "") + "\n"
    return Reply(output: out)
  }
}
