import MVCLocalization
import MVCRuntime

/// `:help` lists every statement form and command with a one-line summary; `:help TOPIC`
/// (`bind`, `:trace`) shows one topic's details and an example.
enum HelpCommand: MetaCommand {
  static let name = "help"
  static let example = ":help bind"

  static func argumentWords(in context: CommandContext) -> [String] { HelpTopics.names }

  static func run(_ argument: String, in context: inout CommandContext) -> Reply {
    let topic = argument.trimmed()
    guard !topic.isEmpty else { return overview(in: &context) }
    let l = context.localizer
    let isCommand = topic.hasPrefix(":")
    let name = isCommand ? String(topic.dropFirst()) : topic
    let list = isCommand ? HelpTopics.commands : HelpTopics.statements
    let found =
      list.first { $0.name == name }
      ?? (isCommand ? nil : HelpTopics.commands.first { $0.name == name })
    guard let t = found else {
      let suggestion = NearestName.suggestion(for: topic, among: HelpTopics.names)
      var text = l.string("error.unknownHelpTopic", [String(topic.prefix(40))])
      if let suggestion { text += "\n   = " + l.string("diag.didYouMean", [suggestion]) }
      return context.failure(text)
    }
    // A name that is both a statement form and a command (`views`) means the statement form
    // unless written with its colon.
    let commandTopic =
      HelpTopics.commands.contains { $0.name == t.name }
      && (isCommand || !HelpTopics.statements.contains { $0.name == t.name })
    let key = commandTopic ? "help.cmd.\(t.name)" : "help.\(t.name)"
    // The heading is wrapped to the width like the details (the name never breaks).
    let title = (commandTopic ? ":" : "") + t.name
    let heading = TextWrap.lines(title + " — " + l.string(key), width: context.options.width)
    var out = Style.heading.paint(title) + String(heading[0].dropFirst(title.count)) + "\n"
    for line in heading.dropFirst() { out += line + "\n" }
    if l.has(key + ".more") {
      // Each line of the details is a paragraph of its own, wrapped to the width.
      let paragraphs = l.string(key + ".more").split(
        separator: "\n", omittingEmptySubsequences: false)
      for paragraph in paragraphs {
        out += "\n" + TextWrap.wrap(String(paragraph), width: context.options.width)
      }
      out += "\n"
    }
    out += "\n" + l.string("help.example") + "\n"
    out += CodeLines.render(
      t.example.split(separator: "\n").map(String.init), width: context.options.width)
    return Reply(output: out)
  }

  /// Every statement form, then every command, each with its summary wrapped beside its name.
  private static func overview(in context: inout CommandContext) -> Reply {
    let l = context.localizer
    let width = context.options.width
    func row(_ name: String, _ key: String) -> String {
      "  " + TextWidth.padded(name, to: 14)
        + TextWrap.lines(l.string(key), width: width - 16).joined(
          separator: "\n" + String(repeating: " ", count: 16)) + "\n"
    }
    var out = Style.heading.paint(TextWrap.wrap(l.string("help.title"), width: width)) + "\n\n"
    out += Style.heading.paint(l.string("help.statements")) + "\n"
    for t in HelpTopics.statements { out += row(t.name, "help.\(t.name)") }
    out += "\n" + Style.heading.paint(l.string("help.commands")) + "\n"
    for t in HelpTopics.commands { out += row(":" + t.name, "help.cmd.\(t.name)") }
    out += "\n" + TextWrap.wrap(l.string("help.more"), width: width) + "\n"
    return Reply(output: out)
  }
}
