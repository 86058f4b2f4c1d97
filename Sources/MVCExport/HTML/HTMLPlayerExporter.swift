import MVCRuntime

/// Writes one self-contained HTML page that plays a trace step by step.
///
/// Everything is inline (style, script, the SVG diagram, the steps as JSON) and a Content
/// Security Policy forbids any network access. The page has Back, Play/Pause, Next, a speed
/// choice, a slider whose label always reads "Step k of n", and (when the trace keeps its
/// statements) a choice of statement to jump to; the current message and its sender's and
/// receiver's lifelines are highlighted, and the hop's kind, MVC role and the rule behind it
/// are shown in the export's language. Each message carries the session's number (the one
/// `:trace` and `:explain` show): `#step=N` in the URL opens message N and follows the current
/// step, `#play` starts playing; the arrow keys, Space, Home and End work too.
///
/// The diagram is cut into tiles that the browser draws only when they come into view
/// (`content-visibility: auto`), each drawn by the script from compact data (``PlayerData``)
/// when it first comes into view, and a step changes only the messages between the old and the
/// new one, so a trace of 10 000 messages opens and steps quickly. With a world, a side panel
/// shows its picture (``WorldPicture``).
struct HTMLPlayerExporter {
  let text: StepText
  let header: ExportHeader
  let plan: SequencePlan
  /// The world's picture for the side panel, when the export has a world.
  var world: WorldPicture?

