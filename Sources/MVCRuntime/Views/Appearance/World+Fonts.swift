extension World {
  /// The fonts `UIFont(name:size:)` finds on the simulated device: the families iOS ships that
  /// tutorials use, and some of their PostScript names. UIKit answers nil for any other name;
  /// the sandbox refuses it instead, naming the nearest one (see docs/uikit-fidelity.md).
  static let installedFonts: [String] = [
    "American Typewriter", "Arial", "Arial-BoldMT", "ArialMT", "Avenir", "Avenir-Heavy",
    "Avenir Next", "AvenirNext-Bold", "Baskerville", "Chalkboard SE", "Copperplate", "Courier",
    "Courier-Bold", "Courier New", "Didot", "Futura", "Futura-Medium", "Georgia", "Georgia-Bold",
    "Gill Sans", "Helvetica", "Helvetica-Bold", "Helvetica Neue", "HelveticaNeue",
    "HelveticaNeue-Bold", "Hoefler Text", "Marker Felt", "Menlo", "Menlo-Bold", "Menlo-Regular",
    "Noteworthy", "Optima", "Palatino", "Papyrus", "PingFang SC", "PingFang TC",
    "Times New Roman", "TimesNewRomanPSMT", "Trebuchet MS", "Verdana", "Zapfino",
  ]

  /// The size of a label's or field's font when nothing else is set (UIKit's 17 points).
  static let defaultFontSize = 17.0

  /// `UIFont.systemFont(ofSize:weight:)` and `boldSystemFont(ofSize:)`.
  func systemFont(size: Double, weight: FontWeight, maker: String? = nil) throws -> ObjectID {
    guard RuntimeFailure.NumberRange.positive.contains(size) else {
      throw RuntimeFailure.outOfRange(name: "ofSize", value: size, range: .positive)
    }
    let spelling: String
    if let maker {
      spelling = "UIFont.\(maker)(ofSize: \(Self.spell(size)))"
    } else if weight == .regular {
      spelling = "UIFont.systemFont(ofSize: \(Self.spell(size)))"
    } else {
      spelling = "UIFont.systemFont(ofSize: \(Self.spell(size)), weight: .\(weight.rawValue))"
    }
    return valueObject(
      "Font", spelling: spelling,
      [("fontName", .string(weight.systemFontName)), ("pointSize", .double(size))])
  }

  /// `UIFont(name: "Menlo", size: 12)`.
  func namedFont(_ name: String, size: Double) throws -> ObjectID {
    guard Self.installedFonts.contains(name) else {
      throw RuntimeFailure.unknownFontName(
        name, suggestion: NearestName.suggestion(for: name, among: Self.installedFonts))
    }
    guard RuntimeFailure.NumberRange.positive.contains(size) else {
      throw RuntimeFailure.outOfRange(name: "size", value: size, range: .positive)
    }
    return valueObject(
      "Font", spelling: "UIFont(name: \(Self.quote(name)), size: \(Self.spell(size)))",
      [("fontName", .string(name)), ("pointSize", .double(size))])
  }

  /// The spelling of the font a label or field has when its `font` is nil.
  static let defaultFontSpelling = "UIFont.systemFont(ofSize: 17)"

  /// The font a label or field shows: its own, or the default one.
  func fontMetrics(of view: ObjectID) -> (size: Double, isBold: Bool) {
    guard let font = records[view.raw].properties["font"]?.objectID, contains(font),
      records[font.raw].className == "Font"
    else { return (Self.defaultFontSize, false) }
    let p = records[font.raw].properties
    let name = p["fontName"]?.stringValue ?? ""
    let bold = ["Semibold", "Bold", "Heavy", "Black"].contains { name.contains($0) }
    return (p["pointSize"]?.doubleValue ?? Self.defaultFontSize, bold)
  }
}
