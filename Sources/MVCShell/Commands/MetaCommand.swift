/// A `:` command of the shell: its name, what its arguments complete to, and what it does.
struct MetaCommand: Sendable {
  /// The name without the colon: `trace`.
  var name: String
  /// Words the first argument completes to (`all`, `diagram` for `:trace`).
  var argumentWords: @Sendable (Session) -> [String]
  /// Runs the command with the text after its name.
  var run: @Sendable (Session, String) -> SessionResponse

  init(
    _ name: String, arguments: @escaping @Sendable (Session) -> [String] = { _ in [] },
    run: @escaping @Sendable (Session, String) -> SessionResponse
  ) {
    self.name = name
    self.argumentWords = arguments
    self.run = run
  }
}
