/// One drawn part of a sequence diagram's body (an activation bar, a message with its label and
/// badge, a note, a reply) with the vertical extent it covers.
///
/// The standalone SVG writes every piece into one drawing; the HTML player cuts the drawing into
/// horizontal tiles and lists for each tile the pieces that reach into it, which its script
/// draws when the tile comes into view.
struct SVGPiece {
  /// The piece's highest and lowest y.
  var top: Double
  var bottom: Double
  /// What it draws.
  var shape: SVGShape
}
