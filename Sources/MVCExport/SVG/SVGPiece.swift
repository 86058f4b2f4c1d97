/// One drawn part of a sequence diagram's body (a lifeline's stretch, an activation bar, a
/// message with its label and badge, a note, a reply) with the vertical extent it covers.
///
/// The standalone SVG writes every piece into one drawing; the HTML player cuts the drawing into
/// horizontal tiles and writes into each tile the pieces that reach into it, so the browser
/// draws only the tiles in view.
struct SVGPiece {
  /// The piece's highest and lowest y.
  var top: Double
  var bottom: Double
  /// The SVG markup.
  var markup: String
}
