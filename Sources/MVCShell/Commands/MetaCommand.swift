/// A `:` command of the shell: a small type with its name, the example `:help` shows, what its
/// first argument completes to, and what it does. ``CommandTable`` lists every one.
///
/// Commands are caseless enums; they keep no state of their own and act on the session they
/// are given (its world through ``Session/core``, its settings, its lesson).
protocol MetaCommand: Sendable {
  /// The name without the colon: `trace`.
  static var name: String { get }
  /// An example use, as `:help` shows it (code, so it stays in English): `:inspect ada`.
  static var example: String { get }
  /// Words the first argument completes to in this session (`all`, `diagram`, `load` for
  /// `:trace`). None unless the command says otherwise.
  static func argumentWords(in session: Session) -> [String]
  /// Runs the command with the text after its name (already trimmed of blanks).
  static func run(_ argument: String, in session: Session) -> Reply
}

extension MetaCommand {
  static func argumentWords(in session: Session) -> [String] { [] }
}
