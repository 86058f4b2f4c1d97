import MVCRuntime

/// Writes Graphviz DOT: the world's model object graph, its view-controller hierarchy and its
/// view hierarchy, each in a cluster of its own.
///
/// Conventions (docs/trace-format.md):
/// - to-one relationships are solid arrows, to-many ones end in a crow's foot, one per element;
/// - weak references (delegates, targets) are dotted with an empty head, and do not rank;
/// - containment (a container's children, a window's root) and a controller's root view are
///   bold; containers are clusters holding their children; presentation is dashed;
/// - superview → subview edges have no head; key-value observation is dashed and purple, from
///   the observer to the object it observes.
///
/// Without a world (a loaded trace), it draws who sends messages to whom instead.
struct DOTExporter {
  let text: StepText
  let relations: ControllerRelations.Provider

  func render(_ trace: Trace, world: WorldReader?) -> String {
    var out = "digraph mvcsh {\n"
    out += "  graph [rankdir=TB, compound=true, newrank=true, fontname=\"\(font)\", "
    out += "fontsize=12, labelloc=t];\n"
    out += "  node [shape=box, style=\"rounded,filled\", fillcolor=\"#F5F7FA\", "
    out += "fontname=\"\(font)\", fontsize=11];\n"
    out += "  edge [fontname=\"\(font)\", fontsize=9];\n"
    if let world {
      renderWorld(world, into: &out)
    } else {
      renderMessages(trace, into: &out)
    }
    out += "}\n"
    return out
  }

  /// The font list Graphviz tries (through fontconfig): Latin first, then the CJK font whose
  /// glyph forms the export's language reads (Traditional for zh-Hant), then any sans-serif.
  var font: String {
    text.localizer.language == .zhHant
      ? "Helvetica,Arial,Noto Sans CJK TC,Noto Sans CJK SC,sans-serif"
      : "Helvetica,Arial,Noto Sans CJK SC,Noto Sans CJK TC,sans-serif"
  }

  private static func node(_ id: ObjectID) -> String { "o" + String(id.raw) }

  private static func fill(_ role: MVCRole) -> String {
    switch role {
    case .model: return "#E8F5E9"
    case .view: return "#E3F2FD"
    case .controller: return "#FFF3E0"
    case .system: return "#ECEFF1"
    case .user: return "#F3E5F5"
    case .outside: return "#FAFAFA"
    }
  }

  // MARK: WorldReader

