/// What the session answers to one line: text to print and steps to play, in order.
public struct SessionResponse: Sendable, Equatable {
  /// What to show, in order: text, and runs of trace steps the front end plays one at a time.
  public var parts: [ResponsePart]
  /// Whether a statement or command failed (a script's exit status becomes 1).
  public var failed: Bool

  /// A response of text, and the steps to play after it.
  public init(output: String, failed: Bool = false, playback: Playback? = nil) {
    self.init(parts: ResponseText(output).parts, failed: failed)
    if let playback { parts.append(.playback(playback)) }
  }

  /// A response of parts.
  public init(parts: [ResponsePart], failed: Bool = false) {
    self.parts = parts
    self.failed = failed
  }

  /// A response built with ``ResponseText``.
  init(_ text: ResponseText, failed: Bool = false) {
    self.init(parts: text.parts, failed: failed)
  }

  /// All the text, without the steps to play.
  public var output: String {
    var text = ""
    for case .text(let part) in parts { text += part }
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
  /// Text to print.
  case text(String)
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

/// Text being assembled for a response, where a playback may sit between two pieces of text:
/// `out += "…"` appends text, `out += .playback(p)` a run of steps.
struct ResponseText: Equatable {
  private(set) var parts: [ResponsePart] = []

  init() {}
  init(_ text: String) { if !text.isEmpty { parts = [.text(text)] } }

  /// Whether there is nothing in it.
  var isEmpty: Bool { parts.isEmpty }

  static func += (lhs: inout ResponseText, rhs: String) {
    guard !rhs.isEmpty else { return }
    if case .text(let last)? = lhs.parts.last {
      lhs.parts[lhs.parts.count - 1] = .text(last + rhs)
    } else {
      lhs.parts.append(.text(rhs))
    }
  }

  static func += (lhs: inout ResponseText, rhs: ResponseText) {
    for part in rhs.parts {
      switch part {
      case .text(let text): lhs += text
      case .playback: lhs.parts.append(part)
      }
    }
  }

  static func += (lhs: inout ResponseText, rhs: ResponsePart) {
    lhs += ResponseText(parts: [rhs])
  }

  static func + (lhs: String, rhs: ResponseText) -> ResponseText {
    var out = ResponseText(lhs)
    out += rhs
    return out
  }

  private init(parts: [ResponsePart]) { self.parts = parts }
}
