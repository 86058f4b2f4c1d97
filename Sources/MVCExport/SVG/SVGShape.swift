/// One drawn part of a sequence diagram's body as geometry, before it becomes markup.
///
/// The standalone SVG turns each shape into markup (``markup(replyWord:colours:)``); the HTML
/// player writes the same shapes as compact numbers and its script draws a tile's shapes, with
/// the same markup, only when the tile scrolls into view.
enum SVGShape {
  /// A message's arrow between two lifelines: its line from `start` to `end` at `y`, its label
  /// centred on `labelX` above it and its badge centred on `badgeX`.
  case arrow(SVGArrow, start: Double, end: Double, labelX: Double)
  /// A message to its own lifeline: out from `start` to `loop`, down 14 pixels, back to `end`.
  case loop(SVGArrow, start: Double, loop: Double, end: Double)
  /// An activation bar on `lifeline` (its left edge at `x`).
  case activation(lifeline: Int, x: Double, top: Double, height: Double)
  /// A note beside flagged message `step`, centred on `middle`.
  case note(step: Int, y: Double, left: Double, width: Double, middle: Double, text: String)
  /// A dashed reply arrow, shown from message `step` on.
  case reply(step: Int, y: Double, start: Double, end: Double)
}

/// What every drawn message has, whichever its shape.
struct SVGArrow {
  var number: Int
  var from: Int
  var to: Int
  var y: Double
  var label: String
  var badgeX: Double
  var flagged: Bool
  /// An open head (a broadcast, a responder-chain hop) instead of a filled one.
  var openHead: Bool
  /// A dashed line (a responder-chain hop).
  var dashed: Bool
}

extension SVGShape {
  /// The shape's SVG markup. `colours` gives each lifeline's activation fill and stroke.
  func markup(replyWord: String, colours: (Int) -> (fill: String, stroke: String)) -> String {
    func format(_ value: Double) -> String { SVGNumber.format(value) }
    switch self {
    case .arrow(let arrow, let start, let end, let labelX):
      let colour = arrow.flagged ? DiagramPalette.flagged : DiagramPalette.ink
      var out = Self.open(arrow)
      out += "<line class=\"arrow\" x1=\"\(format(start))\" y1=\"\(format(arrow.y))\" "
      out += "x2=\"\(format(end))\" y2=\"\(format(arrow.y))\" stroke=\"\(colour)\" "
      out += Self.stroke(arrow)
      out += "<text class=\"label\" x=\"\(format(labelX))\" y=\"\(format(arrow.y - 6))\" "
      out += "text-anchor=\"middle\"" + (arrow.flagged ? " fill=\"\(colour)\">" : ">")
      out += XMLText.escape(arrow.label) + "</text>\n"
      out += SVGBadge.markup(arrow.number, x: arrow.badgeX, y: arrow.y, colour: colour)
      return out + "</g>\n"
    case .loop(let arrow, let start, let loop, let end):
      let colour = arrow.flagged ? DiagramPalette.flagged : DiagramPalette.ink
      var out = Self.open(arrow)
      out += "<path class=\"arrow\" d=\"M\(format(start)),\(format(arrow.y)) H\(format(loop)) "
      out += "V\(format(arrow.y + 14)) H\(format(end))\" fill=\"none\" stroke=\"\(colour)\" "
      out += Self.stroke(arrow)
      out += "<text class=\"label\" x=\"\(format(loop + 6))\" y=\"\(format(arrow.y + 11))\""
      out += arrow.flagged ? " fill=\"\(colour)\">" : ">"
      out += XMLText.escape(arrow.label) + "</text>\n"
      out += SVGBadge.markup(arrow.number, x: arrow.badgeX, y: arrow.y, colour: colour)
      return out + "</g>\n"
    case .activation(let lifeline, let x, let top, let height):
      let colour = colours(lifeline)
      var out = "<rect class=\"activation\" x=\"\(format(x))\" y=\"\(format(top))\" "
      out += "width=\"10\" height=\"\(format(height))\" fill=\"\(colour.fill)\" "
      out += "stroke=\"\(colour.stroke)\" stroke-width=\"1\"/>\n"
      return out
    case .note(let step, let y, let left, let width, let middle, let text):
      var out = "<g class=\"note\" data-step=\"\(step)\">\n"
      out += "<rect x=\"\(format(left))\" y=\"\(format(y))\" "
      out += "width=\"\(format(width))\" height=\"20\" fill=\"\(DiagramPalette.note)\" "
      out += "stroke=\"\(DiagramPalette.flagged)\" stroke-width=\"0.8\"/>\n"
      out += "<text x=\"\(format(middle))\" y=\"\(format(y + 14))\" text-anchor=\"middle\" "
      out += "fill=\"\(DiagramPalette.flagged)\">" + XMLText.escape(text) + "</text>\n"
      return out + "</g>\n"
    case .reply(let step, let y, let start, let end):
      var out = "<g class=\"reply\" data-step=\"\(step)\">\n"
      out += "<line x1=\"\(format(start))\" y1=\"\(format(y))\" x2=\"\(format(end))\" "
      out += "y2=\"\(format(y))\" stroke=\"\(DiagramPalette.ink)\" stroke-width=\"1.2\" "
      out += "stroke-dasharray=\"5 4\" marker-end=\"url(#mvcsh-open)\"/>\n"
      out += "<text x=\"\(format((start + end) / 2))\" y=\"\(format(y - 5))\" "
      out += "text-anchor=\"middle\" font-size=\"11\" fill=\"#607D8B\">"
      out += XMLText.escape(replyWord) + "</text>\n</g>\n"
      return out
    }
  }

  /// The head's marker: `mvcsh-head`, `mvcsh-open`, each with `-flag` when flagged.
  static func markerID(_ arrow: SVGArrow) -> String {
    "mvcsh-" + (arrow.openHead ? "open" : "head") + (arrow.flagged ? "-flag" : "")
  }

  private static func open(_ arrow: SVGArrow) -> String {
    "<g class=\"msg\(arrow.flagged ? " flagged" : "")\" id=\"step-\(arrow.number)\" "
      + "data-step=\"\(arrow.number)\" data-from=\"\(arrow.from)\" data-to=\"\(arrow.to)\">\n"
  }

  private static func stroke(_ arrow: SVGArrow) -> String {
    "stroke-width=\"1.4\"" + (arrow.dashed ? " stroke-dasharray=\"6 4\"" : "")
      + " marker-end=\"url(#\(markerID(arrow)))\"/>\n"
  }
}
