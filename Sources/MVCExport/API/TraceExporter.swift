import MVCLocalization
import MVCRuntime

/// Turns a trace into any ``ExportFormat``: the one entry point of `:export` and `--export`.
///
/// ```swift
/// let exporter = TraceExporter(
///   localizer: session.localizer,
///   header: ExportHeader(toolVersion: "0.1.0", language: .zhHans, device: "iPhone 15"))
/// let text = exporter.export(world.standaloneTrace(events), as: .mermaid, world: world)
/// ```
///
/// Every exporter is a pure function of the trace (and, for DOT, of the world's current
/// object graph): the same input gives the same bytes, so exports are golden-testable.
public struct TraceExporter {
  /// The catalogs, switched to the header's language.
  public let localizer: Localizer
  /// What the canonical formats, the HTML player and the report say about their origin.
  public let header: ExportHeader
  /// Where the DOT export reads view-controller containment, presentation and delegate edges.
  public var controllerRelations: ControllerRelations.Provider
  /// The longest string argument shown in diagram labels before it is cut with `…`.
  public var maximumLabelStringLength = 40

  /// Creates an exporter that writes text in `header.language`.
  public init(localizer: Localizer, header: ExportHeader) {
    self.localizer = localizer.with(language: header.language)
    self.header = header
    self.controllerRelations = ControllerRelations.fromProperties
  }

  /// Exports a trace as text.
  ///
  /// - Parameters:
  ///   - trace: the messages and their participants (`world.standaloneTrace(events)`).
  ///   - format: the format to write.
  ///   - world: the world the trace came from; the DOT export draws its object graph and
  ///     hierarchies from it. Without one (a loaded trace), DOT draws who talks to whom.
  /// - Returns: the whole file's text, ending with a newline.
  public func export(_ trace: Trace, as format: ExportFormat, world: WorldReader? = nil) -> String {
    switch format {
    case .jsonl, .json, .perfetto:
      var bytes: [UInt8] = []
      write(trace, as: format, world: world) { bytes.append(contentsOf: $0) }
      return String(decoding: bytes, as: UTF8.self)
    case .mermaid:
      return exportParts(trace, as: .mermaid, world: world).joined(separator: "\n")
    case .plantuml:
      return plantUML(trace).render()
    case .dot:
      return DOTExporter(text: text, relations: controllerRelations).render(trace, world: world)
    case .svg:
      return SVGSequenceRenderer(plan: plan(trace), text: text, header: header).document()
    case .html:
      let picture = world.map { world in
        WorldPicture(
          world: world, text: text, relations: controllerRelations,
          fontFamily: SVGFonts.family(for: header.language))
      }
      return HTMLPlayerExporter(text: text, header: header, plan: plan(trace), world: picture)
        .render(trace)
    case .markdown:
      return MarkdownReportExporter(text: text, header: header).render(trace, plan: plan(trace))
    }
  }

  /// Exports a trace as UTF-8 bytes.
  public func exportBytes(_ trace: Trace, as format: ExportFormat, world: WorldReader? = nil)
    -> [UInt8]
  {
    var bytes: [UInt8] = []
    write(trace, as: format, world: world) { bytes.append(contentsOf: $0) }
    return bytes
  }

  /// Exports a trace to a sink, chunk by chunk.
  ///
  /// JSON Lines, JSON and Perfetto are written as they are produced, so memory stays flat
  /// however long the trace; the other formats are built whole, then handed over in chunks.
  ///
  /// - Parameters:
  ///   - chunkSize: roughly how many bytes each call of `sink` receives.
  ///   - sink: receives the bytes in order; an error it throws stops the export.
  public func write(
    _ trace: Trace, as format: ExportFormat, world: WorldReader? = nil, chunkSize: Int = 1 << 16,
    to sink: ([UInt8]) throws -> Void
  ) rethrows {
    switch format {
    case .jsonl, .json:
      try CanonicalStreamWriter(chunkSize: chunkSize).write(
        trace, header: header, document: format == .json, to: sink)
    case .perfetto:
      try PerfettoExporter(text: text, chunkSize: chunkSize).write(trace, to: sink)
    default:
      let bytes = Array(export(trace, as: format, world: world).utf8)
      var start = 0
      while start < bytes.count {
        let end = min(start + max(chunkSize, 1), bytes.count)
        try sink(Array(bytes[start..<end]))
        start = end
      }
    }
  }

  /// Exports a trace as one text per file. Every format gives one file but Mermaid, whose
  /// diagrams must stay under 50 000 characters to be drawn (by Mermaid's default settings and
  /// on GitHub): a longer trace gives one diagram per statement, or per run of statements, or
  /// per part of a long statement, each under the limit. `:export mermaid FILE` writes them to
  /// ``ExportFormat/partFileName(_:part:of:)``.
  public func exportParts(_ trace: Trace, as format: ExportFormat, world: WorldReader? = nil)
    -> [String]
  {
    guard format == .mermaid else { return [export(trace, as: format, world: world)] }
    return MermaidExporter(plan: plan(trace), replyWord: text.word("reply")).renderParts()
  }

  /// What the learner should be told when writing this export: that its usual viewer would
  /// refuse or cut it, and what was done instead (one line each, `export.notice.*`).
  public func notices(_ trace: Trace, as format: ExportFormat) -> [ExportNotice] {
    switch format {
    case .mermaid, .markdown:
      let mermaid = MermaidExporter(plan: plan(trace), replyWord: text.word("reply"))
      let size = mermaid.render().utf16.count
      guard size > MermaidExporter.maximumTextSize else { return [] }
      let parts = mermaid.renderParts().count
      return [
        ExportNotice(
          format == .mermaid ? "export.notice.mermaidSplit" : "export.notice.markdownSplit",
          [String(size), String(MermaidExporter.maximumTextSize), String(parts)])
      ]
    case .plantuml:
      var notices: [ExportNotice] = []
      let pages = plantUML(trace).pages.count
      if pages > 1 {
        notices.append(
          ExportNotice("export.notice.plantumlPages", [String(trace.events.count), String(pages)]))
      }
      let width = PlantUMLExporter.estimatedWidth(
        drawingWidth: SVGSequenceRenderer(plan: plan(trace), text: text, header: header).width)
      if width > PlantUMLExporter.maximumPNGSize {
        notices.append(ExportNotice("export.notice.plantumlWidth", [String(width)]))
      }
      return notices
    default:
      return []
    }
  }

  private var text: StepText { StepText(localizer: localizer) }

  private func plantUML(_ trace: Trace) -> PlantUMLExporter {
    PlantUMLExporter(
      plan: plan(trace), replyWord: text.word("reply"),
      statementTitles: text.statementTitles(trace),
      pageTitle: { [text] page, count in text.word("page", [String(page), String(count)]) })
  }

  private func plan(_ trace: Trace) -> SequencePlan {
    SequencePlan(trace: trace, text: text, maximumStringLength: maximumLabelStringLength)
  }
}
