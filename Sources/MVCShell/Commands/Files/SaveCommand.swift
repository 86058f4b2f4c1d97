/// `:save FILE`: writes every change that completed, in order, as a script `:load` or
/// `mvcsh FILE` replays (atomically: a failed write leaves the old file as it was).
enum SaveCommand: MetaCommand {
  static let name = "save"
  static let example = ":save contacts.mvcsh"

  static func run(_ argument: String, in context: inout CommandContext) -> Reply {
    let l = context.localizer
    let path = argument.trimmed()
    guard !path.isEmpty else {
      return context.failure(l.string("error.missingArgument", [":save", "FILE"]))
    }
    let log = context.core.history.sources
    let text = log.joined(separator: "\n") + (log.isEmpty ? "" : "\n")
    if let failed = context.writeFile(path, Array(text.utf8)) { return failed }
    return Reply(output: l.string("save.done", [String(log.count), path]) + "\n")
  }
}
