import MVCLocalization
import MVCRuntime

/// Pictures of a world as the commands draw them, for `:goal` and `:whatif`, which show a
/// shadow world beside the learner's.
struct WorldPictures {
  /// The words.
  var localizer: Localizer
  /// Whether screen pictures are coloured.
  var colour: Bool

  /// One picture of a world, as its command draws it (`:tree`, `:screen`, `:graph`), or the
  /// messages sent since `traceStart` as `:trace` lists them.
  func picture(
    _ picture: GoalPicture, of reader: WorldReader, since traceStart: Int, width: Int
  ) -> StyledText {
    switch picture {
    case .tree:
      return ControllerTreeRenderer.render(
        reader, localizer: localizer, width: width, colour: colour)
    case .screen:
      return ScreenRenderer.render(reader, localizer: localizer, width: width, colour: colour)
    case .graph:
      return ObjectGraphRenderer.render(reader, localizer: localizer)
    case .trace:
      let trace = reader.trace
      let start = min(max(0, traceStart), trace.count)
      return messages(reader.standaloneTrace(trace[start...]), width: width)
    }
  }

  /// Messages as `:trace` lists them; a line saying there are none when there are none.
  func messages(_ trace: Trace, width: Int) -> StyledText {
    guard !trace.events.isEmpty else {
      return Style.dim.paint(localizer.string("shadow.noMessages")) + "\n"
    }
    return TraceListRenderer.render(
      TraceVocabulary(trace: trace, localizer: localizer), width: width)
  }

  /// A line of a trace list without its message number (`[17] ` after the indentation), so
  /// that two runs that number the same messages differently compare equal.
  static func withoutMessageNumbers(_ line: String) -> String {
    let indent = line.prefix { $0 == " " }
    var rest = line.dropFirst(indent.count)
    guard rest.first == "[" else { return line }
    rest = rest.dropFirst()
    let digits = rest.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, rest.dropFirst(digits.count).first == "]" else { return line }
    rest = rest.dropFirst(digits.count + 1)
    if rest.first == " " { rest = rest.dropFirst() }
    return String(indent + rest)
  }
}
