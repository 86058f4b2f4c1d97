/// Every input typed at the prompt this session (a statement, a block of several lines, a
/// command), in order: what `:history` lists and `:edit` edits.
struct InputLog {
  /// The inputs kept, oldest first.
  private(set) var entries: [String] = []
  /// The lines of an input still open (a block being typed).
  private var openLines: [String] = []
  /// Whether `:edit` is running what was saved (a `:edit` in it is refused).
  var isEditing = false

  /// Keeps an input (blank ones are not kept).
  mutating func remember(_ input: String) {
    guard input.contains(where: { !$0.isWhitespace }) else { return }
    entries.append(input)
  }

  /// Adds a line to the input still open.
  mutating func continueOpen(with line: String) {
    openLines.append(line)
  }

  /// Keeps the lines of the open input as one entry, and starts a new one.
  mutating func closeOpen() {
    guard !openLines.isEmpty else { return }
    remember(openLines.joined(separator: "\n"))
    openLines = []
  }

  /// Forgets the open input (Ctrl-C).
  mutating func dropOpen() {
    openLines = []
  }
}
