import MVCRuntime

/// The HTML player's data: the steps, the player's words and the diagram's shapes, as compact
/// JSON safe inside a `<script>` element.
///
/// Nothing is written twice: every text (a label, a kind, a role, a rule, a flag, a lifeline's
/// name) is written once in `strings` and named by its index, and the steps and shapes are
/// arrays of numbers. The script builds each tile's `<svg>` from `pieces` when the tile comes
/// into view, with the markup the standalone SVG has (``SVGShape``), so a 10 000-message page
/// is small to parse and draws only what is seen.
///
/// ```text
/// {"text": {…}, "strings": […], "names": [name of each lifeline],
///  "steps": [[n, from, to, statement, y, left, right, label, kind, role, why, flag], …],
///  "draw": {"width": …, "top": …, "bottom": …, "x": [centres], "fill": […], "stroke": […],
///           "svg": "attributes of a tile's svg", "ink": …, "flagged": …, "note": …},
///  "pieces": [[0, lifeline, x, top, height]                      an activation bar
///             [1, step, y, start, end, labelX, badgeX, style]    an arrow
///             [2, step, y, start, loop, end, badgeX, style]      a message to itself
///             [3, step, y, left, width, middle, text]            a note
///             [4, step, y, start, end]                           a reply, …],
///  "tiles": [[top, height, [piece, …]], …]}
/// ```
///
/// `step` is an index into `steps` (-1 for none), a text an index into `strings` (-1 for
/// none), `style` adds 1 for a flagged hop, 2 for an open head and 4 for a dashed line.
struct PlayerData {
  let text: StepText
  let plan: SequencePlan
  let tiled: SVGSequenceRenderer.Tiled
  /// The attributes of each tile's `<svg>` (``SVGSequenceRenderer/tileAttributes``).
  let tileAttributes: String

  /// The strings written so far and their indices.
  private struct Strings {
    var list: [String] = []
    var index: [String: Int] = [:]

    mutating func callAsFunction(_ string: String) -> Int {
      if let known = index[string] { return known }
      index[string] = list.count
      list.append(string)
      return list.count - 1
    }
  }

