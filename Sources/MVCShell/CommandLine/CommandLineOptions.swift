import MVCLocalization

/// What the command line asks `mvcsh` to do, parsed from its arguments without touching the
/// terminal or any file: the executable decides how to run it.
public struct CommandLineOptions: Equatable, Sendable {
  /// What the program does once the arguments are read.
  public enum Action: Equatable, Sendable {
    /// Run statements: interactively, from a script, from `-c` or from piped standard input.
    case run
    /// Print the usage text and exit 0.
    case help
    /// Print the version and exit 0.
    case version
    /// Check the lessons (`--check-lessons [DIR]`) and exit 0 only when there is no problem.
    case checkLessons
  }

  /// What the program does.
  public var action: Action
  /// The script to run (`mvcsh FILE`); `-` means standard input.
  public var scriptPath: String?
  /// Statements given with `-c`, in order.
  public var commands: [String]
  /// Stop at the first failing statement (`--bail`).
  public var bail: Bool
  /// The language to speak: `--lang`, else the environment's.
  public var language: Language
  /// The language lesson texts are also shown in, beneath the first (`--lang zh-Hans+en`).
  public var secondLanguage: Language?
  /// When to colour output.
  public var colorMode: ColorMode
  /// The export format named by `--export` (validated by the exporter, not here).
  public var exportFormat: String?
  /// The file named by `--output` for the export; nil means standard output.
  public var outputPath: String?
  /// `--lessons DIR`: a directory of `.lesson` files to use instead of the built-in lessons.
  public var lessonsDirectory: String?
  /// `--translations DIR`: a directory of `<language>/*.strings` catalogs laid over the built-in
  /// ones (for a teacher's own lessons, or a translator trying a change).
  public var translationsDirectory: String?
  /// `--check-lessons DIR`: the lesson folder to check; nil with ``Action/checkLessons``
  /// checks the built-in lessons.
  public var checkLessonsDirectory: String?
  /// `-q`, `--quiet`: no banner when the interactive shell starts.
  public var quiet = false
  /// `--no-init`: the start-up file (``StartupFile``) is not run.
  public var skipsStartupFile = false

  /// Creates options; the defaults are those of a bare `mvcsh`.
  public init(
    action: Action = .run, scriptPath: String? = nil, commands: [String] = [], bail: Bool = false,
    language: Language = .en, colorMode: ColorMode = .auto, exportFormat: String? = nil,
    outputPath: String? = nil
  ) {
    self.action = action
    self.scriptPath = scriptPath
    self.commands = commands
    self.bail = bail
    self.language = language
    self.colorMode = colorMode
    self.exportFormat = exportFormat
    self.outputPath = outputPath
  }

  /// Whether statements come from the command line or a file rather than standard input.
  public var hasScript: Bool { scriptPath != nil || !commands.isEmpty }

