import MVCExport
import MVCLocalization
import MVCShell
import MVCStrings
import MVCTutor

/// What each fuzz target does with one input: the code both the libFuzzer entry points
/// (`Fuzz/<target>/main.swift`, built by `scripts/fuzz.sh` with `-sanitize=fuzzer,address`) and
/// the regression test (`Fuzz/Tests`, a plain `swift test`) run, so an input that once crashed
/// goes through exactly the same path in both.
///
/// Every target only calls the product's public API, in memory (a ``MemoryFileSystem``), and
/// ignores what it answers: a target fails only by crashing, by leaking, by hanging, or when
/// one of the few invariants checked here (a round trip) does not hold.
public enum FuzzTarget: String, CaseIterable, Sendable {
  /// The input as lines typed at the prompt: parse, resolve and run, and the `:` commands.
  case line
  /// The input as a lesson file: parsed, then started and walked through in a session.
  case lesson
  /// The input as a translation catalog: parsed, checked against English, laid over the
  /// built-in words.
  case catalog
  /// The input as a trace file for `:trace load`: read, re-exported, shown.
  case trace
  /// The input as a saved session for `:load`: loaded, shown, saved and loaded again.
  case session

  /// Runs the target on one input.
  public func run(_ bytes: [UInt8]) {
    switch self {
    case .line: FuzzTarget.runLines(bytes)
    case .lesson: FuzzTarget.runLesson(bytes)
    case .catalog: FuzzTarget.runCatalog(bytes)
    case .trace: FuzzTarget.runTrace(bytes)
    case .session: FuzzTarget.runSavedSession(bytes)
    }
  }

  /// A session as a script runs it: no colour, no player (steps are printed in place).
  static func session(files: [String: [UInt8]] = [:]) -> Session {
    Session(options: SessionOptions(width: 80), fileSystem: MemoryFileSystem(files: files))
  }

  // MARK: line

