import MVCLocalization
import MVCShell
import Testing

@Suite("Command line options")
struct CommandLineOptionsTests {
  private func parse(_ arguments: String..., environment: [String: String] = [:]) throws
    -> CommandLineOptions
  {
    try CommandLineOptions.parse(arguments, environment: environment)
  }

  @Test("a bare mvcsh runs interactively or from standard input, in English, with auto colour")
  func defaults() throws {
    let options = try parse()
    #expect(options == CommandLineOptions())
    #expect(options.action == .run)
    #expect(!options.hasScript)
    #expect(options.colorMode == .auto)
    #expect(options.language == .en)
  }

  @Test("--help and --version win over anything after them")
  func helpAndVersion() throws {
    #expect(try parse("--help").action == .help)
    #expect(try parse("-h").action == .help)
    #expect(try parse("--version").action == .version)
    #expect(try parse("-V").action == .version)
    #expect(try parse("--help", "--frob").action == .help)
    #expect(try parse("script.mvc", "--version", "extra").action == .version)
  }

  @Test("the version string")
  func versionText() {
    #expect(CommandLineHelp.version == "mvcsh 0.1.0\n")
    #expect(CommandLineHelp.usage.hasPrefix("Usage: mvcsh"))
    #expect(CommandLineHelp.usage(.embedded(language: .zhHant)).hasPrefix("用法：mvcsh"))
  }

  @Test("a script file, before or after options")
  func scriptFile() throws {
    #expect(try parse("demo.mvc").scriptPath == "demo.mvc")
    let options = try parse("--bail", "demo.mvc", "--no-color")
    #expect(options.scriptPath == "demo.mvc")
    #expect(options.bail)
    #expect(options.colorMode == .never)
    #expect(options.hasScript)
    #expect(try parse("-").scriptPath == "-")
    #expect(try parse("--", "--odd-name.mvc").scriptPath == "--odd-name.mvc")
  }

  @Test("-c is repeatable and keeps its order; its value may start with a dash")
  func commands() throws {
    let options = try parse("-c", "let a = 1", "--command", "a", "--command=:help", "-c", "-x")
    #expect(options.commands == ["let a = 1", "a", ":help", "-x"])
    #expect(options.scriptPath == nil)
    #expect(options.hasScript)
  }

  @Test("--lang overrides the environment; the environment sets the default")
  func language() throws {
    #expect(try parse("--lang", "zh-Hans").language == .zhHans)
    #expect(try parse("--lang=zh-Hant").language == .zhHant)
    #expect(try parse("--lang", "zh_TW").language == .zhHant)
    #expect(try parse(environment: ["LANG": "zh_CN.UTF-8"]).language == .zhHans)
    #expect(try parse(environment: ["LANGUAGE": "zh_TW:en", "LANG": "en_US"]).language == .zhHant)
    #expect(try parse("--lang", "en", environment: ["LC_ALL": "zh_CN.UTF-8"]).language == .en)
  }

  @Test("colour flags")
  func colour() throws {
    #expect(try parse("--no-color").colorMode == .never)
    #expect(try parse("--color").colorMode == .always)
    #expect(try parse("--color=never").colorMode == .never)
    #expect(try parse("--color=always").colorMode == .always)
    #expect(try parse("--no-color", "--color=auto").colorMode == .auto)
  }

  @Test("--export and --output are passed through for the exporter")
  func export() throws {
    let options = try parse("--export", "mermaid", "--output=trace.mmd", "demo.mvc")
    #expect(options.exportFormat == "mermaid")
    #expect(options.outputPath == "trace.mmd")
    #expect(try parse("--export=dot").exportFormat == "dot")
    #expect(try parse("--export=dot").outputPath == nil)
    let teacher = try parse("--lessons", "mine", "--translations=words", "demo.mvc")
    #expect(teacher.lessonsDirectory == "mine")
    #expect(teacher.translationsDirectory == "words")
  }

  @Test(
    "bad usage",
    arguments: [
      (["--frob"], UsageError.unknownOption("--frob")),
      (["-x"], UsageError.unknownOption("-x")),
      (["-c"], UsageError.missingValue(for: "-c")),
      (["--lang"], UsageError.missingValue(for: "--lang")),
      (["--export"], UsageError.missingValue(for: "--export")),
      (
        ["--lang", "fr"],
        UsageError.invalidValue(
          "fr", for: "--lang",
          expected: "en, zh-Hans, zh-Hant, zh-Hans+en, zh-Hant+en, en+zh-Hans or en+zh-Hant")
      ),
      (
        ["--color=sometimes"],
        UsageError.invalidValue(
          "sometimes", for: "--color", expected: "auto, always or never")
      ),
      (["--bail=yes"], UsageError.unexpectedValue(for: "--bail")),
      (["--help=me"], UsageError.unexpectedValue(for: "--help")),
      (["a.mvc", "b.mvc"], UsageError.extraArgument("b.mvc")),
      (["a.mvc", "-c", "x"], UsageError.scriptAndCommands),
      (["--output", "out.txt"], UsageError.outputWithoutExport),
    ])
  func badUsage(arguments: [String], expected: UsageError) {
    #expect(throws: expected) { try CommandLineOptions.parse(arguments) }
  }