  private func renderWorld(_ world: WorldReader, into out: inout String) {
    // Models, views, controllers and windows; not the application or the notification center.
    let shown = world.records.filter { $0.kind.role != .system || $0.kind == .window }
    let ids = Set(shown.map(\.id))
    func nodeLine(_ record: ObjectRecord, indent: String) -> String {
      let name = ValueText.escaped(world.displayName(of: record.id))
      let lines =
        name == record.className + "#" + String(record.id.raw)
        ? [name] : [name, ValueText.escaped(record.className)]
      var line = indent + Self.node(record.id) + " [label=" + DOTText.label(lines)
      line += ", fillcolor=\"" + Self.fill(record.kind.role) + "\""
      if record.kind.role == .model { line += ", shape=box3d, style=filled" }
      return line + "];\n"
    }

    // Models.
    let models = shown.filter { $0.kind.role == .model }
    if !models.isEmpty {
      out += "  subgraph cluster_models {\n"
      out += "    label=" + DOTText.quoted(text.word("dot.models")) + ";\n"
      out += "    style=\"rounded\"; color=\"#2E7D32\";\n"
      for record in models { out += nodeLine(record, indent: "    ") }
      out += "  }\n"
    }

    // View controllers, containers as nested clusters.
    var childrenOf: [ObjectID: [ObjectID]] = [:]
    var presentedBy: [(ObjectID, ObjectID)] = []
    var rootOf: [(ObjectID, ObjectID)] = []
    var delegateOf: [(ObjectID, ObjectID)] = []
    var isChild = Set<ObjectID>()
    let controllers = shown.filter { $0.kind.role == .controller || $0.kind == .window }
    var relationsOf: [ObjectID: ControllerRelations] = [:]
    for record in controllers {
      let r = relations(world, record.id)
      relationsOf[record.id] = r
      let children = r.children.filter { ids.contains($0) && $0 != record.id }
      if !children.isEmpty { childrenOf[record.id] = children }
      for child in children { isChild.insert(child) }
      if let presented = r.presented, ids.contains(presented) {
        presentedBy.append((record.id, presented))
      }
      if let root = r.root, ids.contains(root) { rootOf.append((record.id, root)) }
      if let delegate = r.delegate, ids.contains(delegate) {
        delegateOf.append((record.id, delegate))
      }
    }
    if !controllers.isEmpty {
      out += "  subgraph cluster_controllers {\n"
      out += "    label=" + DOTText.quoted(text.word("dot.controllers")) + ";\n"
      out += "    style=\"rounded\"; color=\"#EF6C00\";\n"
      enum Frame {
        case visit(ObjectID, Int)
        case close(Int)
      }
      var visited = Set<ObjectID>()
      var stack: [Frame] = controllers.filter { !isChild.contains($0.id) }.reversed().map {
        .visit($0.id, 2)
      }
      // Children caught in a cycle have no root; visit them too.
      stack.insert(
        contentsOf: controllers.filter { isChild.contains($0.id) }.reversed().map {
          .visit($0.id, 2)
        },
        at: 0)
      while let frame = stack.popLast() {
        switch frame {
        case .close(let depth):
          out += String(repeating: "  ", count: depth - 1) + "}\n"
        case .visit(let id, let depth):
          guard visited.insert(id).inserted else { continue }
          let indent = String(repeating: "  ", count: depth)
          guard let record = world.record(id) else { continue }
          guard let children = childrenOf[id] else {
            out += nodeLine(record, indent: indent)
            continue
          }
          out += indent + "subgraph cluster_" + Self.node(id) + " {\n"
          let name = ValueText.escaped(world.displayName(of: id))
          out += indent + "  label=" + DOTText.quoted(name + " · " + record.className) + ";\n"
          out += indent + "  style=\"rounded,dashed\"; color=\"#EF6C00\";\n"
          out += nodeLine(record, indent: indent + "  ")
          stack.append(.close(depth + 1))
          for child in children.reversed() where !visited.contains(child) {
            stack.append(.visit(child, depth + 1))
          }
        }
      }
      out += "  }\n"
    }

    // Views, one cluster per controller's root view tree, loose views together.
    let views = shown.filter { $0.kind.role == .view }
    if !views.isEmpty {
      var treeOf: [ObjectID: ObjectID] = [:]
      let viewIDs = Set(views.map(\.id))
      for view in views where !viewIDs.contains(view.superview ?? view.id) || view.superview == nil
      {
        for (id, _) in world.viewsDepthFirst(from: view.id) where treeOf[id] == nil {
          guard let record = world.record(id) else { continue }
          if record.owningController != nil {
            treeOf[id] = id
          } else if let parent = record.superview, let tree = treeOf[parent] {
            treeOf[id] = tree
          }
        }
      }
      out += "  subgraph cluster_views {\n"
      out += "    label=" + DOTText.quoted(text.word("dot.views")) + ";\n"
      out += "    style=\"rounded\"; color=\"#1565C0\";\n"
      var trees: [ObjectID: [ObjectRecord]] = [:]
      var loose: [ObjectRecord] = []
      for view in views {
        if let tree = treeOf[view.id] {
          trees[tree, default: []].append(view)
        } else {
          loose.append(view)
        }
      }
      for root in trees.keys.sorted() {
        let owner = world.record(root)?.owningController.map { world.displayName(of: $0) } ?? ""
        out += "    subgraph cluster_tree_" + Self.node(root) + " {\n"
        out +=
          "      label=" + DOTText.quoted(text.word("dot.rootView", [ValueText.escaped(owner)]))
        out += "; style=\"rounded,dashed\"; color=\"#90CAF9\";\n"
        for record in trees[root] ?? [] { out += nodeLine(record, indent: "      ") }
        out += "    }\n"
      }
      for record in loose { out += nodeLine(record, indent: "    ") }
      out += "  }\n"
    }

    // Edges.
    for record in shown {
      let from = Self.node(record.id)
      for schema in world.allProperties(of: record.className) {
        guard let value = record.properties[schema.name] else { continue }
        var targets: [(ObjectID, String, Bool)] = []
        switch value {
        case .object(let id): targets = [(id, schema.name, false)]
        case .array(let items):
          for (index, item) in items.enumerated() {
            if let id = item.objectID { targets.append((id, schema.name + "[\(index)]", true)) }
          }
        default: break
        }
        for (target, label, toMany) in targets where ids.contains(target) {
          let shownLabel = schema.isWeak ? text.word("dot.weak", [label]) : label
          // A view holding a model: the pattern wants a controller between them.
          let viewHoldsModel =
            record.kind.role == .view && world.record(target)?.kind.role == .model
          var attributes =
            "label="
            + (viewHoldsModel
              ? DOTText.label(
                ["⚠ " + ValueText.escaped(shownLabel), text.word("dot.viewHoldsModel")])
              : DOTText.quoted(ValueText.escaped(shownLabel)))
          if viewHoldsModel {
            attributes += ", color=\"#C62828\", fontcolor=\"#C62828\", penwidth=2.5"
            attributes += ", style=" + (schema.isWeak ? "dotted" : "bold")
            attributes += ", constraint=false"
          } else if schema.isWeak {
            attributes += ", style=dotted, arrowhead=empty, constraint=false"
          } else if toMany {
            attributes += ", arrowhead=crow"
          }
          out += "  " + from + " -> " + Self.node(target) + " [" + attributes + "];\n"
        }
      }
      if let view = record.rootView, ids.contains(view) {
        out += "  " + from + " -> " + Self.node(view) + " [label=\"view\", style=bold];\n"
      }
      for sub in record.subviews where ids.contains(sub) {
        out += "  " + from + " -> " + Self.node(sub) + " [arrowhead=none, color=\"#1565C0\"];\n"
      }
      for observation in record.observers where ids.contains(observation.observer) {
        out += "  " + Self.node(observation.observer) + " -> " + from + " [label="
        out += DOTText.quoted(text.word("dot.observes", [ValueText.escaped(observation.key)]))
        out += ", style=dashed, color=\"#6A1B9A\", fontcolor=\"#6A1B9A\", constraint=false];\n"
      }
      for registration in record.targets {
        guard let target = registration.target, ids.contains(target) else { continue }
        out += "  " + from + " -> " + Self.node(target) + " [label="
        out += DOTText.quoted(ValueText.escaped(registration.action))
        out += ", style=dotted, arrowhead=empty, color=\"#EF6C00\", constraint=false];\n"
      }
      for (index, child) in (childrenOf[record.id] ?? []).enumerated() {
        out += "  " + from + " -> " + Self.node(child) + " [label=\"children[\(index)]\""
        out += ", style=bold];\n"
      }
    }
    for (window, root) in rootOf {
      out += "  " + Self.node(window) + " -> " + Self.node(root)
      out += " [label=\"rootViewController\", style=bold];\n"
    }
    for (owner, delegate) in delegateOf {
      out += "  " + Self.node(owner) + " -> " + Self.node(delegate) + " [label="
      out += DOTText.quoted(text.word("dot.weak", ["delegate"]))
      out += ", style=dotted, arrowhead=empty, constraint=false];\n"
    }
    // UIKit answers `presentedViewController` for every controller of the presenting context
    // (a container's children too): draw one edge, from the controller that presents (the
    // presented controller's `presentingViewController`) when the relations say which.
    var edges: [(ObjectID, ObjectID)] = []
    var known = Set<ObjectID>()
    for record in controllers {
      if let presenter = relationsOf[record.id]?.presenting, ids.contains(presenter) {
        edges.append((presenter, record.id))
        known.insert(record.id)
      }
    }
    let presenters = Dictionary(grouping: presentedBy, by: { $0.1 })
    let guessed = presentedBy.filter { presenter, presented in
      guard !known.contains(presented) else { return false }
      let all = presenters[presented] ?? []
      return !isChild.contains(presenter) || all.allSatisfy { isChild.contains($0.0) }
    }
    for (presenter, presented) in edges + guessed {
      out += "  " + Self.node(presenter) + " -> " + Self.node(presented) + " [label="
      out += DOTText.quoted(text.word("dot.presents")) + ", style=dashed];\n"
    }
  }

