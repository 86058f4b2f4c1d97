import MVCRuntime

/// The world's picture for the HTML player's side panel, drawn by mvcsh as SVG (no Graphviz):
/// the view-controller tree (a window's root, containers' children, presented controllers)
/// and the model object graph (each model, its relationships as labelled arrows).
///
/// Both are laid out without recursion: the tree as indented rows, the graph in columns by
/// distance from the models nothing points to.
struct WorldPicture {
  let world: WorldReader
  let text: StepText
  let relations: ControllerRelations.Provider
  let fontFamily: String

  /// The most objects each picture draws; the rest are left out.
  static let maximumNodes = 300

  private static let rowHeight = 34.0
  private static let indent = 26.0
  private static let margin = 10.0
  private static let boxHeight = 26.0

  // MARK: View controllers

  /// The view-controller tree, or nil when the world has no view controllers.
  func controllerTree() -> String? {
    let controllers = world.records.filter { $0.kind.role == .controller }
    guard !controllers.isEmpty else { return nil }
    let shown = Set(controllers.map(\.id))
    var children: [ObjectID: [(ObjectID, String, Bool)]] = [:]
    var hasParent = Set<ObjectID>()
    func link(_ parent: ObjectID, _ child: ObjectID, _ label: String, presented: Bool) {
      guard shown.contains(child), child != parent, !hasParent.contains(child) else { return }
      children[parent, default: []].append((child, label, presented))
      hasParent.insert(child)
    }
    let window = world.window
    if let root = relations(world, window).root {
      link(window, root, "rootViewController", presented: false)
    }
    for record in controllers {
      for (index, child) in relations(world, record.id).children.enumerated() {
        link(record.id, child, "children[\(index)]", presented: false)
      }
    }
    for record in controllers {
      if let presenter = record.vc.presentation?.presenter, shown.contains(presenter) {
        link(presenter, record.id, text.word("dot.presents"), presented: true)
      }
    }
    // Rows, depth first; the window first, then controllers nothing holds.
    var rows: [(id: ObjectID, depth: Int, label: String, presented: Bool, parentRow: Int?)] = []
    var stack: [(ObjectID, Int, String, Bool, Int?)] = []
    let roots = controllers.map(\.id).filter { !hasParent.contains($0) }.reversed()
    for root in roots { stack.append((root, 0, "", false, nil)) }
    if children[window] != nil { stack.append((window, 0, "", false, nil)) }
    var visited = Set<ObjectID>()
    while let (id, depth, label, presented, parent) = stack.popLast(),
      rows.count < Self.maximumNodes
    {
      guard visited.insert(id).inserted else { continue }
      let row = rows.count
      rows.append((id, depth, label, presented, parent))
      for (child, childLabel, childPresented) in (children[id] ?? []).reversed() {
        stack.append((child, depth + 1, childLabel, childPresented, row))
      }
    }
    var width = 0.0
    var body = ""
    for (index, row) in rows.enumerated() {
      let x = Self.margin + Double(row.depth) * Self.indent
      let y = Self.margin + Double(index) * Self.rowHeight
      let name = ValueText.escaped(world.displayName(of: row.id))
      let className = world.record(row.id)?.className ?? ""
      let caption = row.label.isEmpty ? "" : row.label + ": "
      let boxWidth =
        max(SVGLayout.textWidth(name, bold: true), SVGLayout.smallTextWidth(className)) + 18
      let role: MVCRole = row.id == window ? .system : .controller
      let colours = DiagramPalette.colours(role)
      if let parent = row.parentRow {
        let px = Self.margin + Double(rows[parent].depth) * Self.indent + 10
        let py = Self.margin + Double(parent) * Self.rowHeight + Self.boxHeight
        let midY = y + Self.boxHeight / 2
        body += "<path d=\"M\(f(px)),\(f(py)) V\(f(midY)) H\(f(x))\" fill=\"none\" "
        body += "stroke=\"#90A4AE\" stroke-width=\"1.2\""
        body += row.presented ? " stroke-dasharray=\"5 3\"/>\n" : "/>\n"
      }
      let captionWidth = caption.isEmpty ? 0 : SVGLayout.smallTextWidth(caption) + 4
      body += "<g class=\"vc\" data-object=\"\(row.id.raw)\">\n"
      if !caption.isEmpty {
        body += "<text x=\"\(f(x))\" y=\"\(f(y + 17))\" font-size=\"10\" fill=\"#78909C\">"
        body += XMLText.escape(caption) + "</text>\n"
      }
      let bx = x + captionWidth
      body += "<rect x=\"\(f(bx))\" y=\"\(f(y))\" width=\"\(f(boxWidth))\" "
      body += "height=\"\(f(Self.boxHeight))\" rx=\"5\" fill=\"\(colours.fill)\" "
      body += "stroke=\"\(colours.stroke)\"/>\n"
      body += "<text x=\"\(f(bx + 9))\" y=\"\(f(y + 12))\" font-size=\"11\" font-weight=\"bold\">"
      body += XMLText.escape(name) + "</text>\n"
      body += "<text x=\"\(f(bx + 9))\" y=\"\(f(y + 22))\" font-size=\"9\" "
      body += "fill=\"\(colours.stroke)\">" + XMLText.escape(className) + "</text>\n</g>\n"
      width = max(width, bx + boxWidth + Self.margin)
    }
    let height = Self.margin * 2 + Double(rows.count) * Self.rowHeight
    return svg(
      width: width, height: height, label: text.word("dot.controllers"), marker: nil, body: body)
  }

