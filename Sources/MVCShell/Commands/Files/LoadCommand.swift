/// `:load FILE`: runs a script line by line in this session, as if typed (diagnostics name the
/// file's line). A `:load` inside it runs like any other line, so it may load another script;
/// a file that is already being loaded (the script itself, directly or through others) is
/// refused, and so is nesting deeper than ``maximumDepth``.
enum LoadCommand: MetaCommand {
  static let name = "load"
  static let example = ":load contacts.mvcsh"

  /// How many scripts may be loading at once, one inside another.
  static let maximumDepth = 16

  static func run(_ argument: String, in context: inout CommandContext) -> Reply {
    let l = context.localizer
    let path = argument.trimmed()
    guard !path.isEmpty else {
      return context.failure(l.string("error.missingArgument", [":load", "FILE"]))
    }
    let identity = context.fileSystem.identity(of: path)
    let loading = context.state.script.loadingFiles
    if loading.contains(identity) {
      return context.failure(l.string("error.loadCycle", [path]))
    }
    guard loading.count < maximumDepth else {
      return context.failure(l.string("error.loadTooDeep", [String(maximumDepth), path]))
    }
    let bytes: [UInt8]
    switch context.readFile(path, limit: FileLimits.script) {
    case .success(let read): bytes = read
    case .failure(let failed): return failed.response
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      return context.failure(l.string("error.fileNotUTF8", [path]))
    }
    // Diagnostics of the loaded file's lines name it: `FILE:LINE:COL: error: …`.
    var output = LineFlow.runLines(of: text, in: &context, location: path, identity: identity)
    // A statement the file left open ends with it.
    context.core.interrupt()
    // In the language the script may have switched to.
    output += context.localizer.string("load.done", [path]) + "\n"
    return output
  }
}
