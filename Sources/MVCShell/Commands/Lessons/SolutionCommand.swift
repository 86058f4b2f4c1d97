/// `:solution`: the statements that solve the step (for a demonstration, the ones it runs),
/// then the `:whatif` comparisons and the `:export` it asks for.
enum SolutionCommand: MetaCommand {
  static let name = "solution"
  static let example = ":solution"

  static func run(_ argument: String, in context: inout CommandContext) -> Reply {
    let l = context.localizer
    guard var active = context.tutor.active else {
      return context.failure(l.string("tutor.error.noLesson"))
    }
    active.solutionShown = true
    context.tutor.active = active
    let step = active.step
    let heading = step.isDemonstration ? "tutor.solution.demo" : "tutor.solution.heading"
    var out = Style.heading.paint(l.string(heading)) + "\n"
    let width = context.options.width
    out += CodeLines.render(step.solution, width: width)
    out += CodeLines.render(step.whatIfs.map { ":whatif " + $0 }, width: width)
    out += CodeLines.render(step.exports.map { ":export " + $0 }, width: width)
    return Reply(output: out)
  }
}
