import MVCRuntime

/// Writes one self-contained HTML page that plays a trace step by step.
///
/// Everything is inline (style, script, the SVG diagram, the steps as JSON) and a Content
/// Security Policy forbids any network access. The page has Back, Play/Pause, Next, a speed
/// choice and a slider whose label always reads "Step k of n"; the current message and its
/// sender's and receiver's lifelines are highlighted, and the hop's kind, MVC role and the rule
/// behind it are shown in the export's language. `#step=N` in the URL opens step N, `#play`
/// starts playing; the arrow keys, Space, Home and End work too.
struct HTMLPlayerExporter {
  let text: StepText
  let header: ExportHeader
  let plan: SequencePlan

  func render(_ trace: Trace) -> String {
    let svg = SVGSequenceRenderer(plan: plan, text: text, header: header).element()
    let title = text.word("title")
    var meta = ["mvcsh " + header.toolVersion, header.language.rawValue]
    if !header.device.isEmpty { meta.append(header.device) }
    meta.append(text.word("summary", [String(plan.stepCount)]))
    let count = plan.stepCount
    var out = "<!DOCTYPE html>\n<html lang=\"\(header.language.rawValue)\">\n<head>\n"
    out += "<meta charset=\"utf-8\">\n"
    out += "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
    out += "style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\">\n"
    out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    out += "<meta name=\"generator\" content=\"mvcsh \(XMLText.escape(header.toolVersion))\">\n"
    out += "<title>" + XMLText.escape(title) + "</title>\n"
    out += "<style>\n" + HTMLPlayerStyle.css(fontFamily: SVGFonts.family(for: header.language))
    out += "</style>\n</head>\n<body data-step-count=\"\(count)\">\n"
    out += "<header>\n<h1>" + XMLText.escape(title) + "</h1>\n"
    out += "<p class=\"meta\">" + XMLText.escape(meta.joined(separator: " · ")) + "</p>\n"
    out += "</header>\n"
    out += "<div class=\"panel\">\n"
    out += "<nav class=\"controls\" aria-label=\"" + XMLText.escape(text.word("player.controls"))
    out += "\">\n"
    out += button("back", "◀ " + text.word("player.back"))
    out += button("play", "▶ " + text.word("player.play"))
    out += button("next", text.word("player.next") + " ▶")
    out += "<label class=\"speed\">" + XMLText.escape(text.word("player.speed"))
    out += " <select id=\"speed\">"
    for (value, name, selected) in [
      (2000, "0.5×", false), (1000, "1×", true), (500, "2×", false), (250, "4×", false),
    ] {
      out += "<option value=\"\(value)\"\(selected ? " selected" : "")>\(name)</option>"
    }
    out += "</select></label>\n"
    out += "<input type=\"range\" id=\"slider\" min=\"\(min(1, count))\" max=\"\(count)\" "
    out += "value=\"\(min(1, count))\" aria-label=\"" + XMLText.escape(text.word("player.slider"))
    out += "\"\(count == 0 ? " disabled" : "")>\n"
    out += "<output id=\"position\" for=\"slider\">"
    out += XMLText.escape(count == 0 ? text.word("player.empty") : text.stepOf(1, count))
    out += "</output>\n</nav>\n"
    out += "<section class=\"step\" aria-live=\"polite\">\n"
    out += "<p id=\"hop\" class=\"hop\"></p>\n<p id=\"kind-role\" class=\"kind-role\"></p>\n"
    out += "<p id=\"why\" class=\"why\"></p>\n<p id=\"flag\" class=\"flag\" hidden></p>\n"
    out += "</section>\n</div>\n"
    out += "<main class=\"diagram\">\n" + svg + "</main>\n"
    out += "<script type=\"application/json\" id=\"trace-data\">"
    out += stepsJSON(trace) + "</script>\n"
    out += "<script>\n" + HTMLPlayerScript.source + "</script>\n"
    out += "</body>\n</html>\n"
    return out
  }

  private func button(_ id: String, _ label: String) -> String {
    "<button type=\"button\" id=\"\(id)\">" + XMLText.escape(label) + "</button>\n"
  }

  /// The steps and the player's words, as JSON safe inside a `<script>` element.
  private func stepsJSON(_ trace: Trace) -> String {
    var json = JSONOutput(capacity: trace.events.count * 300 + 512)
    json.raw("{\"text\":{\"stepOf\":")
    json.string(text.word("stepOf", ["%1$@", "%2$@"]), htmlSafe: true)
    json.raw(",\"play\":")
    json.string("▶ " + text.word("player.play"), htmlSafe: true)
    json.raw(",\"pause\":")
    json.string("❚❚ " + text.word("player.pause"), htmlSafe: true)
    json.raw(",\"empty\":")
    json.string(text.word("player.empty"), htmlSafe: true)
    json.raw("},\"steps\":[")
    var first = true
    for item in plan.items {
      guard case .message(let message) = item else { continue }
      let event = trace.events[message.eventIndex]
      if !first { json.byte(0x2C) }
      first = false
      let sender = plan.lifelines[message.from].name
      let receiver = plan.lifelines[message.to].name
      json.raw("\n{\"n\":")
      json.int(message.number)
      json.raw(",\"from\":")
      json.int(message.from)
      json.raw(",\"to\":")
      json.int(message.to)
      json.raw(",\"hop\":")
      json.string(sender + " → " + receiver + ": " + message.label, htmlSafe: true)
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
