/// `:load FILE`: runs a script line by line in this session, as if typed (diagnostics name the
/// file's line); a `:load` inside it is skipped, so a script cannot load itself forever.
enum LoadCommand: MetaCommand {
  static let name = "load"
  static let example = ":load contacts.mvcsh"

  static func run(_ argument: String, in session: Session) -> SessionResponse {
    let path = argument.trimmed()
    guard !path.isEmpty else {
      return session.failure(session.localizer.string("error.missingArgument", [":load", "FILE"]))
    }
    let bytes: [UInt8]
    switch session.readFile(path, limit: FileLimits.script) {
    case .success(let read): bytes = read
    case .failure(let failed): return failed.response
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      return session.failure(session.localizer.string("error.fileNotUTF8", [path]))
    }
    let savedShowLines = session.showLineNumbers
    let savedLine = session.currentLine
    session.showLineNumbers = true
    defer {
      session.showLineNumbers = savedShowLines
      session.currentLine = savedLine
    }
    var output = ""
    var failed = false
    var number = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      session.currentLine = number
      let trimmed = line.drop { $0 == " " }
      if trimmed.hasPrefix(":load") { continue }
      let response = session.executeRaw(String(line))
      output += session.inline(response.parts)
      failed = failed || response.failed
    }
    session.core.interrupt()
    // In the language the script may have switched to.
    output += session.localizer.string("load.done", [path]) + "\n"
    return SessionResponse(output: output, failed: failed)
  }
}
