import MVCLocalization

/// Where everything of a sequence diagram goes: lifeline centres wide enough for every label
/// between them, and the vertical position of every drawn item. Widths come from
/// ``TextWidth`` (a Chinese character counts two columns), so CJK labels get their room.
struct SVGLayout {
  static let margin = 16.0
  static let titleHeight = 44.0
  static let headingHeight = 44.0
  static let pixelsPerColumn = 6.7
  static let boldPixelsPerColumn = 7.3
  static let smallPixelsPerColumn = 5.9
  static let activationHalfWidth = 5.0
  static let nestingOffset = 5.0

  /// The centre of each lifeline.
  var centers: [Double]
  /// The width of each lifeline's heading box.
  var headingWidths: [Double]
  /// The y of each item of the plan (an arrow's line, a note's top).
  var itemY: [Double]
  /// The y where lifelines start (below the headings) and end.
  var lifelineTop: Double
  var lifelineBottom: Double
  /// The whole drawing's size.
  var width: Double
  var height: Double

  /// The pixel width of text at the label size.
  static func textWidth(_ text: String, bold: Bool = false) -> Double {
    Double(TextWidth.of(text)) * (bold ? boldPixelsPerColumn : pixelsPerColumn)
  }

  /// The pixel width of text at the small size.
  static func smallTextWidth(_ text: String) -> Double {
    Double(TextWidth.of(text)) * smallPixelsPerColumn
  }

  /// The width a note needs.
  static func noteWidth(_ text: String) -> Double { textWidth(text) + 20 }

  init(plan: SequencePlan, titleWidth: Double) {
    let count = plan.lifelines.count
    headingWidths = plan.lifelines.map { lifeline in
      max(
        90, Self.textWidth(lifeline.name, bold: true) + 24,
        Self.smallTextWidth(lifeline.subtitle) + 24)
    }
    var gaps: [Double] = []
    for index in 0..<max(count - 1, 0) {
      gaps.append((headingWidths[index] + headingWidths[index + 1]) / 2 + 24)
    }
    // The room each label needs between two lifelines, widest per pair.
    var needs: [Int: Double] = [:]
    var rightOverflow = 0.0
    func need(_ a: Int, _ b: Int, _ width: Double) {
      guard a != b else { return }
      let key = min(a, b) * max(count, 1) + max(a, b)
      needs[key] = max(needs[key] ?? 0, width)
    }
    for item in plan.items {
      switch item {
      case .message(let message):
        let labelWidth = Self.textWidth(message.label) + 44
        if message.from == message.to {
          if message.from + 1 < count {
            need(message.from, message.from + 1, labelWidth + 24)
          } else {
            rightOverflow = max(rightOverflow, labelWidth + 24 - headingWidths[message.from] / 2)
          }
        } else {
          need(message.from, message.to, labelWidth)
        }
      case .note(let from, let to, let text, _):
        need(from, to, Self.noteWidth(text) - 24)
      case .end(_, _, let replyTo):
        _ = replyTo
      }
    }
    let constraints = needs.map {
      (a: $0.key / max(count, 1), b: $0.key % max(count, 1), width: $0.value)
    }
    .sorted { ($0.b - $0.a, $0.a) < ($1.b - $1.a, $1.a) }
    for constraint in constraints {
      let current = gaps[constraint.a..<constraint.b].reduce(0, +)
      let deficit = constraint.width - current
      if deficit > 0 {
        let share = deficit / Double(constraint.b - constraint.a)
        for gap in constraint.a..<constraint.b { gaps[gap] += share }
      }
    }
    var centers: [Double] = []
    var x = Self.margin + (headingWidths.first ?? 0) / 2
    for index in 0..<count {
      centers.append(x)
      if index < gaps.count { x += gaps[index] }
    }
    self.centers = centers

    // Rows.
    lifelineTop = Self.titleHeight + Self.headingHeight
    var y = lifelineTop + 16
    var itemY: [Double] = []
    itemY.reserveCapacity(plan.items.count)
    var noteOverflowLeft = 0.0
    var noteOverflowRight = 0.0
    for item in plan.items {
      switch item {
      case .message(let message):
        y += message.from == message.to ? 30 : 26
        itemY.append(y)
        if message.from == message.to { y += 14 }
      case .note(let from, let to, let text, _):
        y += 8
        itemY.append(y)
        let left = centers.isEmpty ? 0 : centers[min(from, to)]
        let right = centers.isEmpty ? 0 : centers[max(from, to)]
        let width = max(Self.noteWidth(text), right - left + 24)
        let middle = (left + right) / 2
        noteOverflowLeft = max(noteOverflowLeft, Self.margin - (middle - width / 2))
        noteOverflowRight = max(noteOverflowRight, middle + width / 2)
        y += 22
      case .end(_, _, let replyTo):
        if replyTo != nil {
          y += 24
        } else {
          y += 2
        }
        itemY.append(y)
      }
    }
    self.itemY = itemY
    lifelineBottom = y + 20
    height = lifelineBottom + Self.margin
    let lastCenter = centers.last ?? Self.margin
    let lastHalf = (headingWidths.last ?? 0) / 2
    width = max(
      lastCenter + max(lastHalf, rightOverflow) + Self.margin, noteOverflowRight + Self.margin,
      titleWidth + 2 * Self.margin)
    if noteOverflowLeft > 0 {
      self.centers = centers.map { $0 + noteOverflowLeft }
      width += noteOverflowLeft
    }
  }
}
