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

  static func run(_ argument: String, in session: Session) -> Reply {
    let l = session.localizer
    guard let active = session.tutor.active else {
      return session.failure(l.string("goal.noLesson"))
    }
    let step = active.step
    let number = String(active.stepIndex + 1)
    if step.isDemonstration {
      return Reply(
        output: session.wrap(l.string("goal.demonstration", [number]), indent: "") + "\n")
    }
    let shadow: ShadowWorld
    let shadowStart: Int
    switch session.shadowAtStepStart() {
    case .success(let built):
      shadow = built.shadow
      shadowStart = built.traceStart
    case .failure(let failed):
      return session.failure(l.string("goal.unavailable", [failed.source]))
    }
    if let failed = LessonRunner(core: shadow.core).replay(step.solution) {
      return session.failure(l.string("goal.unavailable", [failed]))
    }
    let pictures = GoalPicture.pictures(
      for: step.goals.map(\.goal), in: shadow.reader, traceStart: shadowStart,
      sentMessages: shadow.reader.trace.count > shadowStart)
    let width = session.options.width
    var out = Style.heading.paint(session.wrap(l.string("goal.heading", [number]), indent: ""))
    out += "\n"
    var differs = false
    for picture in pictures {
      let key: (String) -> String = { line in
        picture == .trace ? Session.withoutMessageNumbers(line) : line
      }
      let titles = (left: l.string("goal.yours"), right: l.string("goal.wanted"))
      let content: (Int) -> (left: StyledText, right: StyledText) = { columns in
        let yours = session.picture(
          picture, of: session.world, since: active.traceStart, width: columns)
        let wanted = session.picture(picture, of: shadow.reader, since: shadowStart, width: columns)
        return (yours, wanted)
      }
      let full = content(width)
      if DiffPanels.differ(full.left, full.right, key: key) { differs = true }
      out += "\n" + Style.dim.paint(l.string("goal.picture." + "\(picture)")) + "\n"
      out += DiffPanels.render(titles: titles, width: width, key: key, content: content)
    }
    out += "\n"
    out += session.wrap(l.string(differs ? "goal.legend" : "goal.same"), indent: "") + "\n"
    return Reply(output: out)
  }
}
