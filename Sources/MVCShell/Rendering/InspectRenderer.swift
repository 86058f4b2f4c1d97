import MVCLocalization
import MVCRuntime

/// `:inspect X`: everything the world knows about one object.
public enum InspectRenderer {
  /// The object's class and role, properties, views, controllers, observers and targets, for
  /// a terminal `width` columns wide (a note that would not fit goes under its line).
  public static func render(
    _ id: ObjectID, in world: WorldReader, localizer l: Localizer, width: Int = 80
  ) -> StyledText {
    guard let r = world.record(id) else {
      return StyledText(l.string("error.noSuchObject", [world.displayName(of: id)]) + "\n")
    }
    let name = { (o: ObjectID) in world.displayName(of: o) }
    var out =
      Style.heading.paint(world.displayName(of: id)) + ": " + (r.writtenClassName ?? r.className)
      + "  "
      + Style.dim.paint(l.string("inspect.role", [l.string("mvcrole.\(r.kind.role.rawValue)")]))
      + "\n"
    let properties = world.allProperties(of: r.className)
    if !properties.isEmpty {
      out += "  " + l.string("inspect.properties") + "\n"
      for schema in properties {
        var line = StyledText(
          "    " + schema.name + ": " + schema.type.description + " = "
            + ValueFormatter.literal(r.properties[schema.name] ?? .null, names: name))
        if schema.isWeak {
          let note = l.string("inspect.weak")
          let fits = TextWidth.of(line.plain) + 2 + TextWidth.of(note) <= width
          line += (fits ? "  " : "\n      ") + Style.dim.paint(note)
        }
        out += line + "\n"
      }
    }
    if r.kind.viewKind != nil {
      out += "  superview: " + (r.superview.map(name) ?? "nil") + "\n"
      if !r.subviews.isEmpty {
        out += "  subviews: [" + r.subviews.map(name).joined(separator: ", ") + "]\n"
      }
      if let owner = r.owningController {
        out += "  " + l.string("inspect.rootViewOf", [name(owner)]) + "\n"
      }
    }
    if r.kind.controllerKind?.hasView == true {
      out += "  view: " + (r.rootView.map(name) ?? l.string("inspect.viewNotLoaded")) + "\n"
      // How it will be presented, when set (property names and cases are code, as above).
      var modal: [String] = []
      if r.vc.modalPresentationStyle != .automatic {
        modal.append("modalPresentationStyle: ." + r.vc.modalPresentationStyle.rawValue)
      }
      if r.vc.modalTransitionStyle != .coverVertical {
        modal.append("modalTransitionStyle: ." + r.vc.modalTransitionStyle.rawValue)
      }
      if r.vc.isModalInPresentation { modal.append("isModalInPresentation: true") }
      if !modal.isEmpty { out += "  " + modal.joined(separator: ", ") + "\n" }
    }
    if !r.observers.isEmpty {
      out += "  " + l.string("inspect.observers") + "\n"
      for o in r.observers { out += "    \(o.key) → \(name(o.observer))\n" }
    }
    if !r.targets.isEmpty {
      out += "  " + l.string("inspect.targets") + "\n"
      for t in r.targets {
        out +=
          "    .\(t.event) → " + (t.target.map(name) ?? l.string("inspect.nilTarget"))
          + ".\(t.action)\n"
      }
    }
    if !r.bindings.isEmpty {
      out += "  " + l.string("inspect.bindings") + "\n"
      for b in r.bindings { out += "    \(name(b.view)) ⇄ \(name(b.model)).\(b.key)\n" }
    }
    if r.isFreed {
      out += "  " + l.string("inspect.freed") + "\n"
    } else if r.kind.role != .system {
      out += "  " + l.string("inspect.keptAliveBy", [Self.holders(of: id, in: world)]) + "\n"
      if world.leakedObjects().contains(id) {
        out += "  " + Style.dim.paint(l.string("inspect.inRetainCycle")) + "\n"
      }
    }
    // A property's accessors and observers are not methods one calls.
    let methods = world.classChain(r.className).flatMap { $0.methods.keys }
      .filter { PropertyAccessor.named(by: $0) == nil }.sorted()
    if !methods.isEmpty {
      out += "  " + l.string("inspect.methods") + " " + methods.joined(separator: ", ") + "\n"
    }
    return out
  }

  /// Who holds an object strongly, as code names it: `ada`, `editor.contact`, `nav` (a
  /// container, superview or presenter).
  static func holders(of id: ObjectID, in world: WorldReader) -> String {
    let holders = world.strongHolders(of: id).map { holder -> String in
      switch holder {
      case .name(let name): return name
      case .object(let owner, let key?): return world.displayName(of: owner) + "." + key
      case .object(let owner, nil): return world.displayName(of: owner)
      }
    }
    return holders.isEmpty ? "—" : holders.joined(separator: ", ")
  }
}