  /// Each line of the input (split at line feeds, invalid UTF-8 replaced as the line editor
  /// does) goes to `Session.execute(_:)`, as if typed at the prompt.
  static func runLines(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let session = session()
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      _ = session.execute(String(line))
      if session.shouldQuit { break }
    }
  }

  // MARK: lesson

  /// The most steps of a fuzzed lesson walked through (each step runs its solution).
  static let maximumSteps = 16

  /// Reads the input as a lesson file; if it parses, a session offers it, starts it and walks
  /// each step: hint, solution (typed at the prompt), check, next.
  static func runLesson(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let catalog = LessonCatalog(files: ["01-fuzz.lesson": text])
    guard let lesson = catalog.lessons.first else { return }
    let session = session()
    session.useLessons(catalog)
    _ = session.execute(":lessons")
    _ = session.execute(":lesson " + lesson.id)
    for step in lesson.steps.prefix(maximumSteps) {
      _ = session.execute(":hint")
      _ = session.execute(":solution")
      for line in step.solution { _ = session.execute(line) }
      _ = session.execute(":check")
      _ = session.execute(":next")
    }
    _ = session.execute(":prev")
    _ = session.execute(":restart")
    _ = session.execute(":lesson stop")
  }

  // MARK: catalog

  /// The English catalog a fuzzed translation is checked against when the input has one part.
  static let englishFile = "en/roles.strings"

  /// The built-in English entries of `roles.strings` (the keys `role.*`), written as a catalog
  /// file.
  static let englishRoles: String = Catalogs.builtIn(.en).filter { $0.key.hasPrefix("role.") }
    .sorted { $0.key < $1.key }
    .map { "\"" + escaped($0.key) + "\" = \"" + escaped($0.value) + "\";\n" }.joined()

  /// Text escaped for a catalog's quoted string.
  private static func escaped(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      default: out.append(character)
      }
    }
    return out
  }

  /// Reads the input as catalog files: split at NUL bytes, the parts are `en/fuzz.strings`,
  /// `zh-Hans/fuzz.strings` and `zh-Hant/fuzz.strings`; a single part is a Simplified Chinese
  /// translation of a built-in English catalog. Each part is parsed (both parsers, which must
  /// agree), formatted with arguments, checked with `CatalogCheck` and laid over the built-in
  /// words of a session that then speaks it.
  static func runCatalog(_ bytes: [UInt8]) {
    let parts = bytes.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
      .map { String(decoding: $0, as: UTF8.self) }
    var files: [String: String] = [:]
    if parts.count == 1 {
      files[englishFile] = englishRoles
      files["zh-Hans/roles.strings"] = parts[0]
    } else {
      for (language, text) in zip(Language.allCases, parts) {
        files[language.rawValue + "/fuzz.strings"] = text
      }
    }
    for text in parts { checkParsers(text) }
    _ = CatalogCheck.report(files: files)
    let session = session()
    // A catalog with a bad placeholder is refused as a whole; either way nothing may trap.
    _ = session.useTranslations(files, from: "fuzz")
    // One language an input (the size picks it): each costs as much as the rest together.
    let language = Language.allCases[bytes.count % Language.allCases.count]
    session.setLanguage(language)
    for (key, template) in Catalogs.table(for: language, from: files).prefix(64) {
      _ = session.localizer.string(key, ["a", "%@", "三"])
      _ = Localizer.format(template, ["a", "%@", "三"])
    }
    for line in ["nosuch", ":lessons", ":help trace"] { _ = session.execute(line) }
  }

  /// The one catalog reader, and the tables built with it, must read the same pairs (and
  /// nothing when it refuses the text).
  static func checkParsers(_ text: String) {
    var full: [String: String]?
    if let pairs = try? StringsFile.parse(text) {
      var table: [String: String] = [:]
      for (key, value) in pairs {
        table[key] = value
        _ = CatalogCheck.placeholders(in: value)
        _ = Localizer.format(value, ["a", "b"])
      }
      full = table
    }
    let read = Catalogs.table(for: .en, from: ["en/fuzz.strings": text])
    if let full {
      precondition(read == full, "the tables do not hold what the reader read")
    } else {
      precondition(read.isEmpty, "the tables hold pairs of a catalog the reader refuses")
    }
    _ = StringsFile.unescape(text)
  }

  // MARK: trace

  /// Reads the input as a trace file. When it reads, every export of it is written, and the
  /// canonical ones (JSON Lines, JSON) must read back to the same trace; then a session loads
  /// the file with `:trace load` and shows it.
  static func runTrace(_ bytes: [UInt8]) {
    if let loaded = try? TraceReader.read(bytes) {
      let exporter = TraceExporter(localizer: .embedded(language: .en), header: loaded.header)
      for format in ExportFormat.allCases {
        let exported = exporter.exportBytes(loaded.trace, as: format)
        guard format.isReadable else { continue }
        guard let again = try? TraceReader.read(exported) else {
          preconditionFailure("an exported \(format.rawValue) trace does not read back")
        }
        precondition(
          again.trace == loaded.trace, "a \(format.rawValue) trace reads back differently")
      }
    }
    let session = session(files: ["fuzz.jsonl": bytes])
    for line in [":trace load fuzz.jsonl", ":trace", ":trace diagram", ":explain 1"] {
      _ = session.execute(line)
    }
  }

  // MARK: session

  /// Writes the input as a file, loads it with `:load`, looks at what it built, saves it and
  /// loads that into a fresh session, which must come to the same changes: a saved session
  /// loads back.
  static func runSavedSession(_ bytes: [UInt8]) {
    let files = MemoryFileSystem(files: ["saved.mvcsh": bytes])
    let session = Session(options: SessionOptions(width: 80), fileSystem: files)
    _ = session.execute(":load saved.mvcsh")
    for line in [":trace all", ":tree", ":screen", ":graph", ":save again.mvcsh"] {
      _ = session.execute(line)
    }
    guard let saved = files.files["again.mvcsh"] else { return }
    let again = self.session(files: ["again.mvcsh": saved])
    _ = again.execute(":load again.mvcsh")
    precondition(again.log == session.log, "a saved session loads back to other changes")
  }
}
