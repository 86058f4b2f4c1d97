import MVCLocalization

/// `:history [N]`: what was typed at the prompt this session (statements, blocks, commands),
/// numbered as shells number it; with N, only the last N.
enum HistoryCommand: MetaCommand {
  static let name = "history"
  static let example = ":history        :history 5"

  static func run(_ argument: String, in context: inout CommandContext) -> Reply {
    let l = context.localizer
    let inputs = context.state.inputs.entries
    var count = inputs.count
    if !argument.isEmpty {
      guard let wanted = Int(argument), wanted > 0 else {
        return context.failure(
          l.string("history.badCount", [String(argument.prefix(20))]))
      }
      count = min(wanted, inputs.count)
    }
    guard !inputs.isEmpty else { return Reply(output: l.string("history.empty") + "\n") }
    let first = inputs.count - count
    let digits = String(inputs.count).count
    var out = StyledText()
    for index in first..<inputs.count {
      let number = String(index + 1)
      let gutter = String(repeating: " ", count: 2 + digits - number.count)
      let lines = inputs[index].split(separator: "\n", omittingEmptySubsequences: false)
      for (position, line) in lines.enumerated() {
        let label =
          position == 0
          ? Style.dim.paint(gutter + number)
          : StyledText(
            String(repeating: " ", count: 2 + digits))
        out += label + "  " + String(line) + "\n"
      }
    }
    return Reply(output: out)
  }
}
