import MVCTutor

/// `:hint`: first what the learner's world still lacks (the first goal not met, and what
/// happened instead, read as `:check` reads it), then the step's next hint, from the idea to
/// the API to, last, the code (each `:hint` one more, the last repeated). Only the hints that apply now are offered (a conditional one
/// while its condition holds), and never one whose code the learner has already run since the
/// step began; when only such hints are left, it says so. A demonstration has none.
enum HintCommand: MetaCommand {
  static let name = "hint"
  static let example = ":hint"

  static func run(_ argument: String, in context: inout CommandContext) -> Reply {
    let l = context.localizer
    guard var active = context.tutor.active else {
      return context.failure(l.string("tutor.error.noLesson"))
    }
    guard !active.step.hints.isEmpty else {
      return Reply(output: context.wrap(l.string("tutor.hint.demo"), indent: "") + "\n")
    }
    let ran = ranStatements(in: context, since: active.historyStart)
    let hints = context.tutor.applicableHints(in: context.world)
    func isSpent(_ hint: LessonHint) -> Bool {
      let code = HintCode.runnable(in: l.string(hint.key)).map(HintCode.normalized)
      return !code.isEmpty && code.allSatisfy(ran.contains)
    }
    let start = min(active.hintsShown, hints.count)
    let index: Int
    if let next = hints.indices.dropFirst(start).first(where: { !isSpent(hints[$0]) }) {
      index = next
    } else if hints.dropFirst(start).contains(where: isSpent) || hints.allSatisfy(isSpent) {
      // What is left would only repeat statements the learner has run.
      return Reply(output: context.wrap(l.string("tutor.hint.alreadyRan"), indent: "") + "\n")
    } else {
      guard let last = hints.indices.last(where: { !isSpent(hints[$0]) }) else {
        return Reply(output: context.wrap(l.string("tutor.hint.alreadyRan"), indent: "") + "\n")
      }
      index = last
    }
    var out = diagnosis(in: context)
    out +=
      Style.heading.paint(
        l.string("tutor.hint.heading", [String(index + 1), String(hints.count)])) + "\n"
    out += LessonFlow.prose(hints[index].key, in: &context) + "\n"
    if index >= hints.count - 1 {
      out += Style.dim.paint(context.wrap(l.string("tutor.hint.last"), indent: "")) + "\n"
    }
    active.hintsShown = index + 1
    context.tutor.active = active
    return Reply(output: out)
  }

  /// The hint looks before it tells: the first goal the learner's world does not meet yet, and
  /// what happened instead when there is something to say (the nearest message, the value
  /// now). Nothing when every goal holds.
  static func diagnosis(in context: CommandContext) -> StyledText {
    let world = context.world
    let statuses = context.tutor.statuses(in: world)
    guard let unmet = statuses.first(where: { !$0.isMet }) else { return StyledText() }
    let l = context.localizer
    let goal = GoalDescriber(localizer: l).describe(unmet.goal.goal)
    var out = StyledText(context.wrap(l.string("tutor.hint.notYet", [goal]), indent: "")) + "\n"
    if let miss = context.tutor.misses(in: world)[unmet.goal.name] {
      let text = GoalMissText(world: world, localizer: l).text(miss, for: unmet.goal.goal)
      out += Style.dim.paint(context.wrap(text, indent: "  ")) + "\n"
    }
    return out
  }

  /// Every statement that completed since the step began, blanks made uniform (a line of
  /// several statements counts each).
  private static func ranStatements(in context: CommandContext, since start: Int) -> Set<String> {
    let sources = context.core.history.sources
    var ran: Set<String> = []
    for source in sources[min(max(start, 0), sources.count)...] {
      ran.insert(HintCode.normalized(source))
      for part in source.split(separator: ";") {
        ran.insert(HintCode.normalized(String(part)))
      }
    }
    return ran
  }
}
