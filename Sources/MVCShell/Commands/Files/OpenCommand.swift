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

  static func argumentWords(in context: CommandContext) -> [String] {
    ExportFormat.allCases.map(\.rawValue) + ["all"]
  }

  static func run(_ argument: String, in context: inout CommandContext) -> Reply {
    let l = context.localizer
    var words = argument.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    var format = ExportFormat.html
    if let first = words.first, first != "all" {
      guard let named = ExportFormat(rawValue: first.lowercased()) else {
        let formats = ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")
        return context.failure(
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
      return context.failure(
        l.string("error.badArgument", [":open", String(extra.prefix(20)), "FORMAT, all"]))
    }
    if context.state.trace.loaded == nil && context.world.trace.isEmpty {
      return context.failure(l.string("trace.emptyAll"))
    }
    let bytes = ExportFlow.bytes(format, all: all, in: context)
    let path: String
    switch ExportFlow.writeDefaultFile(format, bytes, in: &context) {
    case .success(let written): path = written
    case .failure(let failed): return ExportFlow.refusal(failed, in: context)
    }
    var out = l.string("export.done", [format.rawValue, String(bytes.count), path]) + "\n"
    let url = DefaultExportFile.fileURL(context.fileSystem.absolutePath(of: path))
    if format == .perfetto {
      let opened = context.programs.open(perfettoViewer)
      out += l.string(opened ? "open.perfetto" : "open.perfettoByHand", [perfettoViewer, path])
      return Reply(output: out + "\n")
    }
    if context.programs.open(context.fileSystem.absolutePath(of: path)) {
      out += l.string("open.opened", [path]) + "\n"
    } else {
      out += l.string("open.cannotOpen", [url]) + "\n"
    }
    return Reply(output: out)
  }
}
