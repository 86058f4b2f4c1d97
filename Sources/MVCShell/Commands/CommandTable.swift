/// Every meta-command, in the order `:help` lists them, and how a typed name finds one.
enum CommandTable {
  /// Every meta-command, in the order `:help` lists them (and completion offers them).
  static let commands: [any MetaCommand.Type] = [
    HelpCommand.self,
    TraceCommand.self,
    ExplainCommand.self,
    StepCommand.self,
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
    UndoCommand.self,
    ResetCommand.self,
    ExportCommand.self,
    SaveCommand.self,
    LoadCommand.self,
    LessonsCommand.self,
    LessonCommand.self,
    HintCommand.self,
    SolutionCommand.self,
    CheckCommand.self,
    NextCommand.self,
    PrevCommand.self,
    RestartCommand.self,
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

  /// Finds a command by its name or an unambiguous prefix (`:tr` is `:trace`).
  /// - Returns: the command, or nil and the names (with their colon) a prefix could mean.
  static func command(named name: String) -> (command: (any MetaCommand.Type)?, matches: [String]) {
    if let exact = commands.first(where: { $0.name == name }) { return (exact, []) }
    let matches = commands.filter { $0.name.hasPrefix(name) }
    if matches.count == 1 { return (matches[0], []) }
    return (nil, matches.map { ":" + $0.name })
  }
}
