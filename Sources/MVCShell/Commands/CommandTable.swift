/// Every meta-command, in the order `:help` lists them, and how a typed name finds one.
enum CommandTable {
  /// Every meta-command, in the order `:help` lists them (and completion offers them).
  static let commands: [any MetaCommand.Type] = [
    HelpCommand.self,
    TraceCommand.self,
    ExplainCommand.self,
    StepCommand.self,
    PredictCommand.self,
    WhatIfCommand.self,
    InspectCommand.self,
    GraphCommand.self,
    LeaksCommand.self,
    ViewsCommand.self,
    ScreenCommand.self,
    TreeCommand.self,
    LayoutCommand.self,
    RespondersCommand.self,
    DeviceCommand.self,
    LangCommand.self,
    GlossaryCommand.self,
    UndoCommand.self,
    ResetCommand.self,
    HistoryCommand.self,
    EditCommand.self,
    ExportCommand.self,
    OpenCommand.self,
    SaveCommand.self,
    LoadCommand.self,
    LessonsCommand.self,
    LessonCommand.self,
    HintCommand.self,
    SolutionCommand.self,
    CheckCommand.self,
    GoalCommand.self,
    NextCommand.self,
    PrevCommand.self,
    RestartCommand.self,
    SkipCommand.self,
    ProgressCommand.self,
    QuitCommand.self,
  ]

  /// Short names that run a command without being a prefix of its name (`:?`, `:h` for
  /// `:help`, which `:hint` would make ambiguous; `:exit` for `:quit`). Only running a line
  /// knows them: completion goes by the names in the table.
  static let aliases: [String: any MetaCommand.Type] = [
    "?": HelpCommand.self, "h": HelpCommand.self, "q": QuitCommand.self, "exit": QuitCommand.self,
  ]

  /// The names of all meta-commands, with their colon, in the table's order.
  static var names: [String] { commands.map { ":" + $0.name } }

  /// Runs a `:` line: finds the command by its name, an alias or an unambiguous prefix, and
  /// hands it the rest of the line; an unknown or ambiguous name is refused with suggestions.
  static func run(_ line: String, in context: inout CommandContext) -> Reply {
    let body = line.drop { $0 == " " || $0 == "\t" }.dropFirst()
    let name = String(body.prefix { !$0.isWhitespace })
    let rest = String(body.dropFirst(name.count)).trimmed()
    if let alias = aliases[name] { return alias.run(rest, in: &context) }
    let (command, ambiguous) = command(named: name)
    guard let command else {
      let l = context.localizer
      let shownName = ":" + String(name.prefix(40))
      if !ambiguous.isEmpty {
        return context.failure(
          l.string("error.ambiguousCommand", [shownName, ambiguous.joined(separator: ", ")]))
      }
      // Only a near name is suggested: a far one would be a guess.
      let suggestion = name.count <= 40 ? nearest(to: name) : nil
      var text = l.string("error.unknownCommand", [shownName])
      if let suggestion { text += "\n   = " + l.string("diag.didYouMean", [suggestion]) }
      return context.failure(text)
    }
    return command.run(rest, in: &context)
  }

  /// Finds a command by its name or an unambiguous prefix (`:tr` is `:trace`).
  /// - Returns: the command, or nil and the names (with their colon) a prefix could mean.
  static func command(named name: String) -> (command: (any MetaCommand.Type)?, matches: [String]) {
    if let exact = commands.first(where: { $0.name == name }) { return (exact, []) }
    let matches = commands.filter { $0.name.hasPrefix(name) }
    if matches.count == 1 { return (matches[0], []) }
    return (nil, matches.map { ":" + $0.name })
  }

  /// The command a misspelt name is near enough to suggest (`:tarce` → `:trace`), or nil: at
  /// most one edit (a letter added, left out, changed, or two swapped) for a name of up to four
  /// letters, two for a longer one, and never more edits than half the letters typed. A name
  /// far from every command gets no suggestion rather than a guess.
  static func nearest(to name: String) -> String? {
    let typed = Array(name.lowercased())
    guard !typed.isEmpty else { return nil }
    let limit = min(typed.count <= 4 ? 1 : 2, (typed.count - 1) / 2 + (typed.count > 2 ? 1 : 0))
    var best: (name: String, distance: Int)?
    for command in commands {
      let distance = editDistance(typed, Array(command.name))
      guard distance <= limit, distance < (best?.distance ?? .max) else { continue }
      best = (command.name, distance)
    }
    return best.map { ":" + $0.name }
  }

  /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
  /// neighbouring letters each count one.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
          best = min(best, table[i - 2][j - 2] + 1)
        }
        table[i][j] = best
      }
    }
    return table[a.count][b.count]
  }
}