  @Test("a usage diagnostic names the program and points at --help")
  func diagnostic() {
    let text = UsageError.unknownOption("--frob").diagnostic
    #expect(text == "mvcsh: unknown option '--frob'\nTry 'mvcsh --help' for more information.\n")
  }
}

// The colour decision and the history file location are resolved from the environment next
// to the arguments; their suites nest here so that one filter runs everything about the command
// line.
extension CommandLineOptionsTests {
  @Suite("Colour decision")
  struct ColorModeTests {
    @Test("auto colours a terminal unless NO_COLOR is non-empty or TERM is dumb")
    func auto() {
      let mode = ColorMode.auto
      #expect(mode.enablesColour(outputIsTerminal: true, environment: ["TERM": "xterm"]))
      #expect(!mode.enablesColour(outputIsTerminal: false, environment: ["TERM": "xterm"]))
      #expect(!mode.enablesColour(outputIsTerminal: true, environment: ["NO_COLOR": "1"]))
      #expect(mode.enablesColour(outputIsTerminal: true, environment: ["NO_COLOR": ""]))
      #expect(!mode.enablesColour(outputIsTerminal: true, environment: ["TERM": "dumb"]))
    }

    @Test("always and never ignore the environment")
    func explicit() {
      #expect(
        ColorMode.always.enablesColour(outputIsTerminal: false, environment: ["NO_COLOR": "1"]))
      #expect(!ColorMode.never.enablesColour(outputIsTerminal: true, environment: [:]))
    }
  }

  @Suite("History location")
  struct HistoryLocationTests {
    @Test("MVCSH_HISTORY, then an absolute XDG_STATE_HOME, then HOME")
    func order() {
      let all = ["MVCSH_HISTORY": "/tmp/h", "XDG_STATE_HOME": "/state", "HOME": "/home/ada"]
      #expect(HistoryLocation.path(environment: all) == "/tmp/h")
      var rest = all
      rest["MVCSH_HISTORY"] = ""
      #expect(HistoryLocation.path(environment: rest) == "/state/mvcsh/history")
      rest["XDG_STATE_HOME"] = "relative/state"
      #expect(HistoryLocation.path(environment: rest) == "/home/ada/.local/state/mvcsh/history")
      #expect(HistoryLocation.path(environment: ["XDG_STATE_HOME": "/s/"]) == "/s/mvcsh/history")
      #expect(HistoryLocation.path(environment: ["HOME": "relative"]) == nil)
      #expect(HistoryLocation.path(environment: [:]) == nil)
    }

    @Test("the directory of a history file")
    func directory() {
      #expect(HistoryLocation.directory(of: "/a/b/history") == "/a/b")
      #expect(HistoryLocation.directory(of: "/history") == "/")
      #expect(HistoryLocation.directory(of: "history") == nil)
    }
  }
}

/// `-q`, `--no-init` and where the start-up file is looked for.
@Suite struct StartupOptionsTests {
  @Test func quietAndNoInitAreRead() throws {
    let options = try CommandLineOptions.parse(["-q", "--no-init"])
    #expect(options.quiet && options.skipsStartupFile)
    let long = try CommandLineOptions.parse(["--quiet"])
    #expect(long.quiet && !long.skipsStartupFile)
    #expect(throws: UsageError.unexpectedValue(for: "--no-init")) {
      try CommandLineOptions.parse(["--no-init=yes"])
    }
  }

  @Test func theStartupFileFollowsXDG() {
    #expect(
      StartupFile.path(environment: ["XDG_CONFIG_HOME": "/c", "HOME": "/h"])
        == "/c/mvcsh/init.mvcsh")
    #expect(
      StartupFile.path(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/h/"])
        == "/h/.config/mvcsh/init.mvcsh")
    #expect(StartupFile.path(environment: [:]) == nil)
  }

  @Test func theHelpNamesTheNewOptionsInEveryLanguage() {
    for language in Language.allCases {
      let usage = CommandLineHelp.usage(Localizer.embedded(language: language))
      for word in ["-q, --quiet", "--no-init", "init.mvcsh", "VISUAL, EDITOR", "<stdin>"] {
        #expect(usage.contains(word), "\(language): \(word)")
      }
    }
  }
}
