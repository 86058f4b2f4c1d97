import Foundation
import MVCLocalization
import MVCShell
import MVCTestSupport
import Testing

/// A whole lesson session per language, as a learner would type it (hints, a wrong turn,
/// the solution, :check, :prev, :restart, :next), compared with Golden/<name>.<lang>.out.
/// Set RECORD_GOLDEN=1 to re-record (the run fails), then read every changed file before
/// accepting it.
@Suite struct GoldenLessonTests {
  static let script = """
    :lessons
    :lesson mediator
    :hint
    editor.bind(field, to: ada, key: "name")
    :check
    :hint
    :hint
    :solution
    editor.bind(label, to: ada, key: "name")
    :lesson
    type(field, "Grace")
    :prev
    :restart
    :next
    :check
    ada.name = "Linus"
    nobody
    3
    let badge = Label()
    editor.view.addSubview(badge)
    editor.bind(badge, to: ada, key: "name")
    :lessons
    """

  @Test(arguments: Language.allCases)
  func lessonSessionMatchesGolden(_ language: Language) throws {
    let session = Session(options: SessionOptions(language: language, width: 80))
    let output = session.runScript(Self.script, bail: false, echo: true).output
    GoldenFile(directory: RepositoryFiles.golden)
      .check(output, named: "mediator.\(language.rawValue).out")
  }
}
