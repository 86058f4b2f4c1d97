/// Every lesson's progress, keyed by lesson id (never by title, so switching language keeps
/// it), and the lesson last worked on. It is saved as a few lines of text:
///
///     mvcsh-progress 1
///     last mediator
///     lesson roles at=watch done=model,view,controller,watch
///     lesson mediator at=round-trip done=bind predicted=user-edit+
///     playback answered=12 right=9
///
/// Lines that cannot be read are skipped, so a damaged file loses only what it damaged.
public struct ProgressBook: Equatable, Sendable {
  /// Progress per lesson id.
  public var lessons: [String: LessonProgress]
  /// The lesson the learner worked on last.
  public var lastLesson: String?
  /// How many hops the learner predicted the receiver of in step-by-step playback
  /// (`:predict on`), and how many of those answers were right.
  public var playbackAnswers = 0
  /// How many of ``playbackAnswers`` were right.
  public var playbackRight = 0

  /// The first line of a progress file.
  static let header = "mvcsh-progress 1"

  /// An empty book.
  public init(lessons: [String: LessonProgress] = [:], lastLesson: String? = nil) {
    self.lessons = lessons
    self.lastLesson = lastLesson
  }

  /// The progress of one lesson (empty when never started).
  public subscript(lesson id: String) -> LessonProgress {
    get { lessons[id] ?? LessonProgress() }
    set { lessons[id] = newValue }
  }

  /// The book as text, in a stable order.
  public var encoded: String {
    var lines = [Self.header]
    if let lastLesson { lines.append("last " + lastLesson) }
    for (id, progress) in lessons.sorted(by: { $0.key < $1.key }) {
      var line = "lesson " + id
      if let step = progress.currentStep { line += " at=" + step }
      if !progress.completedSteps.isEmpty {
        line += " done=" + progress.completedSteps.sorted().joined(separator: ",")
      }
      if !progress.predictions.isEmpty {
        let answers = progress.predictions.sorted { $0.key < $1.key }.map {
          $0.key + ($0.value ? "+" : "-")
        }
        line += " predicted=" + answers.joined(separator: ",")
      }
      lines.append(line)
    }
    if playbackAnswers > 0 {
      lines.append("playback answered=\(playbackAnswers) right=\(playbackRight)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Reads a book written by ``encoded``; returns nil when the text is not a progress file.
  public init?(decoding text: String) {
    var lines = text.split(separator: "\n").map { String($0).trimmingBlanks() }
    guard lines.first == Self.header else { return nil }
    lines.removeFirst()
    self.init()
    for line in lines {
      let words = line.split(separator: " ").map(String.init)
      if words.first == "playback" {
        for word in words.dropFirst() {
          if word.hasPrefix("answered="), let number = Int(word.dropFirst(9)), number >= 0 {
            playbackAnswers = number
          } else if word.hasPrefix("right="), let number = Int(word.dropFirst(6)), number >= 0 {
            playbackRight = number
          }
        }
        playbackRight = min(playbackRight, playbackAnswers)
        continue
      }
      guard words.count >= 2, Identifier.isLessonID(words[1]) else { continue }
      switch words[0] {
      case "last": lastLesson = words[1]
      case "lesson":
        var progress = LessonProgress()
        for word in words.dropFirst(2) {
          if word.hasPrefix("at="), Identifier.isLessonID(String(word.dropFirst(3))) {
            progress.currentStep = String(word.dropFirst(3))
          } else if word.hasPrefix("done=") {
            let ids = word.dropFirst(5).split(separator: ",").map(String.init)
            progress.completedSteps = Set(ids.filter(Identifier.isLessonID))
          } else if word.hasPrefix("predicted=") {
            for answer in word.dropFirst(10).split(separator: ",") {
              guard let mark = answer.last, mark == "+" || mark == "-" else { continue }
              let id = String(answer.dropLast())
              if Identifier.isLessonID(id) { progress.predictions[id] = mark == "+" }
            }
          }
        }
        lessons[words[1]] = progress
      default: continue
      }
    }
  }
}
