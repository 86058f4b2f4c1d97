/// The numbered badge on a message's arrow: a circle for one or two digits, a pill as wide as
/// its digits beyond that, so that `10000` stays readable.
enum SVGBadge {
  /// The badge's height (and the width of a circle).
  static let height = 17.0
  /// The width of one digit of the badge's 10-pixel bold numerals.
  static let digitWidth = 6.2

  /// The width of the badge of a number.
  static func width(_ number: Int) -> Double {
    let digits = String(number).count
    return max(height, Double(digits) * digitWidth + 8)
  }

  /// The badge's markup, centred on (`x`, `y`).
  static func markup(_ number: Int, x: Double, y: Double, colour: String) -> String {
    let w = width(number)
    var out = "<rect class=\"badge\" x=\"\(SVGNumber.format(x - w / 2))\" "
    out += "y=\"\(SVGNumber.format(y - height / 2))\" width=\"\(SVGNumber.format(w))\" "
    out += "height=\"\(SVGNumber.format(height))\" rx=\"8.5\" fill=\"\(colour)\"/>\n"
    out += "<text class=\"number\" x=\"\(SVGNumber.format(x))\" y=\"\(SVGNumber.format(y + 3.5))\" "
    out += "text-anchor=\"middle\" font-size=\"10\" font-weight=\"bold\" fill=\"#FFFFFF\">"
    out += String(number) + "</text>\n"
    return out
  }
}
