import MVCRuntime
import MVCScript

/// Tab completion: the commands and their first argument, the names bound in the world, and
/// the members of what a path names (read through the reader: completing makes nothing).
enum Completer {
  /// Completion candidates for the word that ends at `cursor` (a character offset into `line`).
  /// - Returns: the offset where the word starts and the full words that could replace it.
  static func completions(for line: String, cursor: Int, in context: CommandContext) -> (
    wordStart: Int, candidates: [String]
  ) {
    let core = context.core
    let world = context.world
    let characters = Array(line.prefix(max(0, cursor)))
    // Meta-commands and their first argument.
    let leading = characters.prefix { $0 == " " }.count
    if !core.isContinuing, characters.count > leading, characters[leading] == ":" {
      let text = String(characters[leading...])
      if let space = text.firstIndex(of: " ") {
        let name = String(text[text.index(after: text.startIndex)..<space])
        let (command, _) = CommandTable.command(named: name)
        guard let command else { return (cursor, []) }
        let argumentStart = characters.lastIndex(of: " ").map { $0 + 1 } ?? cursor
        let partial = String(characters[argumentStart...])
        let words = command.argumentWords(in: context).filter { $0.hasPrefix(partial) }
        return (argumentStart, words.sorted())
      }
      return (leading, CommandTable.names.filter { $0.hasPrefix(text) })
    }
    // A name or a member path such as `editor.vi`.
    var start = characters.count
    while start > 0,
      characters[start - 1] == "_" || characters[start - 1].isLetter
        || characters[start - 1].isNumber || characters[start - 1] == "."
    {
      start -= 1
    }
    let word = String(characters[start...])
    if let dot = word.lastIndex(of: ".") {
      let basePath = String(word[..<dot])
      let partial = String(word[word.index(after: dot)...])
      let memberStart = start + word.distance(from: word.startIndex, to: dot) + 1
      if basePath.isEmpty {
        return (memberStart, enumCases.filter { $0.hasPrefix(partial) })
      }
      if basePath == "NotificationCenter" {
        return (memberStart, ["default"].filter { $0.hasPrefix(partial) })
      }
      let properties: [String]
      let selectors: [String]
      switch context.resolvePath(basePath) {
      case .success(.value(let value)):
        guard let id = value.objectID else { return (memberStart, []) }
        properties = world.propertyNames(of: id)
        selectors = world.selectors(of: id)
      case .success(.notYetMade(let lazy, _, _)):
        // Completion only looks: the members of the object a statement would make.
        properties = world.propertyNames(ofClass: lazy.className)
        selectors = world.selectors(ofClass: lazy.className)
      case .failure:
        return (memberStart, [])
      }
      let methods = selectors.map { selector in String(selector.prefix { $0 != "(" }) + "(" }
      let all = Set(properties + methods).filter { $0.hasPrefix(partial) }
      return (memberStart, all.sorted())
    }
    var names = Array(world.globals.keys) + Array(world.classes.keys)
    names += BuiltinMethods.functionSelectors.map { String($0.prefix { $0 != "(" }) + "(" }
    // The language's own reserved words, so completion never offers one it does not know.
    names += Keyword.allCases.map(\.rawValue) + ["print("]
    return (start, Set(names).filter { $0.hasPrefix(word) && !word.isEmpty }.sorted())
  }

  /// Enum cases the language knows, for completion after a leading dot.
  static let enumCases =
    ControlEvents.all + [
      "fullScreen", "pageSheet", "formSheet", "currentContext", "overCurrentContext",
      "overFullScreen", "popover", "automatic", "coverVertical", "flipHorizontal",
      "crossDissolve", "partialCurl", "up", "down", "left", "right", "any", "none",
    ]
}
