import MVCExport

/// `:open [FORMAT] [all]`: writes the export (HTML, the step-by-step player, by default) to its
/// default file (``DefaultExportFile``) and opens it with the desktop's opener (`xdg-open`;
/// `open` on a Mac). When nothing can open it, the file's `file://` URL is printed to copy into
/// a browser. A Perfetto trace opens ui.perfetto.dev, which is told the file to load.
enum OpenCommand: MetaCommand {
  static let name = "open"
  static let example = ":open        :open svg        :open html all"

  /// Where Perfetto traces are viewed (the file is opened from the page).
  static let perfettoViewer = "https://ui.perfetto.dev"

  static func argumentWords(in session: Session) -> [String] {
    ExportFormat.allCases.map(\.rawValue) + ["all"]
  }

  static func run(_ argument: String, in session: Session) -> Reply {
    let l = session.localizer
    var words = argument.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    var format = ExportFormat.html
    if let first = words.first, first != "all" {
      guard let named = ExportFormat(rawValue: first.lowercased()) else {
        let formats = ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")
        return session.failure(
          l.string("error.unknownFormat", [String(first.prefix(20)), formats]))
      }
      format = named
      words.removeFirst()
    }
    var all = false
    if words.first == "all" {
      all = true
      words.removeFirst()
    }
    if let extra = words.first {
      return session.failure(
        l.string("error.badArgument", [":open", String(extra.prefix(20)), "FORMAT, all"]))
    }
    if session.loadedTrace == nil && session.world.trace.isEmpty {
      return session.failure(l.string("trace.emptyAll"))
    }
    let bytes = session.exportTrace(format, all: all)
    let path: String
    switch session.writeDefaultExport(format, bytes) {
    case .success(let written): path = written
    case .failure(let failed): return failed.response
    }
    var out = l.string("export.done", [format.rawValue, String(bytes.count), path]) + "\n"
    let url = DefaultExportFile.fileURL(session.fileSystem.absolutePath(of: path))
    if format == .perfetto {
      let opened = session.programs.open(perfettoViewer)
      out += l.string(opened ? "open.perfetto" : "open.perfettoByHand", [perfettoViewer, path])
      return Reply(output: out + "\n")
    }
    if session.programs.open(session.fileSystem.absolutePath(of: path)) {
      out += l.string("open.opened", [path]) + "\n"
    } else {
      out += l.string("open.cannotOpen", [url]) + "\n"
    }
    return Reply(output: out)
  }
}
