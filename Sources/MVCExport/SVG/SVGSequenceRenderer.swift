import MVCRuntime

/// Draws a sequence diagram as SVG, without any outside tool.
///
/// The drawing is sized to its content (``SVGLayout``), uses a font stack with CJK fallbacks,
/// and marks its parts for the HTML player: each message is a `g.msg#step-N` with
/// `data-from`/`data-to`, each lifeline a `g.lifeline#lifeline-I`.
struct SVGSequenceRenderer {
  let plan: SequencePlan
  let text: StepText
  let header: ExportHeader

  /// A standalone SVG file.
  func document() -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + element()
  }

  /// The `<svg>` element alone, for embedding in HTML.
  func element() -> String {
    let title = text.word("title")
    let subtitle = text.word("summary", [String(plan.stepCount)])
    let titleWidth = max(SVGLayout.textWidth(title, bold: true), SVGLayout.smallTextWidth(subtitle))
    let layout = SVGLayout(plan: plan, titleWidth: titleWidth)
    var out = ""
    out.reserveCapacity(plan.items.count * 400 + 4096)
    let width = format(layout.width)
    let height = format(layout.height)
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"mvcsh-sequence\" width=\"\(width)\" "
    out += "height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" "
    out += "xml:lang=\"\(header.language.rawValue)\" role=\"img\" "
    out += "font-family=\"" + XMLText.escape(SVGFonts.family(for: header.language)) + "\" "
    out += "font-size=\"13\" fill=\"\(DiagramPalette.ink)\">\n"
    out += "<title>" + XMLText.escape(title + " — " + subtitle) + "</title>\n"
    out += definitions()
    out += "<rect class=\"background\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" "
    out += "fill=\"#FFFFFF\"/>\n"
    out += "<text x=\"\(format(SVGLayout.margin))\" y=\"22\" font-size=\"15\" font-weight=\"bold\">"
    out += XMLText.escape(title) + "</text>\n"
    out += "<text x=\"\(format(SVGLayout.margin))\" y=\"38\" font-size=\"11\" fill=\"#607D8B\">"
    out += XMLText.escape(subtitle) + "</text>\n"
    drawLifelines(layout, into: &out)
    drawActivations(layout, into: &out)
    drawItems(layout, into: &out)
    out += "</svg>\n"
    return out
  }

  private func definitions() -> String {
    func marker(_ id: String, _ colour: String, open: Bool) -> String {
      var m = "<marker id=\"\(id)\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"9\" "
      m += "markerHeight=\"9\" markerUnits=\"userSpaceOnUse\" orient=\"auto\">"
      if open {
        m += "<path d=\"M1,1 L9,5 L1,9\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1.6\"/>"
      } else {
        m += "<path d=\"M0,0 L10,5 L0,10 z\" fill=\"\(colour)\"/>"
      }
      return m + "</marker>\n"
    }
    var defs = "<defs>\n"
    defs += marker("mvcsh-head", DiagramPalette.ink, open: false)
    defs += marker("mvcsh-open", DiagramPalette.ink, open: true)
    defs += marker("mvcsh-head-flag", DiagramPalette.flagged, open: false)
    defs += marker("mvcsh-open-flag", DiagramPalette.flagged, open: true)
    return defs + "</defs>\n"
  }

  private func drawLifelines(_ layout: SVGLayout, into out: inout String) {
    let top = SVGLayout.titleHeight
    for (index, lifeline) in plan.lifelines.enumerated() {
      let x = layout.centers[index]
      let w = layout.headingWidths[index]
      let colours = DiagramPalette.colours(lifeline.role)
      out += "<g class=\"lifeline role-\(lifeline.role.rawValue)\" id=\"lifeline-\(index)\" "
      out += "data-lifeline=\"\(index)\">\n"
      out += "<line x1=\"\(format(x))\" y1=\"\(format(layout.lifelineTop))\" x2=\"\(format(x))\" "
      out +=
        "y2=\"\(format(layout.lifelineBottom))\" stroke=\"#B0BEC5\" stroke-dasharray=\"4 4\"/>\n"
      out += "<rect class=\"heading\" x=\"\(format(x - w / 2))\" y=\"\(format(top))\" "
      out += "width=\"\(format(w))\" height=\"\(format(SVGLayout.headingHeight - 6))\" rx=\"6\" "
      out += "fill=\"\(colours.fill)\" stroke=\"\(colours.stroke)\" stroke-width=\"1.2\"/>\n"
      let nameY = lifeline.subtitle.isEmpty ? top + 23 : top + 16
      out += "<text x=\"\(format(x))\" y=\"\(format(nameY))\" text-anchor=\"middle\" "
      out += "font-weight=\"bold\">" + XMLText.escape(lifeline.name) + "</text>\n"
      if !lifeline.subtitle.isEmpty {
        out += "<text x=\"\(format(x))\" y=\"\(format(top + 31))\" text-anchor=\"middle\" "
        out += "font-size=\"11\" fill=\"\(colours.stroke)\">" + XMLText.escape(lifeline.subtitle)
        out += "</text>\n"
      }
      out += "</g>\n"
    }
  }

  /// The activation bars, computed from the plan: each message opens one on its receiver,
  /// each end closes the innermost one.
  private func activationBars(_ layout: SVGLayout) -> [(
    lifeline: Int, depth: Int, top: Double, bottom: Double
  )] {
    var bars: [(lifeline: Int, depth: Int, top: Double, bottom: Double)] = []
    var open: [[(depth: Int, top: Double)]] = Array(repeating: [], count: plan.lifelines.count)
    var lastY = layout.lifelineTop
    for (index, item) in plan.items.enumerated() {
      let y = layout.itemY[index]
      switch item {
      case .message(let message):
        open[message.to].append((open[message.to].count, y))
        lastY = y + (message.from == message.to ? 14 : 0)
      case .note:
        lastY = y + 22
      case .end(let lifeline, _, let replyTo):
        guard let bar = open[lifeline].popLast() else { continue }
        let bottom = replyTo != nil ? y : max(bar.top + 14, lastY + 6)
        bars.append((lifeline, bar.depth, bar.top - 4, bottom))
        lastY = max(lastY, bottom)
      }
    }
    return bars.sorted { ($0.depth, $0.top) < ($1.depth, $1.top) }
  }

  private func drawActivations(_ layout: SVGLayout, into out: inout String) {
    for bar in activationBars(layout) {
      let x =
        layout.centers[bar.lifeline] - SVGLayout.activationHalfWidth
        + Double(bar.depth) * SVGLayout.nestingOffset
      let colours = DiagramPalette.colours(plan.lifelines[bar.lifeline].role)
      out += "<rect class=\"activation\" x=\"\(format(x))\" y=\"\(format(bar.top))\" width=\"10\" "
      out += "height=\"\(format(max(bar.bottom - bar.top, 8)))\" fill=\"\(colours.fill)\" "
      out += "stroke=\"\(colours.stroke)\" stroke-width=\"1\"/>\n"
    }
  }

  private func drawItems(_ layout: SVGLayout, into out: inout String) {
    var depth = Array(repeating: 0, count: plan.lifelines.count)
    func edge(_ lifeline: Int, towards target: Double, depth d: Int) -> Double {
      let center = layout.centers[lifeline]
      guard d > 0 else { return center }
      let barCenter = center + Double(d - 1) * SVGLayout.nestingOffset
      return target >= barCenter
        ? barCenter + SVGLayout.activationHalfWidth : barCenter - SVGLayout.activationHalfWidth
    }
    var lastNumber = 0
    for (index, item) in plan.items.enumerated() {
      let y = layout.itemY[index]
      switch item {
      case .message(let message):
        lastNumber = message.number
        let flagged = message.flagged
        let colour = flagged ? DiagramPalette.flagged : DiagramPalette.ink
        let open = message.style == .broadcast || message.style == .forward
        let markerID = "mvcsh-" + (open ? "open" : "head") + (flagged ? "-flag" : "")
        let dash = message.style == .forward ? " stroke-dasharray=\"6 4\"" : ""
        out += "<g class=\"msg\(flagged ? " flagged" : "")\" id=\"step-\(message.number)\" "
        out += "data-step=\"\(message.number)\" data-from=\"\(message.from)\" "
        out += "data-to=\"\(message.to)\">\n"
        let badgeX: Double
        if message.from == message.to {
          let start = edge(message.from, towards: .infinity, depth: depth[message.from])
          depth[message.to] += 1
          let end = edge(message.to, towards: .infinity, depth: depth[message.to])
          let loop = max(start, end) + 30
          out += "<path class=\"arrow\" d=\"M\(format(start)),\(format(y)) H\(format(loop)) "
          out += "V\(format(y + 14)) H\(format(end))\" fill=\"none\" stroke=\"\(colour)\" "
          out += "stroke-width=\"1.4\"\(dash) marker-end=\"url(#\(markerID))\"/>\n"
          out += "<text class=\"label\" x=\"\(format(loop + 6))\" y=\"\(format(y + 11))\""
          out += flagged ? " fill=\"\(colour)\">" : ">"
          out += XMLText.escape(message.label) + "</text>\n"
          badgeX = layout.centers[message.from] - 14
        } else {
          let targetCenter = layout.centers[message.to]
          let start = edge(message.from, towards: targetCenter, depth: depth[message.from])
          depth[message.to] += 1
          let end = edge(
            message.to, towards: layout.centers[message.from], depth: depth[message.to])
          out += "<line class=\"arrow\" x1=\"\(format(start))\" y1=\"\(format(y))\" "
          out += "x2=\"\(format(end))\" y2=\"\(format(y))\" stroke=\"\(colour)\" "
          out += "stroke-width=\"1.4\"\(dash) marker-end=\"url(#\(markerID))\"/>\n"
          let middle = (start + end) / 2 + (end > start ? 8 : -8)
          out += "<text class=\"label\" x=\"\(format(middle))\" y=\"\(format(y - 6))\" "
          out += "text-anchor=\"middle\"" + (flagged ? " fill=\"\(colour)\">" : ">")
          out += XMLText.escape(message.label) + "</text>\n"
          badgeX = start + (end > start ? 11 : -11)
        }
        out += "<circle class=\"badge\" cx=\"\(format(badgeX))\" cy=\"\(format(y))\" r=\"8.5\" "
        out += "fill=\"\(colour)\"/>\n"
        out += "<text class=\"number\" x=\"\(format(badgeX))\" y=\"\(format(y + 3.5))\" "
        out += "text-anchor=\"middle\" font-size=\"10\" fill=\"#FFFFFF\">\(message.number)</text>\n"
        out += "</g>\n"
      case .note(let from, let to, let noteText, let step):
        let left = layout.centers[min(from, to)]
        let right = layout.centers[max(from, to)]
        let width = max(SVGLayout.noteWidth(noteText), right - left + 24)
        let middle = (left + right) / 2
        out += "<g class=\"note\" data-step=\"\(step)\">\n"
        out += "<rect x=\"\(format(middle - width / 2))\" y=\"\(format(y))\" "
        out += "width=\"\(format(width))\" height=\"20\" fill=\"\(DiagramPalette.note)\" "
        out += "stroke=\"\(DiagramPalette.flagged)\" stroke-width=\"0.8\"/>\n"
        out += "<text x=\"\(format(middle))\" y=\"\(format(y + 14))\" text-anchor=\"middle\" "
        out += "fill=\"\(DiagramPalette.flagged)\">" + XMLText.escape(noteText) + "</text>\n"
        out += "</g>\n"
      case .end(let lifeline, _, let replyTo):
        defer { depth[lifeline] = max(depth[lifeline] - 1, 0) }
        guard let caller = replyTo else { continue }
        let start = edge(lifeline, towards: layout.centers[caller], depth: depth[lifeline])
        let end = edge(caller, towards: layout.centers[lifeline], depth: depth[caller])
        // A reply comes after everything its call caused: it shows from the last step drawn.
        out += "<g class=\"reply\" data-step=\"\(lastNumber)\">\n"
        out += "<line x1=\"\(format(start))\" y1=\"\(format(y))\" x2=\"\(format(end))\" "
        out += "y2=\"\(format(y))\" stroke=\"\(DiagramPalette.ink)\" stroke-width=\"1.2\" "
        out += "stroke-dasharray=\"5 4\" marker-end=\"url(#mvcsh-open)\"/>\n"
        out += "<text x=\"\(format((start + end) / 2))\" y=\"\(format(y - 5))\" "
        out += "text-anchor=\"middle\" font-size=\"11\" fill=\"#607D8B\">"
        out += XMLText.escape(text.word("reply")) + "</text>\n</g>\n"
      }
    }
  }

  /// A coordinate with at most one decimal, without a trailing `.0`.
  private func format(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    let whole = tenths / 10
    let fraction = abs(tenths % 10)
    if fraction == 0 { return String(whole) }
    return (tenths < 0 && whole == 0 ? "-" : "") + String(whole) + "." + String(fraction)
  }
}
