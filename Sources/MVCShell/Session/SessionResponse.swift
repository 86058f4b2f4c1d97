/// What the session answers to one line: text to print and steps to play, in order.
///
/// Its text is finished (``TerminalText/finish(_:colour:)``): made visible, and coloured when
/// the session's colour is on; it is written to the terminal as it is. Inside the session,
/// answers are built as a ``Reply`` of styled text, which only the session finishes.
public struct SessionResponse: Sendable, Equatable {
  /// What to show, in order: text, and runs of trace steps the front end plays one at a time.
  public var parts: [ResponsePart]
  /// Whether a statement or command failed (a script's exit status becomes 1).
  public var failed: Bool

  /// A response of finished text, and the steps to play after it.
  public init(output: String, failed: Bool = false, playback: Playback? = nil) {
    self.init(parts: output.isEmpty ? [] : [.text(output)], failed: failed)
    if let playback { parts.append(.playback(playback)) }
  }

  /// A response of parts.
  public init(parts: [ResponsePart], failed: Bool = false) {
    self.parts = parts
    self.failed = failed
  }

  /// All the text, diagnostics included, in order, without the steps to play.
  public var output: String {
    var text = ""
    for part in parts {
      switch part {
      case .text(let piece), .diagnostic(let piece): text += piece
      case .playback: break
      }
    }
    return text
  }

  /// The text for standard output only (no diagnostics).
  public var standardOutput: String {
    var text = ""
    for case .text(let part) in parts { text += part }
    return text
  }

  /// The diagnostics only: what goes to standard error.
  public var standardError: String {
    var text = ""
    for case .diagnostic(let part) in parts { text += part }
    return text
  }

  /// The first run of steps to play, if any.
  public var playback: Playback? {
    for case .playback(let playback) in parts { return playback }
    return nil
  }
}

/// One part of a response.
public enum ResponsePart: Sendable, Equatable {
  /// Text to print on standard output, finished.
  case text(String)
  /// A diagnostic (an error, where it is, a suggestion), finished: printed on standard error.
  case diagnostic(String)
  /// Trace steps to play one at a time (`:step on`, a lesson's demonstration); a front end
  /// without a player prints them numbered instead.
  case playback(Playback)
}

/// A run of trace steps the front end plays one at a time (Enter next, b back, c continue,
/// q stop), asking the session to render each step with ``Session/renderStep(_:of:)``.
public struct Playback: Sendable, Equatable {
  /// The trace sequence numbers of the steps, in order.
  public var sequences: [Int]

  public init(sequences: [Int]) { self.sequences = sequences }

  public var count: Int { sequences.count }
}
