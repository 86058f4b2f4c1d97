import MVCLocalization

/// A mistake on the command line: the program prints its message on standard error, points at
/// `--help`, and exits with status 2. The message is a catalog key with its arguments, so it
/// reads in the learner's language.
public struct UsageError: Error, Equatable, Sendable {
  /// The catalog key of the message (`cli.error.…`).
  public var key: String
  /// The values that fill the message's placeholders.
  public var arguments: [String]

  /// Creates an error for a catalog key.
  public init(_ key: String, _ arguments: [String] = []) {
    self.key = key
    self.arguments = arguments
  }

  /// An option the program does not know, such as `--frob`.
  public static func unknownOption(_ option: String) -> UsageError {
    UsageError("cli.error.unknownOption", [option])
  }

  /// An option that needs a value came last, as in `mvcsh -c`.
  public static func missingValue(for option: String) -> UsageError {
    UsageError("cli.error.missingValue", [option])
  }

  /// An option that takes no value was given one, as in `--help=yes`.
  public static func unexpectedValue(for option: String) -> UsageError {
    UsageError("cli.error.unexpectedValue", [option])
  }

  /// A value outside the accepted set, as in `--lang fr`.
  public static func invalidValue(_ value: String, for option: String, expected: String)
    -> UsageError
  {
    UsageError("cli.error.invalidValue", [value, option, expected])
  }

  /// More than one script file was named.
  public static func extraArgument(_ argument: String) -> UsageError {
    UsageError("cli.error.extraArgument", [argument])
  }

  /// Both a script file and `-c` statements were given.
  public static var scriptAndCommands: UsageError { UsageError("cli.error.scriptAndCommands") }

  /// `--output` was given without `--export`.
  public static var outputWithoutExport: UsageError { UsageError("cli.error.outputWithoutExport") }

  /// `--export` with a format the exporter does not know.
  public static func unknownExportFormat(_ name: String, expected: String) -> UsageError {
    UsageError("cli.error.unknownExportFormat", [name, expected])
  }

  /// `--export` without a script to run.
  public static var exportNeedsScript: UsageError { UsageError("cli.error.exportNeedsScript") }

  /// The lines printed on standard error for this error, in the localizer's language, made
  /// visible (an argument or a catalog entry cannot act on the terminal).
  public func diagnostic(_ localizer: Localizer) -> String {
    TerminalText.visible(
      localizer.string("cli.diagnostic", [localizer.string(key, arguments)]) + "\n")
  }

  /// The English diagnostic.
  public var diagnostic: String { diagnostic(Localizer.embedded(language: .en)) }
}
