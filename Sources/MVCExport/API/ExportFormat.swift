/// A format a trace can be exported to (`:export FORMAT`, `--export FORMAT`).
public enum ExportFormat: String, CaseIterable, Sendable {
  /// JSON Lines: the canonical format, a header line then one event a line.
  case jsonl
  /// The canonical format as one JSON document.
  case json
  /// A Mermaid `sequenceDiagram`, which GitHub renders.
  case mermaid
  /// A PlantUML sequence diagram.
  case plantuml
  /// Graphviz DOT: the model object graph, the view-controller and the view hierarchies.
  case dot
  /// Chrome trace / Perfetto JSON, for ui.perfetto.dev.
  case perfetto
  /// An SVG sequence diagram drawn by mvcsh itself.
  case svg
  /// One self-contained HTML page that plays the trace step by step.
  case html
  /// A Markdown report: the Mermaid diagram and a table of the steps.
  case markdown

  /// The usual file name extension, without the dot.
  public var fileExtension: String {
    switch self {
    case .jsonl: return "jsonl"
    case .json: return "json"
    case .mermaid: return "mmd"
    case .plantuml: return "puml"
    case .dot: return "dot"
    case .perfetto: return "perfetto.json"
    case .svg: return "svg"
    case .html: return "html"
    case .markdown: return "md"
    }
  }

  /// Whether `:trace load` can read the format back.
  public var isReadable: Bool { self == .jsonl || self == .json }

  /// The file part `part` (1-based) of `count` goes to, when an export gives several files
  /// (a long Mermaid trace): `trace.mmd` → `trace-2.mmd`; one part keeps the name.
  public func partFileName(_ name: String, part: Int, of count: Int) -> String {
    guard count > 1 else { return name }
    let suffix = "." + fileExtension
    if name.lowercased().hasSuffix(suffix) {
      return String(name.dropLast(suffix.count)) + "-" + String(part) + suffix
    }
    return name + "-" + String(part)
  }

  /// The format a file name's extension suggests (`trace.jsonl` → `.jsonl`), if any.
  public init?(fileName: String) {
    let lower = fileName.lowercased()
    let byLength = ExportFormat.allCases.sorted { $0.fileExtension.count > $1.fileExtension.count }
    for format in byLength where lower.hasSuffix("." + format.fileExtension) {
      self = format
      return
    }
    return nil
  }
}
