import MVCRuntime

/// Draws a sequence diagram as SVG, without any outside tool.
///
/// The drawing is sized to its content (``SVGLayout``), uses a font stack with CJK fallbacks,
/// and marks its parts for the HTML player: each message is a `g.msg#step-N` (N the session's
/// sequence number) with `data-from`/`data-to`, each lifeline a `g.lifeline#lifeline-I`. Badges
/// are as wide as their number (``SVGBadge``).
struct SVGSequenceRenderer {
  let plan: SequencePlan
  let text: StepText
  let header: ExportHeader

  /// Where the player scrolls to show a message: its row and the horizontal span of its arrow,
  /// label and note.
  struct StepGeometry {
    var y: Double
    var left: Double
    var right: Double
  }

  /// The diagram cut for the HTML player: the headings (sticky above the diagram), the body in
  /// tiles of at most `tileHeight` pixels, and where each message is.
  struct Tiled {
    var width: Double
    var headingsHeight: Double
    /// The `<svg>` of the title and the lifelines' headings, with the arrowheads' definitions.
    var headings: String
    /// Each tile's top, height and the pieces reaching into it (indices into `pieces`, in
    /// drawing order); the player draws a tile as an `<svg>` whose viewBox is that band.
    var tiles: [(top: Double, height: Double, pieces: [Int])]
    /// Everything below the headings, activation bars first.
    var pieces: [SVGPiece]
    /// Each lifeline's centre, and where the lifelines start and end.
    var centers: [Double]
    var lifelineTop: Double
    var lifelineBottom: Double
    /// By message number.
    var geometry: [Int: StepGeometry]
  }

  /// The drawing's width, in pixels.
  var width: Double { layout().width }

