/// `:load FILE`: runs a script line by line in this session, as if typed (diagnostics name the
/// file's line). A `:load` inside it runs like any other line, so it may load another script;
/// a file that is already being loaded (the script itself, directly or through others) is
/// refused, and so is nesting deeper than ``maximumDepth``.
enum LoadCommand: MetaCommand {
  static let name = "load"
  static let example = ":load contacts.mvcsh"

  /// How many scripts may be loading at once, one inside another.
  static let maximumDepth = 16

  static func run(_ argument: String, in session: Session) -> Reply {
    let l = session.localizer
    let path = argument.trimmed()
    guard !path.isEmpty else {
      return session.failure(l.string("error.missingArgument", [":load", "FILE"]))
    }
    let identity = session.fileSystem.identity(of: path)
    if session.loadingFiles.contains(identity) {
      return session.failure(l.string("error.loadCycle", [path]))
    }
    guard session.loadingFiles.count < maximumDepth else {
      return session.failure(l.string("error.loadTooDeep", [String(maximumDepth), path]))
    }
    let bytes: [UInt8]
    switch session.readFile(path, limit: FileLimits.script) {
    case .success(let read): bytes = read
    case .failure(let failed): return failed.response
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      return session.failure(l.string("error.fileNotUTF8", [path]))
    }
    let savedShowLines = session.showLineNumbers
    let savedLine = session.currentLine
    let savedFile = session.diagnosticFile
    session.showLineNumbers = true
    // Diagnostics of the loaded file's lines name it: `FILE:LINE:COL: error: …`.
    session.diagnosticFile = path
    session.loadingFiles.append(identity)
    defer {
      session.loadingFiles.removeLast()
      session.showLineNumbers = savedShowLines
      session.currentLine = savedLine
      session.diagnosticFile = savedFile
    }
    var output = Reply()
    var failed = false
    var number = 0
    var lines = Session.lines(of: text)
    if lines.last == "" { lines.removeLast() }
    for line in lines {
      number += 1
      session.currentLine = number
      let response = session.executeRaw(String(line))
      output += session.inline(response.parts)
      failed = failed || response.failed
    }
    session.core.interrupt()
    // In the language the script may have switched to.
    output += session.localizer.string("load.done", [path]) + "\n"
    output.failed = failed
    return output
  }
}