  func render(_ trace: Trace) -> String {
    let renderer = SVGSequenceRenderer(plan: plan, text: text, header: header)
    let tiled = renderer.tiled()
    let title = text.word("title")
    var meta = ["mvcsh " + header.toolVersion, header.language.rawValue]
    if !header.device.isEmpty { meta.append(header.device) }
    meta.append(text.word("summary", [String(plan.stepCount)]))
    let count = plan.stepCount
    let titles = text.statementTitles(trace)
    let statements = plan.statementStarts.compactMap { start -> (Int, String)? in
      titles[start.statement].map { (start.statement, $0) }
    }
    let fonts = SVGFonts.family(for: header.language)
    var out = "<!DOCTYPE html>\n<html lang=\"\(header.language.rawValue)\">\n<head>\n"
    out += "<meta charset=\"utf-8\">\n"
    out += "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
    out += "style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\">\n"
    out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    out += "<meta name=\"generator\" content=\"mvcsh \(XMLText.escape(header.toolVersion))\">\n"
    out += "<title>" + XMLText.escape(title) + "</title>\n"
    out += "<style>\n" + HTMLPlayerStyle.css(fontFamily: fonts)
    out += HTMLPlayerStyle.lifelineRules(count: plan.lifelines.count)
    out += "</style>\n</head>\n<body data-step-count=\"\(count)\">\n"
    out += "<header>\n<h1>" + XMLText.escape(title) + "</h1>\n"
    out += "<p class=\"meta\">" + XMLText.escape(meta.joined(separator: " · ")) + "</p>\n"
    out += "</header>\n"
    out += "<div class=\"panel\" id=\"panel\">\n"
    out += "<nav class=\"controls\" aria-label=\"" + XMLText.escape(text.word("player.controls"))
    out += "\">\n"
    out += button("back", "◀", text.word("player.back"))
    out += button("play", "▶", text.word("player.play"))
    out += button("next", "▶", text.word("player.next"), iconAfter: true)
    out +=
      "<label class=\"speed\"><span class=\"word\">" + XMLText.escape(text.word("player.speed"))
    out += "</span> <select id=\"speed\">"
    for (value, name, selected) in [
      (2000, "0.5×", false), (1000, "1×", true), (500, "2×", false), (250, "4×", false),
    ] {
      out += "<option value=\"\(value)\"\(selected ? " selected" : "")>\(name)</option>"
    }
    out += "</select></label>\n"
    out += "<input type=\"range\" id=\"slider\" min=\"\(min(1, count))\" max=\"\(count)\" "
    out += "step=\"1\" value=\"\(min(1, count))\" aria-label=\""
    out += XMLText.escape(text.word("player.slider")) + "\"\(count == 0 ? " disabled" : "")>\n"
    out += "<output id=\"position\" for=\"slider\">"
    let firstNumber = plan.messages.first.map { String($0.number) } ?? ""
    out += XMLText.escape(
      count == 0
        ? text.word("player.empty")
        : text.word("player.position", [firstNumber, "1", String(count)]))
    out += "</output>\n"
    if !statements.isEmpty {
      out += "<label class=\"statement\"><span class=\"word\">"
      out += XMLText.escape(text.word("player.statement")) + "</span> <select id=\"statement\">"
      for (index, statement) in statements.enumerated() {
        out += "<option value=\"\(index)\">" + XMLText.escape(statement.1) + "</option>"
      }
      out += "</select></label>\n"
    }
    out += "<span class=\"toggles\">"
    out += "<button type=\"button\" id=\"details-toggle\" aria-expanded=\"true\" "
    out += "aria-controls=\"details\">" + XMLText.escape(text.word("player.details")) + "</button>"
    let picture = world.map { ($0.controllerTree(), $0.objectGraph()) }
    let hasPicture = picture.map { $0.0 != nil || $0.1 != nil } ?? false
    if hasPicture {
      out += "<button type=\"button\" id=\"world-toggle\" aria-expanded=\"true\" "
      out += "aria-controls=\"world\">" + XMLText.escape(text.word("player.world")) + "</button>"
    }
    out += "</span>\n</nav>\n"
    out += "<section class=\"step\" aria-live=\"polite\">\n"
    out += "<p id=\"hop\" class=\"hop\"></p>\n<div id=\"details\">\n"
    out += "<p id=\"kind-role\" class=\"kind-role\"></p>\n"
    out += "<p id=\"why\" class=\"why\"></p>\n</div>\n<p id=\"flag\" class=\"flag\" hidden></p>\n"
    out += "</section>\n</div>\n"
    out += "<div class=\"content\">\n"
    out += "<main class=\"diagram\" id=\"diagram\">\n"
    out +=
      "<div class=\"canvas\" id=\"canvas\" style=\"width:\(SVGNumber.format(tiled.width))px\">\n"
    out += "<div class=\"headings\" style=\"height:\(SVGNumber.format(tiled.headingsHeight))px\">\n"
    out += tiled.headings + "</div>\n"
    // Empty tiles of the drawing's height: the script draws each from the steps' data when it
    // comes into view.
    for (index, tile) in tiled.tiles.enumerated() {
      out += "<div class=\"tile\" data-tile=\"\(index)\" "
      out += "style=\"height:\(SVGNumber.format(tile.height))px\"></div>\n"
    }
    out += "</div>\n</main>\n"
    // The ends of an arrow too wide to show whole, named at the diagram's edges.
    out += "<div class=\"end left\" id=\"end-left\" aria-hidden=\"true\" hidden></div>"
    out += "<div class=\"end right\" id=\"end-right\" aria-hidden=\"true\" hidden></div>\n"
    if let (tree, graph) = picture, hasPicture {
      out += "<aside class=\"world\" id=\"world\" aria-label=\""
      out += XMLText.escape(text.word("player.world")) + "\">\n"
      if let tree {
        out += "<h2>" + XMLText.escape(text.word("dot.controllers")) + "</h2>\n" + tree
      }
      if let graph {
        out += "<h2>" + XMLText.escape(text.word("dot.models")) + "</h2>\n" + graph
      }
      out += "</aside>\n"
    }
    out += "</div>\n"
    out += "<script type=\"application/json\" id=\"trace-data\">"
    out += PlayerData(text: text, plan: plan, tiled: tiled, tileAttributes: renderer.tileAttributes)
      .json(trace, statements: statements.map(\.0))
    out += "</script>\n"
    out += "<script>\n" + HTMLPlayerScript.source + "</script>\n"
    out += "</body>\n</html>\n"
    return out
  }

  private func button(_ id: String, _ icon: String, _ label: String, iconAfter: Bool = false)
    -> String
  {
    let word = "<span class=\"word\">" + XMLText.escape(label) + "</span>"
    let glyph = "<span class=\"icon\" aria-hidden=\"true\">" + icon + "</span>"
    return "<button type=\"button\" id=\"\(id)\" aria-label=\"" + XMLText.escape(label) + "\">"
      + (iconAfter ? word + " " + glyph : glyph + " " + word) + "</button>\n"
  }
}
