import Foundation
import MVCLocalization
import MVCRuntime
import MVCTestSupport
import Testing

@testable import MVCTutor

@Suite struct LessonCatalogTests {
  static let catalog = LessonCatalog.embedded

  @Test func everyLessonFileParses() {
    #expect(Self.catalog.errors.isEmpty, "\(Self.catalog.errors.map(\.description))")
    #expect(Self.catalog.lessons.count >= 10)
  }

  /// Lessons are embedded by mvcsh-embed; run `make embed` after editing Lessons/.
  @Test func theEmbeddedLessonsEqualTheFiles() throws {
    #expect(
      EmbeddedLessons.files == (try RepositoryFiles.lessons()),
      "Lessons/ changed since it was embedded: run make embed")
  }

  @Test(arguments: Language.allCases)
  func everyProseAndHintKeyExists(_ language: Language) {
    let table = TranslationFiles.tables[language] ?? [:]
    for lesson in Self.catalog.lessons {
      for key in lesson.keys {
        #expect(
          table[key] != nil, "\(language.rawValue): \(lesson.file) names ‘\(key)’, which is missing"
        )
        #expect(table[key]?.isEmpty == false, "\(language.rawValue): ‘\(key)’ is empty")
      }
    }
  }

  /// The tutor's own words: every `tutor.*` key the code names, the words it builds from enum
  /// cases, and the help of each lesson command.
  @Test(arguments: Language.allCases)
  func everyTutorKeyExists(_ language: Language) throws {
    let table = TranslationFiles.tables[language] ?? [:]
    var keys = Set<String>()
    for path in try Self.sourceFiles() {
      let text = try RepositoryFiles.text(path)
      let pattern = try Regex(#""(tutor\.[A-Za-z]+(?:\.[A-Za-z]+)+)""#)
      for match in text.matches(of: pattern) {
        if let key = match.output[1].substring { keys.insert(String(key)) }
      }
    }
    #expect(keys.count > 40)
    keys.formUnion(MessageKind.allCases.map { "tutor.kind." + $0.rawValue })
    keys.formUnion(MVCRole.allCases.map { "tutor.role." + $0.rawValue })
    keys.formUnion(TutorFeature.allCases.map { "tutor.feature." + $0.rawValue })
    for command in ["lessons", "lesson", "hint", "solution", "check", "next", "prev", "restart"] {
      keys.insert("help.cmd." + command)
    }
    for key in keys.sorted() {
      #expect(table[key] != nil, "\(language.rawValue): ‘\(key)’ is missing")
    }
  }

  /// The tutor's sources, the shell's lesson flow (`Lessons`) and its lesson commands
  /// (`Commands/Lessons`), which word what the tutor decides.
  static func sourceFiles() throws -> [String] {
    var paths: [String] = []
    for folder in [
      "Sources/MVCTutor", "Sources/MVCShell/Lessons", "Sources/MVCShell/Commands/Lessons",
    ] {
      let url = RepositoryFiles.root.appendingPathComponent(folder)
      let enumerator = FileManager.default.enumerator(atPath: url.path)
      while let name = enumerator?.nextObject() as? String {
        if name.hasSuffix(".swift") && !name.hasPrefix("Generated") {
          paths.append(folder + "/" + name)
        }
      }
    }
    #expect(paths.contains("Sources/MVCShell/Lessons/LessonFlow.swift"))
    return paths
  }

  @Test func keysFollowTheLessonNaming() {
    for lesson in Self.catalog.lessons {
      #expect(lesson.titleKey == "lesson.\(lesson.id).title")
      for step in lesson.steps {
        for key in step.proseKeys + step.afterKeys + step.hintKeys {
          #expect(key.hasPrefix("lesson.\(lesson.id).\(step.id)."), "\(lesson.file): ‘\(key)’")
        }
      }
    }
  }
}