  func json(_ trace: Trace, statements: [Int]) -> String {
    var strings = Strings()
    var json = JSONOutput(capacity: trace.events.count * 120 + 4096)
    func number(_ value: Double) {
      // At most one decimal, as the SVG has it: a valid JSON number.
      for byte in SVGNumber.format(value).utf8 { json.byte(byte) }
    }
    json.raw("{\"text\":{\"position\":")
    json.string(text.word("player.position", ["%1$@", "%2$@", "%3$@"]), htmlSafe: true)
    json.raw(",\"play\":")
    json.string(text.word("player.play"), htmlSafe: true)
    json.raw(",\"pause\":")
    json.string(text.word("player.pause"), htmlSafe: true)
    json.raw(",\"empty\":")
    json.string(text.word("player.empty"), htmlSafe: true)
    json.raw(",\"reply\":")
    json.string(text.word("reply"), htmlSafe: true)
    json.raw("},\"names\":[")
    for (index, lifeline) in plan.lifelines.enumerated() {
      if index > 0 { json.byte(0x2C) }
      json.int(strings(lifeline.name))
    }
    json.raw("],\"steps\":[")
    var statementIndex: [Int: Int] = [:]
    for (index, number) in statements.enumerated() { statementIndex[number] = index }
    var stepIndex: [Int: Int] = [:]
    var index = -1
    for item in plan.items {
      guard case .message(let message) = item else { continue }
      let event = trace.events[message.eventIndex]
      index += 1
      if index > 0 { json.byte(0x2C) }
      let place = tiled.geometry[message.number]
      json.raw("\n[")
      for value in [
        message.number, message.from, message.to, statementIndex[message.statement] ?? -1,
        (place?.y ?? 0).rounded().clampedInt, (place?.left ?? 0).rounded(.down).clampedInt,
        (place?.right ?? 0).rounded(.up).clampedInt, strings(message.label),
        strings(text.kind(event)),
        strings(text.role(event)), strings(text.explanation(event) ?? ""),
        text.flag(event).map { strings("⚠ " + $0) } ?? -1,
      ].enumerated() {
        if value.offset > 0 { json.byte(0x2C) }
        json.int(value.element)
      }
      json.byte(0x5D)
      stepIndex[message.number] = index
    }
    json.raw("\n],\"draw\":{\"width\":")
    number(tiled.width)
    json.raw(",\"top\":")
    number(tiled.lifelineTop)
    json.raw(",\"bottom\":")
    number(tiled.lifelineBottom)
    json.raw(",\"x\":[")
    for (index, center) in tiled.centers.enumerated() {
      if index > 0 { json.byte(0x2C) }
      number(center)
    }
    let colours = plan.lifelines.map { DiagramPalette.colours($0.role) }
    json.raw("],\"fill\":[")
    for (index, colour) in colours.enumerated() {
      if index > 0 { json.byte(0x2C) }
      json.string(colour.fill, htmlSafe: true)
    }
    json.raw("],\"stroke\":[")
    for (index, colour) in colours.enumerated() {
      if index > 0 { json.byte(0x2C) }
      json.string(colour.stroke, htmlSafe: true)
    }
    json.raw("],\"svg\":")
    json.string(tileAttributes, htmlSafe: true)
    json.raw(",\"ink\":")
    json.string(DiagramPalette.ink, htmlSafe: true)
    json.raw(",\"flagged\":")
    json.string(DiagramPalette.flagged, htmlSafe: true)
    json.raw(",\"note\":")
    json.string(DiagramPalette.note, htmlSafe: true)
    json.raw("},\"pieces\":[")
    func step(_ number: Int) -> Int { stepIndex[number] ?? -1 }
    func style(_ arrow: SVGArrow) -> Int {
      (arrow.flagged ? 1 : 0) + (arrow.openHead ? 2 : 0) + (arrow.dashed ? 4 : 0)
    }
    for (index, piece) in tiled.pieces.enumerated() {
      json.raw(index > 0 ? ",\n[" : "\n[")
      var values: [Double]
      switch piece.shape {
      case .activation(let lifeline, let x, let top, let height):
        values = [0, Double(lifeline), x, top, height]
      case .arrow(let arrow, let start, let end, let labelX):
        values = [
          1, Double(step(arrow.number)), arrow.y, start, end, labelX, arrow.badgeX,
          Double(style(arrow)),
        ]
      case .loop(let arrow, let start, let loop, let end):
        values = [
          2, Double(step(arrow.number)), arrow.y, start, loop, end, arrow.badgeX,
          Double(style(arrow)),
        ]
      case .note(let number, let y, let left, let width, let middle, let noteText):
        values = [3, Double(step(number)), y, left, width, middle, Double(strings(noteText))]
      case .reply(let number, let y, let start, let end):
        values = [4, Double(step(number)), y, start, end]
      }
      for (offset, value) in values.enumerated() {
        if offset > 0 { json.byte(0x2C) }
        number(value)
      }
      json.byte(0x5D)
    }
    json.raw("\n],\"tiles\":[")
    for (index, tile) in tiled.tiles.enumerated() {
      json.raw(index > 0 ? ",\n[" : "\n[")
      number(tile.top)
      json.byte(0x2C)
      number(tile.height)
      json.raw(",[")
      for (offset, piece) in tile.pieces.enumerated() {
        if offset > 0 { json.byte(0x2C) }
        json.int(piece)
      }
      json.raw("]]")
    }
    json.raw("\n],\"strings\":[")
    for (index, string) in strings.list.enumerated() {
      json.raw(index > 0 ? ",\n" : "\n")
      json.string(string, htmlSafe: true)
    }
    json.raw("\n]}")
    return String(decoding: json.bytes, as: UTF8.self)
  }
}
