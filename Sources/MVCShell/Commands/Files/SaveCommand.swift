/// `:save FILE`: writes every change that completed, in order, as a script `:load` or
/// `mvcsh FILE` replays (atomically: a failed write leaves the old file as it was).
enum SaveCommand: MetaCommand {
  static let name = "save"
  static let example = ":save contacts.mvcsh"

  static func run(_ argument: String, in session: Session) -> Reply {
    let l = session.localizer
    let path = argument.trimmed()
    guard !path.isEmpty else {
      return session.failure(l.string("error.missingArgument", [":save", "FILE"]))
    }
    let log = session.log
    let text = log.joined(separator: "\n") + (log.isEmpty ? "" : "\n")
    if let failed = session.writeFile(path, Array(text.utf8)) { return failed }
    return Reply(output: l.string("save.done", [String(log.count), path]) + "\n")
  }
}
