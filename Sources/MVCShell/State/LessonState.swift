import MVCLocalization
import MVCTutor

/// What guided lessons remember in a session: the tutor (the lesson in progress and the
/// learner's progress), where the current step began, how to reread a lesson folder, and which
/// glossary terms the lesson's Chinese has already glossed.
struct LessonState {
  /// The lesson in progress and the learner's progress.
  var tutor = Tutor()
  /// Where the current lesson step began in the history, for `:goal`'s shadow world.
  var stepStart: StepStart?
  /// The lesson and step whose world the tutor last built from the lesson's own statements
  /// (`:lesson ID N`, `:restart tutor`): until the learner completes that step, their world
  /// holds none of their own work, so `:restart` has none to keep.
  var tutorBuiltStep: (lessonID: String, stepIndex: Int)?
  /// Reads the lesson folder again, for `:lessons reload`.
  var folderReader: (@Sendable () -> LessonFolder?)?
  /// The glossary terms a lesson's Chinese texts have shown with their English, by lesson and
  /// language: only the first use of each is glossed.
  var glossed: (lesson: String?, language: Language, terms: Set<String>) = (nil, .en, [])
}
