import MVCShell

/// Writes what the session answers: text on standard output, diagnostics on standard error
/// (standard output flushed first, so the two keep their order on one terminal or file), and
/// steps to play through the player when there is one.
enum ResponseWriter {
  /// Writes each part of a response in order.
  static func write(_ parts: [ResponsePart], player: PlaybackPlayer? = nil) {
    for part in parts {
      switch part {
      case .text(let text): StandardStreams.write(text)
      case .diagnostic(let text):
        StandardStreams.flush()
        StandardStreams.writeError(text)
      case .playback(let playback): player?.play(playback)
      }
    }
  }
}
