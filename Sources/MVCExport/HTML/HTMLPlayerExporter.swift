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
/// (`content-visibility: auto`), and a step changes only the messages between the old and the
/// new one, so a trace of 10 000 messages opens and steps quickly. With a world, a side panel
/// shows its picture (``WorldPicture``).
struct HTMLPlayerExporter {
  let text: StepText
  let header: ExportHeader
  let plan: SequencePlan
  /// The world's picture for the side panel, when the export has a world.
  var world: WorldPicture?

  func render(_ trace: Trace) -> String {
    let tiled = SVGSequenceRenderer(plan: plan, text: text, header: header).tiled()
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
    for tile in tiled.tiles {
      out += "<div class=\"tile\" style=\"height:\(SVGNumber.format(tile.height))px\">\n"
      out += tile.svg + "</div>\n"
    }
    out += "</div>\n</main>\n"
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
    out += stepsJSON(trace, geometry: tiled.geometry, statements: statements.map(\.0))
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

  /// The steps and the player's words, as JSON safe inside a `<script>` element.
  private func stepsJSON(
    _ trace: Trace, geometry: [Int: SVGSequenceRenderer.StepGeometry], statements: [Int]
  ) -> String {
    var json = JSONOutput(capacity: trace.events.count * 300 + 512)
    json.raw("{\"text\":{\"position\":")
    json.string(text.word("player.position", ["%1$@", "%2$@", "%3$@"]), htmlSafe: true)
    json.raw(",\"play\":")
    json.string(text.word("player.play"), htmlSafe: true)
    json.raw(",\"pause\":")
    json.string(text.word("player.pause"), htmlSafe: true)
    json.raw(",\"empty\":")
    json.string(text.word("player.empty"), htmlSafe: true)
    json.raw("},\"steps\":[")
    var statementIndex: [Int: Int] = [:]
    for (index, number) in statements.enumerated() { statementIndex[number] = index }
    var first = true
    for item in plan.items {
      guard case .message(let message) = item else { continue }
      let event = trace.events[message.eventIndex]
      if !first { json.byte(0x2C) }
      first = false
      let sender = plan.lifelines[message.from].name
      let receiver = plan.lifelines[message.to].name
      let place = geometry[message.number]
      json.raw("\n{\"n\":")
      json.int(message.number)
      json.raw(",\"from\":")
      json.int(message.from)
      json.raw(",\"to\":")
      json.int(message.to)
      json.raw(",\"s\":")
      json.int(statementIndex[message.statement] ?? -1)
      json.raw(",\"y\":")
      json.int(Int((place?.y ?? 0).rounded()))
      json.raw(",\"l\":")
      json.int(Int((place?.left ?? 0).rounded(.down)))
      json.raw(",\"r\":")
      json.int(Int((place?.right ?? 0).rounded(.up)))
      json.raw(",\"hop\":")
      json.string(
        "[" + String(message.number) + "] " + sender + " → " + receiver + ": " + message.label,
        htmlSafe: true)
      json.raw(",\"kind\":")
      json.string(text.kind(event), htmlSafe: true)
      json.raw(",\"role\":")
      json.string(text.role(event), htmlSafe: true)
      json.raw(",\"why\":")
      json.string(text.explanation(event) ?? "", htmlSafe: true)
      json.raw(",\"flag\":")
      if let flag = text.flag(event) {
        json.string("⚠ " + flag, htmlSafe: true)
      } else {
        json.raw("null")
      }
      json.byte(0x7D)
    }
    json.raw("\n]}")
    return json.text
  }
}
