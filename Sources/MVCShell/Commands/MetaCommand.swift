/// A `:` command of the shell: a small type with its name, the example `:help` shows, what its
/// first argument completes to, and what it does. ``CommandTable`` lists every one.
///
/// Commands are caseless enums; they keep no state of their own and act on the
/// ``CommandContext`` they are given (the world through its core, the session's state, the
/// file system, the programs), never on the session itself.
protocol MetaCommand: Sendable {
  /// The name without the colon: `trace`.
  static var name: String { get }
  /// An example use, as `:help` shows it (code, so it stays in English): `:inspect ada`.
  static var example: String { get }
  /// Words the first argument completes to in this session (`all`, `diagram`, `load` for
  /// `:trace`). None unless the command says otherwise.
  static func argumentWords(in context: CommandContext) -> [String]
  /// Runs the command with the text after its name (already trimmed of blanks).
  static func run(_ argument: String, in context: inout CommandContext) -> Reply
}

extension MetaCommand {
  static func argumentWords(in context: CommandContext) -> [String] { [] }
}
