/// What a command, a presenter or the lesson code answers, before the session finishes it:
/// styled text, diagnostics (which the front end writes to standard error), runs of steps to
/// play between pieces of it, and whether it failed.
///
/// `out += "…"` appends plain text, `out += Style.dim.paint("…")` styled text,
/// `out += .playback(p)` a run of steps. Only ``Session`` turns a reply into a
/// ``SessionResponse`` (``TerminalText/finish(_:colour:)`` on every piece of text), so nothing
/// unfinished reaches the front end and nothing finished is styled again.
struct Reply {
  /// One part of a reply.
  enum Part: Equatable {
    /// Text to print.
    case text(StyledText)
    /// A diagnostic (an error and where it is): printed on standard error.
    case diagnostic(StyledText)
    /// Trace steps to play one at a time; printed numbered in place without a player.
    case playback(Playback)
  }

  /// The parts, in order; neighbouring text is kept as one part.
  private(set) var parts: [Part] = []
  /// Whether a statement or command failed.
  var failed = false

  /// Nothing yet.
  init() {}

  /// Styled text.
  init(_ text: StyledText, failed: Bool = false) {
    self.failed = failed
    self += text
  }

  /// Plain text.
  init(_ text: String, failed: Bool = false) {
    self.init(StyledText(text), failed: failed)
  }

  /// Plain text, and the steps to play after it.
  init(output: String, failed: Bool = false, playback: Playback? = nil) {
    self.init(output: StyledText(output), failed: failed, playback: playback)
  }

  /// Styled text, and the steps to play after it.
  init(output: StyledText, failed: Bool = false, playback: Playback? = nil) {
    self.init(output, failed: failed)
    if let playback { parts.append(.playback(playback)) }
  }

  /// Whether there is nothing in it.
  var isEmpty: Bool { parts.isEmpty }

  /// A diagnostic (an error and where it is), and whether it is a failure.
  init(diagnostic: StyledText, failed: Bool = true) {
    self.failed = failed
    self += .diagnostic(diagnostic)
  }

  /// All the text, diagnostics included, in order, without the steps to play.
  var output: StyledText {
    var text = StyledText()
    for part in parts {
      switch part {
      case .text(let piece), .diagnostic(let piece): text += piece
      case .playback: break
      }
    }
    return text
  }

  /// The first run of steps to play, if any.
  var playback: Playback? {
    for case .playback(let playback) in parts { return playback }
    return nil
  }

  /// Puts text before everything else.
  mutating func prepend(_ text: StyledText) {
    guard !text.isEmpty else { return }
    if case .text(let first)? = parts.first {
      parts[0] = .text(text + first)
    } else {
      parts.insert(.text(text), at: 0)
    }
  }

  /// Puts a diagnostic before everything else.
  mutating func prepend(diagnostic text: StyledText) {
    guard !text.isEmpty else { return }
    if case .diagnostic(let first)? = parts.first {
      parts[0] = .diagnostic(text + first)
    } else {
      parts.insert(.diagnostic(text), at: 0)
    }
  }

  static func += (lhs: inout Reply, rhs: StyledText) {
    guard !rhs.isEmpty else { return }
    if case .text(var last)? = lhs.parts.last {
      // Taken out first, so the text is appended to in place (long replies stay linear).
      lhs.parts.removeLast()
      last += rhs
      lhs.parts.append(.text(last))
    } else {
      lhs.parts.append(.text(rhs))
    }
  }

  static func += (lhs: inout Reply, rhs: String) { lhs += StyledText(rhs) }

  /// Appends another reply's parts (not whether it failed).
  static func += (lhs: inout Reply, rhs: Reply) {
    for part in rhs.parts { lhs += part }
  }

  static func += (lhs: inout Reply, rhs: Part) {
    switch rhs {
    case .text(let text): lhs += text
    case .diagnostic(let text):
      guard !text.isEmpty else { return }
      if case .diagnostic(var last)? = lhs.parts.last {
        lhs.parts.removeLast()
        last += text
        lhs.parts.append(.diagnostic(last))
      } else {
        lhs.parts.append(rhs)
      }
    case .playback: lhs.parts.append(rhs)
    }
  }

  static func + (lhs: StyledText, rhs: Reply) -> Reply {
    var out = Reply(lhs)
    out += rhs
    return out
  }

  static func + (lhs: String, rhs: Reply) -> Reply { StyledText(lhs) + rhs }
}