  /// A standalone SVG file.
  func document() -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + element()
  }

  private var title: String { text.word("title") }
  private var subtitle: String { text.word("summary", [String(plan.stepCount)]) }

  private func layout() -> SVGLayout {
    let titleWidth = max(SVGLayout.textWidth(title, bold: true), SVGLayout.smallTextWidth(subtitle))
    return SVGLayout(plan: plan, titleWidth: titleWidth)
  }

  /// The `<svg>` element alone, for embedding in HTML.
  func element() -> String {
    let layout = layout()
    var geometry: [Int: StepGeometry] = [:]
    let pieces = bodyPieces(layout, geometry: &geometry)
    var out = ""
    out.reserveCapacity(plan.items.count * 400 + 4096)
    out += openSVG(
      width: layout.width, height: layout.height, viewTop: 0, className: "mvcsh-sequence")
    out += "<title>" + XMLText.escape(title + " — " + subtitle) + "</title>\n"
    out += definitions()
    out += background(layout.width, layout.height)
    out += titleText()
    for index in plan.lifelines.indices {
      out += "<g class=\"lifeline role-\(plan.lifelines[index].role.rawValue)\" "
      out += "id=\"lifeline-\(index)\" data-lifeline=\"\(index)\">\n"
      out += lifelineLine(index, layout, from: layout.lifelineTop, to: layout.lifelineBottom)
      out += heading(index, layout)
      out += "</g>\n"
    }
    let replyWord = text.word("reply")
    for piece in pieces {
      out += piece.shape.markup(replyWord: replyWord) {
        DiagramPalette.colours(plan.lifelines[$0].role)
      }
    }
    out += "</svg>\n"
    return out
  }

  /// The drawing cut for the HTML player (see ``Tiled``).
  func tiled(tileHeight: Double = 1600) -> Tiled {
    let layout = layout()
    var geometry: [Int: StepGeometry] = [:]
    let pieces = bodyPieces(layout, geometry: &geometry)
    let headingsHeight = layout.lifelineTop
    var headings = openSVG(
      width: layout.width, height: headingsHeight, viewTop: 0, className: "mvcsh-headings")
    headings += "<title>" + XMLText.escape(title + " — " + subtitle) + "</title>\n"
    headings += definitions()
    headings += background(layout.width, headingsHeight)
    headings += titleText()
    for index in plan.lifelines.indices {
      headings += "<g class=\"lifeline role-\(plan.lifelines[index].role.rawValue)\" "
      headings += "id=\"lifeline-\(index)\" data-lifeline=\"\(index)\">\n"
      headings += heading(index, layout) + "</g>\n"
    }
    headings += "</svg>\n"

    // Pieces sorted by top; each tile takes those reaching into it.
    let order = pieces.indices.sorted { pieces[$0].top < pieces[$1].top }
    var tiles: [(top: Double, height: Double, pieces: [Int])] = []
    var top = headingsHeight
    var cursor = 0
    var spanning: [Int] = []  // pieces started in earlier tiles that may reach further
    while top < layout.height {
      let bottom = min(top + tileHeight, layout.height)
      var inTile: [Int] = spanning.filter { pieces[$0].bottom >= top }
      while cursor < order.count, pieces[order[cursor]].top < bottom {
        inTile.append(order[cursor])
        cursor += 1
      }
      spanning = inTile.filter { pieces[$0].bottom > bottom }
      inTile.sort()
      tiles.append((top, bottom - top, inTile))
      top = bottom
    }
    return Tiled(
      width: layout.width, headingsHeight: headingsHeight, headings: headings, tiles: tiles,
      pieces: pieces, centers: layout.centers, lifelineTop: layout.lifelineTop,
      lifelineBottom: layout.lifelineBottom, geometry: geometry)
  }

  /// The attributes of a tile's `<svg>` element after its size and viewBox: its language, its
  /// fonts and its ink, as the standalone drawing has them.
  var tileAttributes: String {
    "class=\"mvcsh-tile\" xml:lang=\"\(header.language.rawValue)\" role=\"img\" "
      + "font-family=\"" + XMLText.escape(SVGFonts.family(for: header.language)) + "\" "
      + "font-size=\"13\" fill=\"\(DiagramPalette.ink)\""
  }

  private func openSVG(width: Double, height: Double, viewTop: Double, className: String)
    -> String
  {
    let w = SVGNumber.format(width)
    let h = SVGNumber.format(height)
    var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"\(className)\" width=\"\(w)\" "
    out += "height=\"\(h)\" viewBox=\"0 \(SVGNumber.format(viewTop)) \(w) \(h)\" "
    out += "xml:lang=\"\(header.language.rawValue)\" role=\"img\" "
    out += "font-family=\"" + XMLText.escape(SVGFonts.family(for: header.language)) + "\" "
    out += "font-size=\"13\" fill=\"\(DiagramPalette.ink)\">\n"
    return out
  }

  private func background(_ width: Double, _ height: Double, top: Double = 0) -> String {
    "<rect class=\"background\" x=\"0\" y=\"\(SVGNumber.format(top))\" "
      + "width=\"\(SVGNumber.format(width))\" height=\"\(SVGNumber.format(height))\" "
      + "fill=\"#FFFFFF\"/>\n"
  }

  private func titleText() -> String {
    var out = "<text x=\"\(format(SVGLayout.margin))\" y=\"22\" font-size=\"15\" "
    out += "font-weight=\"bold\">" + XMLText.escape(title) + "</text>\n"
    out += "<text x=\"\(format(SVGLayout.margin))\" y=\"38\" font-size=\"11\" fill=\"#607D8B\">"
    out += XMLText.escape(subtitle) + "</text>\n"
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

  /// A lifeline's dashed line between two heights (class `ll ll-I`, for the player's styles).
  private func lifelineLine(_ index: Int, _ layout: SVGLayout, from top: Double, to bottom: Double)
    -> String
  {
    let x = format(layout.centers[index])
    return "<line class=\"ll ll-\(index)\" x1=\"\(x)\" y1=\"\(format(top))\" x2=\"\(x)\" "
      + "y2=\"\(format(bottom))\" stroke=\"#B0BEC5\" stroke-dasharray=\"4 4\"/>\n"
  }

  private func heading(_ index: Int, _ layout: SVGLayout) -> String {
    let lifeline = plan.lifelines[index]
    let top = SVGLayout.titleHeight
    let x = layout.centers[index]
    let w = layout.headingWidths[index]
    let colours = DiagramPalette.colours(lifeline.role)
    var out = "<rect class=\"heading\" x=\"\(format(x - w / 2))\" y=\"\(format(top))\" "
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
    return out
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

  /// Everything below the headings: activation bars first (drawn under the arrows), then the
  /// items top to bottom.
  private func bodyPieces(_ layout: SVGLayout, geometry: inout [Int: StepGeometry]) -> [SVGPiece] {
    var pieces: [SVGPiece] = []
    pieces.reserveCapacity(plan.items.count * 2)
    for bar in activationBars(layout) {
      let x =
        layout.centers[bar.lifeline] - SVGLayout.activationHalfWidth
        + Double(bar.depth) * SVGLayout.nestingOffset
      let height = max(bar.bottom - bar.top, 8)
      pieces.append(
        SVGPiece(
          top: bar.top, bottom: bar.top + height,
          shape: .activation(lifeline: bar.lifeline, x: x, top: bar.top, height: height)))
    }
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
        let labelWidth = SVGLayout.textWidth(message.label)
        let badgeWidth = SVGBadge.width(message.number)
        var arrow = SVGArrow(
          number: message.number, from: message.from, to: message.to, y: y,
          label: message.label, badgeX: 0, flagged: message.flagged,
          openHead: message.style == .broadcast || message.style == .forward,
          dashed: message.style == .forward)
        let shape: SVGShape
        var left: Double
        var right: Double
        var bottom = y + SVGBadge.height / 2
        if message.from == message.to {
          let start = edge(message.from, towards: .infinity, depth: depth[message.from])
          depth[message.to] += 1
          let end = edge(message.to, towards: .infinity, depth: depth[message.to])
          let loop = max(start, end) + 30
          arrow.badgeX = layout.centers[message.from] - 5.5 - badgeWidth / 2
          shape = .loop(arrow, start: start, loop: loop, end: end)
          left = arrow.badgeX - badgeWidth / 2
          right = loop + 6 + labelWidth
          bottom = y + 16
        } else {
          let targetCenter = layout.centers[message.to]
          let start = edge(message.from, towards: targetCenter, depth: depth[message.from])
          depth[message.to] += 1
          let end = edge(
            message.to, towards: layout.centers[message.from], depth: depth[message.to])
          let middle = (start + end) / 2 + (end > start ? 8 : -8)
          arrow.badgeX = start + (end > start ? 1 : -1) * (badgeWidth / 2 + 2.5)
          shape = .arrow(arrow, start: start, end: end, labelX: middle)
          left = min(min(start, end), middle - labelWidth / 2)
          right = max(max(start, end), middle + labelWidth / 2)
        }
        left = min(left, arrow.badgeX - badgeWidth / 2)
        right = max(right, arrow.badgeX + badgeWidth / 2)
        geometry[message.number] = StepGeometry(y: y, left: left, right: right)
        pieces.append(SVGPiece(top: y - 22, bottom: bottom, shape: shape))
      case .note(let from, let to, let noteText, let step):
        let left = layout.centers[min(from, to)]
        let right = layout.centers[max(from, to)]
        let width = max(SVGLayout.noteWidth(noteText), right - left + 24)
        let middle = (left + right) / 2
        if var known = geometry[step] {
          known.left = min(known.left, middle - width / 2)
          known.right = max(known.right, middle + width / 2)
          geometry[step] = known
        }
        pieces.append(
          SVGPiece(
            top: y, bottom: y + 20,
            shape: .note(
              step: step, y: y, left: middle - width / 2, width: width, middle: middle,
              text: noteText)))
      case .end(let lifeline, _, let replyTo):
        defer { depth[lifeline] = max(depth[lifeline] - 1, 0) }
        guard let caller = replyTo else { continue }
        let start = edge(lifeline, towards: layout.centers[caller], depth: depth[lifeline])
        let end = edge(caller, towards: layout.centers[lifeline], depth: depth[caller])
        // A reply comes after everything its call caused: it shows from the last step drawn.
        pieces.append(
          SVGPiece(
            top: y - 18, bottom: y + 6,
            shape: .reply(step: lastNumber, y: y, start: start, end: end)))
      }
    }
    return pieces
  }

  private func format(_ value: Double) -> String { SVGNumber.format(value) }
}
