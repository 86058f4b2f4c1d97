/// What one read from the line editor produced.
enum EditorInput: Equatable {
  /// A line the learner entered, without its newline.
  case line(String)
  /// Ctrl-C: the half-typed line was dropped.
  case interrupted
  /// Ctrl-D on an empty line, or the terminal went away.
  case endOfInput
}
