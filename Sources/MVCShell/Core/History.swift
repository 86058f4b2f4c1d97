/// Every change that completed, oldest first, each paired with the world's undo entry for it:
/// a statement's source, or a command that changed the world (`:device iPad`).
///
/// `:undo` takes back the world's last entry and this history's together, `:save` writes the
/// sources, and `:trace` finds a statement's source by its number. One structure, so the three
/// can never disagree about what happened.
struct History {
  /// The sources, in order; entry `n - 1` is statement number `n` of the world.
  private(set) var sources: [String] = []

  /// Whether nothing has happened yet.
  var isEmpty: Bool { sources.isEmpty }

  /// The number of entries.
  var count: Int { sources.count }

  /// The source of statement number `n` (1-based, as the trace numbers statements).
  func source(ofStatement n: Int) -> String? {
    n >= 1 && n <= sources.count ? sources[n - 1] : nil
  }

  /// Records a change that completed.
  mutating func append(_ source: String) { sources.append(source) }

  /// Forgets the last change (after the world undid it); returns its source.
  mutating func removeLast() -> String? { sources.popLast() }
}