  /// Parses the arguments that follow the program name.
  ///
  /// Options may come before or after FILE; `--` ends them. Long options take their value
  /// either as the next argument or after `=` (`--lang zh-Hans`, `--lang=zh-Hans`), except
  /// `--color`, whose value is optional and so must follow `=`. `--help` and `--version` stop
  /// the parse and win over everything after them.
  /// - Parameters:
  ///   - arguments: the arguments, without the program name.
  ///   - environment: the process environment, for the default language.
  /// - Throws: ``UsageError`` for an unknown option, a missing or invalid value, or a
  ///   contradictory combination.
  public static func parse(_ arguments: [String], environment: [String: String] = [:])
    throws(UsageError) -> CommandLineOptions
  {
    var options = CommandLineOptions(language: Language.fromEnvironment(environment))
    var explicitLanguage: LanguageSetting?
    var reader = ArgumentReader(arguments)
    var onlyOperands = false

    while let argument = reader.next() {
      if onlyOperands || argument == "-" || !argument.hasPrefix("-") {
        try options.setScript(argument)
        continue
      }
      if argument == "--" {
        onlyOperands = true
        continue
      }
      let (name, attached) = split(argument)
      switch name {
      case "-h", "--help":
        try refuse(attached, for: name)
        options.action = .help
        if let explicitLanguage {
          options.language = explicitLanguage.primary
          options.secondLanguage = explicitLanguage.secondary
        }
        return options
      case "-V", "--version":
        try refuse(attached, for: name)
        options.action = .version
        return options
      case "-c", "--command":
        options.commands.append(try reader.value(for: name, attached: attached))
      case "--bail":
        try refuse(attached, for: name)
        options.bail = true
      case "--lang":
        let code = try reader.value(for: name, attached: attached)
        guard let language = LanguageSetting(code: code) else {
          throw .invalidValue(code, for: name, expected: languageNames)
        }
        explicitLanguage = language
      case "--color", "--colour":
        guard let when = attached else {
          options.colorMode = .always
          continue
        }
        guard let mode = ColorMode(rawValue: when) else {
          throw .invalidValue(when, for: name, expected: "auto, always or never")
        }
        options.colorMode = mode
      case "--no-color", "--no-colour":
        try refuse(attached, for: name)
        options.colorMode = .never
      case "--export":
        options.exportFormat = try reader.value(for: name, attached: attached)
      case "--output", "-o":
        options.outputPath = try reader.value(for: name, attached: attached)
      case "-q", "--quiet":
        try refuse(attached, for: name)
        options.quiet = true
      case "--no-init":
        try refuse(attached, for: name)
        options.skipsStartupFile = true
      case "--check-lessons":
        options.action = .checkLessons
        if let attached {
          options.checkLessonsDirectory = attached
        } else if let next = reader.peek(), !next.hasPrefix("-") {
          options.checkLessonsDirectory = reader.next()
        }
      case "--lessons":
        options.lessonsDirectory = try reader.value(for: name, attached: attached)
      case "--translations":
        options.translationsDirectory = try reader.value(for: name, attached: attached)
      default:
        throw .unknownOption(argument)
      }
    }

    if let explicitLanguage {
      options.language = explicitLanguage.primary
      options.secondLanguage = explicitLanguage.secondary
    }
    if options.scriptPath != nil && !options.commands.isEmpty { throw .scriptAndCommands }
    if options.outputPath != nil && options.exportFormat == nil { throw .outputWithoutExport }
    return options
  }

  /// `en, zh-Hans, …, en+zh-Hans or en+zh-Hant`.
  private static var languageNames: String {
    let names = LanguageSetting.valid.map(\.code)
    guard let last = names.last, names.count > 1 else { return names.joined() }
    return names.dropLast().joined(separator: ", ") + " or " + last
  }

  private mutating func setScript(_ path: String) throws(UsageError) {
    guard scriptPath == nil else { throw .extraArgument(path) }
    scriptPath = path
  }

  /// Splits `--name=value` into its name and value; short options and bare names have none.
  private static func split(_ argument: String) -> (name: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  private static func refuse(_ attached: String?, for name: String) throws(UsageError) {
    if attached != nil { throw .unexpectedValue(for: name) }
  }
}

/// Walks the argument list, handing out options' values.
private struct ArgumentReader {
  private let arguments: [String]
  private var position = 0

  init(_ arguments: [String]) { self.arguments = arguments }

  /// The next argument, without taking it.
  func peek() -> String? { position < arguments.count ? arguments[position] : nil }

  mutating func next() -> String? {
    guard position < arguments.count else { return nil }
    defer { position += 1 }
    return arguments[position]
  }

  /// The value of an option: the part after `=`, else the next argument (whatever it is, so
  /// `-c '-x'` works).
  mutating func value(for name: String, attached: String?) throws(UsageError) -> String {
    if let attached { return attached }
    guard let value = next() else { throw .missingValue(for: name) }
    return value
  }
}
