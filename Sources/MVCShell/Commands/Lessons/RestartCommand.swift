/// `:restart`: the step again from its start, in a rebuilt world (what was typed in this step
/// is gone). The learner's own work from the earlier steps is kept (their classes and wiring
/// run again); `:restart tutor` rebuilds the start from the lesson's own statements instead.
enum RestartCommand: MetaCommand {
  static let name = "restart"
  static let example = ":restart        :restart tutor"

  static func argumentWords(in context: CommandContext) -> [String] { ["tutor"] }

  static func run(_ argument: String, in context: inout CommandContext) -> Reply {
    let l = context.localizer
    guard context.tutor.active != nil else {
      return context.failure(l.string("tutor.error.noLesson"))
    }
    switch argument {
    case "": return LessonFlow.restartStep(fromTutor: false, in: &context)
    case "tutor": return LessonFlow.restartStep(fromTutor: true, in: &context)
    default:
      return context.failure(l.string("error.badArgument", [":restart", argument, "tutor"]))
    }
  }
}
