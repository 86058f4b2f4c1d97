/// How coordinates are written in SVG: at most one decimal, without a trailing `.0`.
enum SVGNumber {
  /// `12`, `12.5`, `-0.5`.
  static func format(_ value: Double) -> String {
    let tenths = (value * 10).rounded().clampedInt
    let whole = tenths / 10
    let fraction = abs(tenths % 10)
    if fraction == 0 { return String(whole) }
    return (tenths < 0 && whole == 0 ? "-" : "") + String(whole) + "." + String(fraction)
  }
}
