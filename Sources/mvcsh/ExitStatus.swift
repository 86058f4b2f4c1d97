/// The statuses mvcsh exits with (see `mvcsh --help`).
enum ExitStatus {
  /// Everything ran.
  static let success: Int32 = 0
  /// A statement of a script failed, or the terminal could not be used.
  static let failure: Int32 = 1
  /// A mistake on the command line, or a script that cannot be read.
  static let usage: Int32 = 2
}
