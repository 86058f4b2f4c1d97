import MVCLocalization

/// The texts `mvcsh --help` and `mvcsh --version` print on standard output.
public enum CommandLineHelp {
  /// The version number of the program.
  public static let versionNumber = "0.1.0"

  /// What `--version` prints (one line, with its newline).
  public static var version: String { "mvcsh \(versionNumber)\n" }

  /// What `--help` prints, in a language (made visible, as all output is).
  public static func usage(_ localizer: Localizer) -> String {
    TerminalText.visible(localizer.string("cli.usage") + "\n")
  }

  /// What `--help` prints in English.
  public static var usage: String { usage(Localizer.embedded(language: .en)) }
}