  // MARK: Messages only

  private func renderMessages(_ trace: Trace, into out: inout String) {
    out += "  label=" + DOTText.quoted(text.word("dot.messages")) + ";\n"
    var order: [Participant] = []
    var pairs: [String: (from: Participant, to: Participant, selectors: [String], count: Int)] = [:]
    var pairOrder: [String] = []
    var seen = Set<Participant>()
    for event in trace.events {
      for p in [event.sender, event.receiver] where seen.insert(p).inserted { order.append(p) }
      let key =
        CanonicalFormat.reference(event.sender) + ">" + CanonicalFormat.reference(event.receiver)
      if pairs[key] == nil {
        pairs[key] = (event.sender, event.receiver, [], 0)
        pairOrder.append(key)
      }
      pairs[key]?.count += 1
      if let entry = pairs[key], entry.selectors.count < 3,
        !entry.selectors.contains(event.selector)
      {
        pairs[key]?.selectors.append(event.selector)
      }
    }
    func id(_ p: Participant) -> String {
      switch p {
      case .user: return "user"
      case .outside: return "outside"
      case .object(let id): return Self.node(id)
      }
    }
    for p in order {
      let info = trace.info(for: p)
      let role = info?.role ?? (p == .user ? .user : (p == .outside ? .outside : .system))
      let lines: [String]
      switch p {
      case .user: lines = [text.localizer.string("participant.user")]
      case .outside: lines = [text.localizer.string("participant.outside")]
      case .object(let object):
        let className = info.map { ValueText.escaped($0.className) + " · " } ?? ""
        lines = [ValueText.escaped(info?.name ?? "#\(object.raw)"), className + text.layer(role)]
      }
      out += "  " + id(p) + " [label=" + DOTText.label(lines) + ", fillcolor=\"" + Self.fill(role)
      out += "\"];\n"
    }
    for key in pairOrder {
      guard let entry = pairs[key] else { continue }
      var label = entry.selectors.map { ValueText.escaped($0) }
      if entry.count > label.count { label.append(text.word("dot.count", [String(entry.count)])) }
      out += "  " + id(entry.from) + " -> " + id(entry.to) + " [label=" + DOTText.label(label)
      out += "];\n"
    }
  }
}