  // MARK: Models

  /// The model object graph, or nil when the world has no models.
  func objectGraph() -> String? {
    let models = Array(world.records.filter { $0.kind.role == .model }.prefix(Self.maximumNodes))
    guard !models.isEmpty else { return nil }
    let shown = Set(models.map(\.id))
    var edges: [(from: ObjectID, to: ObjectID, label: String)] = []
    var incoming = Set<ObjectID>()
    for record in models {
      for schema in world.allProperties(of: record.className) {
        guard let value = record.properties[schema.name] else { continue }
        switch value {
        case .object(let id) where shown.contains(id):
          edges.append((record.id, id, schema.name))
        case .array(let items):
          for (index, item) in items.enumerated() {
            if let id = item.objectID, shown.contains(id) {
              edges.append((record.id, id, schema.name + "[\(index)]"))
            }
          }
        default: break
        }
      }
    }
    for edge in edges where edge.from != edge.to { incoming.insert(edge.to) }
    // Columns by breadth-first distance from the models nothing points to.
    var column: [ObjectID: Int] = [:]
    var queue = models.map(\.id).filter { !incoming.contains($0) }
    if queue.isEmpty, let first = models.first { queue = [first.id] }
    for id in queue { column[id] = 0 }
    var outgoing: [ObjectID: [ObjectID]] = [:]
    for edge in edges { outgoing[edge.from, default: []].append(edge.to) }
    var head = 0
    while true {
      while head < queue.count {
        let id = queue[head]
        head += 1
        for next in outgoing[id] ?? [] where column[next] == nil {
          column[next] = (column[id] ?? 0) + 1
          queue.append(next)
        }
      }
      // Models only reachable through a cycle start a column-0 run of their own.
      guard let unplaced = models.first(where: { column[$0.id] == nil }) else { break }
      column[unplaced.id] = 0
      queue.append(unplaced.id)
    }
    var columns: [[ObjectID]] = []
    for record in models {
      let c = column[record.id] ?? 0
      while columns.count <= c { columns.append([]) }
      columns[c].append(record.id)
    }
    func label(_ id: ObjectID) -> (String, String) {
      (ValueText.escaped(world.displayName(of: id)), world.record(id)?.className ?? "")
    }
    var boxes: [ObjectID: (x: Double, y: Double, w: Double)] = [:]
    var x = Self.margin
    var height = 0.0
    for ids in columns {
      let widths = ids.map { id -> Double in
        let (name, className) = label(id)
        return max(SVGLayout.textWidth(name, bold: true), SVGLayout.smallTextWidth(className)) + 18
      }
      let columnWidth = widths.max() ?? 60
      for (row, id) in ids.enumerated() {
        let y = Self.margin + 14 + Double(row) * (Self.boxHeight + 26)
        boxes[id] = (x, y, columnWidth)
        height = max(height, y + Self.boxHeight + Self.margin + 14)
      }
      x += columnWidth + 90
    }
    let width = x - 90 + Self.margin + 40
    let colours = DiagramPalette.colours(.model)
    var body = ""
    for edge in edges {
      guard let a = boxes[edge.from], let b = boxes[edge.to] else { continue }
      let y1 = a.y + Self.boxHeight / 2
      let y2 = b.y + Self.boxHeight / 2
      var path: String
      var labelX: Double
      var labelY: Double
      if b.x > a.x {
        let x1 = a.x + a.w
        let x2 = b.x - 2
        let mid = (x1 + x2) / 2
        path = "M\(f(x1)),\(f(y1)) C\(f(mid)),\(f(y1)) \(f(mid)),\(f(y2)) \(f(x2)),\(f(y2))"
        labelX = mid
        labelY = (y1 + y2) / 2 - 4
      } else {
        // Back to an earlier column, to the same one, or to itself: around the right side.
        let x1 = a.x + a.w
        let x2 = b.x + b.w + 2
        let out = max(x1, x2) + 34
        path = "M\(f(x1)),\(f(y1 - 5)) C\(f(out)),\(f(y1 - 5)) \(f(out)),\(f(y2 + 5)) "
        path += "\(f(x2)),\(f(y2 + 5))"
        labelX = out - 8
        labelY = (y1 + y2) / 2
      }
      body += "<path d=\"\(path)\" fill=\"none\" stroke=\"\(colours.stroke)\" stroke-width=\"1.2\" "
      body += "marker-end=\"url(#\(Self.graphMarker))\"/>\n"
      body += "<text x=\"\(f(labelX))\" y=\"\(f(labelY))\" text-anchor=\"middle\" font-size=\"9\" "
      body += "fill=\"#546E7A\">" + XMLText.escape(ValueText.escaped(edge.label)) + "</text>\n"
    }
    for record in models {
      guard let box = boxes[record.id] else { continue }
      let (name, className) = label(record.id)
      body += "<g class=\"model\" data-object=\"\(record.id.raw)\">\n"
      body += "<rect x=\"\(f(box.x))\" y=\"\(f(box.y))\" width=\"\(f(box.w))\" "
      body += "height=\"\(f(Self.boxHeight))\" rx=\"3\" fill=\"\(colours.fill)\" "
      body += "stroke=\"\(colours.stroke)\"/>\n"
      body += "<text x=\"\(f(box.x + 9))\" y=\"\(f(box.y + 12))\" font-size=\"11\" "
      body += "font-weight=\"bold\">" + XMLText.escape(name) + "</text>\n"
      body += "<text x=\"\(f(box.x + 9))\" y=\"\(f(box.y + 22))\" font-size=\"9\" "
      body += "fill=\"\(colours.stroke)\">" + XMLText.escape(className) + "</text>\n</g>\n"
    }
    return svg(
      width: width, height: height, label: text.word("dot.models"), marker: Self.graphMarker,
      body: body)
  }

  /// The id of the object graph's arrowhead: unique in the page (the diagram's heads are
  /// `mvcsh-head…`; the controller tree draws no heads, so it defines none).
  static let graphMarker = "mvcsh-world-graph-head"

  private func svg(width: Double, height: Double, label: String, marker: String?, body: String)
    -> String
  {
    var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(f(width))\" "
    out += "height=\"\(f(height))\" viewBox=\"0 0 \(f(width)) \(f(height))\" role=\"img\" "
    out += "aria-label=\"" + XMLText.escape(label) + "\" "
    out += "font-family=\"" + XMLText.escape(fontFamily) + "\" fill=\"\(DiagramPalette.ink)\">\n"
    if let marker {
      out += "<defs><marker id=\"\(marker)\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" "
      out += "markerWidth=\"7\" markerHeight=\"7\" orient=\"auto\"><path d=\"M0,0 L10,5 L0,10 z\" "
      out += "fill=\"#2E7D32\"/></marker></defs>\n"
    }
    return out + body + "</svg>\n"
  }

  private func f(_ value: Double) -> String { SVGNumber.format(value) }
}
