/// What the session answers to one line.
public struct SessionResponse: Sendable, Equatable {
  /// Text to print (may be empty); ends with a newline when not empty.
  public var output: String
  /// Whether a statement or command failed (a script's exit status becomes 1).
  public var failed: Bool
  /// Steps to play one at a time (interactive `:step on`); nil when there is nothing to play.
  public var playback: Playback?
  /// Text to print once the playback has been played (what a lesson says after a
  /// demonstration); empty when there is none.
  public var epilogue: String

  public init(
    output: String, failed: Bool = false, playback: Playback? = nil, epilogue: String = ""
  ) {
    self.output = output
    self.failed = failed
    self.playback = playback
    self.epilogue = epilogue
  }
}

/// A run of trace steps the front end plays one at a time (Enter next, b back, c continue,
/// q stop), asking the session to render each step with ``Session/renderStep(_:of:)``.
public struct Playback: Sendable, Equatable {
  /// The trace sequence numbers of the steps, in order.
  public var sequences: [Int]

  public init(sequences: [Int]) { self.sequences = sequences }

  public var count: Int { sequences.count }
}
