extension World {
  /// A width and a height in points.
  struct FittingSize: Equatable {
    var width: Double
    var height: Double
  }

  /// A label's height for one line of text in a font of `pointSize` points.
  static func lineHeight(_ pointSize: Double) -> Double { (pointSize * 1.2).rounded(.up) }

  /// The width of text in a font of `pointSize` points: half the size per column (a CJK
  /// character takes two), the sandbox's stand-in for measuring glyphs.
  static func textWidth(_ text: Substring, pointSize: Double) -> Double {
    var columns = 0
    for scalar in text.unicodeScalars { columns += Self.isWide(scalar) ? 2 : 1 }
    return (Double(columns) * pointSize / 2).rounded(.up)
  }

  /// Whether a character takes two columns (East Asian wide and full-width ranges).
  static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x20000...0x3FFFD:
      return true
    default: return false
    }
  }

  /// The lines a label shows: its text cut at line breaks and wrapped at `width` when its
  /// `numberOfLines` allows more than one (0: as many as it needs), at most `numberOfLines`.
  func labelLines(_ id: ObjectID, width: Double?) -> [Substring] {
    let p = records[id.raw].properties
    let text = p["text"]?.stringValue ?? ""
    let limit = p["numberOfLines"]?.intValue ?? 1
    if text.isEmpty { return [] }
    if limit == 1 { return [Substring(text)] }
    let size = fontMetrics(of: id).size
    var lines: [Substring] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      guard let width, width > 0 else {
        lines.append(paragraph)
        continue
      }
      var rest = paragraph
      repeat {
        var end = rest.startIndex
        var used = 0.0
        while end < rest.endIndex {
          let w = Self.textWidth(rest[end...end], pointSize: size)
          if used + w > width && end > rest.startIndex { break }
          used += w
          end = rest.index(after: end)
        }
        lines.append(rest[rest.startIndex..<end])
        rest = rest[end...]
      } while !rest.isEmpty && lines.count < 10_000
    }
    return limit > 0 ? Array(lines.prefix(limit)) : lines
  }

  /// The natural size of a view that is not a stack view (its intrinsic content size, in
  /// Auto Layout's words), for a stack view to lay it out with; `width` is the width it is
  /// offered, which a label of several lines wraps at. Views with no content of their own get
  /// 44 × 44 points (the sandbox's choice: in UIKit they would need constraints).
  func intrinsicSize(of id: ObjectID, width: Double?) -> FittingSize {
    let r = record(id)
    let p = r.properties
    switch r.kind.viewKind {
    case .label:
      let size = fontMetrics(of: id).size
      let lines = labelLines(id, width: width)
      let widest = lines.map { Self.textWidth($0, pointSize: size) }.max() ?? 0
      return FittingSize(
        width: width.map { min($0, widest) } ?? widest,
        height: Double(lines.count) * Self.lineHeight(size))
    case .button:
      let title = p["title"]?.stringValue ?? ""
      return FittingSize(
        width: max(30, Self.textWidth(Substring(title), pointSize: 15)), height: 30)
    case .textField:
      let size = fontMetrics(of: id).size
      let text = p["text"]?.stringValue ?? ""
      let shown = text.isEmpty ? (p["placeholder"]?.stringValue ?? "") : text
      return FittingSize(width: Self.textWidth(Substring(shown), pointSize: size) + 14, height: 34)
    case .switchControl: return FittingSize(width: 51, height: 31)
    case .imageView:
      let named = !(p["imageName"]?.stringValue ?? "").isEmpty
      return named ? FittingSize(width: 88, height: 88) : FittingSize(width: 0, height: 0)
    case .listView, .tableView: return FittingSize(width: 44, height: 88)
    default: return FittingSize(width: 44, height: 44)
    }
  }

  /// How strongly a view keeps its natural length in a stack view (its content hugging
  /// priority): a switch 750, everything else 250, as UIKit gives views made in code.
  func huggingPriority(of id: ObjectID) -> Int {
    records[id.raw].kind.viewKind == .switchControl ? 750 : 250
  }
}
