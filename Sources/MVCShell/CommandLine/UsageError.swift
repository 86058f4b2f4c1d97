/// A mistake on the command line: the program prints ``message`` on standard error, points at
/// `--help`, and exits with status 2.
public struct UsageError: Error, Equatable, Sendable {
  /// One sentence saying what was wrong, without the program name.
  public var message: String

  /// Creates an error with its message.
  public init(_ message: String) { self.message = message }

  /// An option the program does not know, such as `--frob`.
  public static func unknownOption(_ option: String) -> UsageError {
    UsageError("unknown option '\(option)'")
  }

  /// An option that needs a value came last, as in `mvcsh -c`.
  public static func missingValue(for option: String) -> UsageError {
    UsageError("option '\(option)' needs a value")
  }

  /// An option that takes no value was given one, as in `--help=yes`.
  public static func unexpectedValue(for option: String) -> UsageError {
    UsageError("option '\(option)' takes no value")
  }

  /// A value outside the accepted set, as in `--lang fr`.
  public static func invalidValue(_ value: String, for option: String, expected: String)
    -> UsageError
  {
    UsageError("invalid value '\(value)' for '\(option)' (expected \(expected))")
  }

  /// More than one script file was named.
  public static func extraArgument(_ argument: String) -> UsageError {
    UsageError("unexpected argument '\(argument)' (only one script FILE can be run)")
  }

  /// Both a script file and `-c` statements were given.
  public static var scriptAndCommands: UsageError {
    UsageError("give either a script FILE or -c STATEMENT, not both")
  }

  /// `--output` was given without `--export`.
  public static var outputWithoutExport: UsageError {
    UsageError("'--output' is only meaningful with '--export FORMAT'")
  }

  /// The two lines printed on standard error for this error.
  public var diagnostic: String {
    "mvcsh: \(message)\nTry 'mvcsh --help' for more information.\n"
  }
}
