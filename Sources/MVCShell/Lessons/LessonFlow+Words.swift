import MVCLocalization
import MVCRuntime
import MVCTutor

/// The words lessons are told in: headings, prose (glossed on first use in Chinese, the second
/// language beneath), goals and their checklist, the end of a lesson.
extension LessonFlow {
  /// The lesson's heading (its number and title), then the step's.
  static func lessonHeading(_ active: ActiveLesson, in context: CommandContext) -> StyledText {
    let catalog = context.tutor.catalog
    let number = (catalog.index(of: active.lesson.id) ?? 0) + 1
    let heading = context.localizer.string(
      "tutor.lesson.heading",
      [String(number), String(catalog.lessons.count), title(of: active.lesson, in: context)])
    return Style.heading.paint("━━ " + heading + " ━━") + "\n" + stepHeading(active, in: context)
  }

  /// The step's heading: its number of the lesson's steps, or that it is a demonstration.
  static func stepHeading(_ active: ActiveLesson, in context: CommandContext) -> StyledText {
    let key = active.step.isDemonstration ? "tutor.step.demoHeading" : "tutor.step.heading"
    return Style.heading.paint(
      context.localizer.string(
        key, [String(active.stepIndex + 1), String(active.lesson.steps.count)])) + "\n"
  }

  /// What the last step says: the lesson is complete, or how many steps were left out.
  static func lessonEnd(_ lesson: Lesson, in context: CommandContext) -> StyledText {
    let localizer = context.localizer
    let progress = context.tutor.progress[lesson: lesson.id]
    if progress.isComplete(lesson) {
      let text = localizer.string("tutor.lesson.done", [title(of: lesson, in: context)])
      return lessonSummary(lesson, in: context)
        + Style.heading.paint(context.wrap(text, indent: ""))
        + "\n"
    }
    let text = localizer.string(
      "tutor.lesson.partial",
      [
        title(of: lesson, in: context), String(progress.completedCount(in: lesson)),
        String(lesson.steps.count), lesson.id,
      ])
    return StyledText(context.wrap(text, indent: "") + "\n")
  }

  /// What a lesson taught: its syllabus points, in the learner's language.
  static func lessonSummary(_ lesson: Lesson, in context: CommandContext) -> StyledText {
    guard !lesson.covers.isEmpty else { return StyledText() }
    let localizer = context.localizer
    var out = Style.heading.paint(localizer.string("tutor.lesson.taught")) + "\n"
    for point in lesson.covers {
      let text = String(point) + ". " + localizer.string(Syllabus.titleKey(point))
      out += context.wrap(text, indent: "  • ").replacingFirstIndent() + "\n"
    }
    return out
  }

  /// The goals, one a line, each marked met (✓) or not yet (○); with `misses`, each unmet
  /// one is followed by what happened instead.
  static func checklist(
    _ statuses: [GoalStatus], misses: [String: GoalMiss] = [:], in context: CommandContext
  ) -> StyledText {
    var out = StyledText()
    let words = GoalMissText(world: context.world, localizer: context.localizer)
    for status in statuses {
      let mark = status.isMet ? Style.model.paint("✓") : Style.dim.paint("○")
      out += "  " + mark + " " + goalText(status.goal, in: context) + "\n"
      if !status.isMet, let miss = misses[status.goal.name] {
        let text = words.text(miss, for: status.goal.goal)
        let wrapped = ProseWrapper.wrap(text, width: min(context.options.width, 100) - 6)
        let lines = wrapped.split(separator: "\n", omittingEmptySubsequences: false)
        out += Style.dim.paint("      " + lines.joined(separator: "\n      ")) + "\n"
      }
    }
    return out
  }

  /// A goal's description, wrapped to hang under the mark in front of it (`  ✓ `); in two
  /// languages, the second beneath it, dimmed.
  static func goalText(_ goal: NamedGoal, in context: CommandContext) -> StyledText {
    let width = min(context.options.width, 100) - 4
    func hanging(_ text: String) -> String {
      let lines = ProseWrapper.wrap(text, width: width).split(
        separator: "\n", omittingEmptySubsequences: false)
      return lines.joined(separator: "\n    ")
    }
    var out = StyledText(
      hanging(GoalDescriber(localizer: context.localizer).describe(goal.goal)))
    if let second = context.secondLocalizer {
      out +=
        "\n    " + Style.dim.paint(hanging(GoalDescriber(localizer: second).describe(goal.goal)))
    }
    return out
  }

  /// A lesson's title in the learner's language.
  static func title(of lesson: Lesson, in context: CommandContext) -> String {
    context.localizer.string(lesson.titleKey)
  }

  /// A paragraph of a lesson's prose (a say or after text, a hint, a question), wrapped and
  /// indented: in Chinese with the English of each glossary term after its first use in the
  /// lesson; in two languages, the second beneath it, dimmed.
  static func prose(_ key: String, indent: String = "  ", in context: inout CommandContext)
    -> StyledText
  {
    var out = StyledText(context.wrap(glossedText(key, in: &context), indent: indent))
    if let second = context.secondLocalizer {
      out += "\n" + Style.dim.paint(context.wrap(second.string(key), indent: indent))
    }
    return out
  }

  /// A lesson text in the first language, glossed on first use (``Glossary``).
  private static func glossedText(_ key: String, in context: inout CommandContext) -> String {
    let localizer = context.localizer
    let text = localizer.string(key)
    guard localizer.language != .en else { return text }
    let lesson = context.tutor.active?.lesson.id
    var glossed = context.state.lesson.glossed
    // Taken out while it grows, so the set is not copied.
    context.state.lesson.glossed.terms = []
    if glossed.lesson != lesson || glossed.language != localizer.language {
      glossed = (lesson, localizer.language, [])
    }
    let result = Glossary(localizer: localizer).glossingFirstUse(
      text, in: localizer.language, glossed: &glossed.terms)
    context.state.lesson.glossed = glossed
    return result
  }

  /// Forgets which terms the current lesson has glossed, so that the next text glosses them
  /// again (a lesson started or restarted).
  static func forgetGlossedTerms(in context: inout CommandContext) {
    context.state.lesson.glossed = (nil, .en, [])
  }

  /// The names, in the learner's language, of the features a lesson needs that this build
  /// lacks; empty when it can run.
  static func missingFeatureNames(of lesson: Lesson, in context: CommandContext) -> [String] {
    context.tutor.missingFeatures(of: lesson).map {
      context.localizer.string("tutor.feature." + $0)
    }
  }
}

extension String {
  /// A wrapped paragraph whose every line was indented with a bullet: the bullet only on the
  /// first line.
  fileprivate func replacingFirstIndent() -> String {
    var lines = split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for index in lines.indices.dropFirst() where lines[index].hasPrefix("  • ") {
      lines[index] = "    " + lines[index].dropFirst(4)
    }
    return lines.joined(separator: "\n")
  }
}
