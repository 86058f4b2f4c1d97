import MVCLocalization
import MVCRuntime

/// `:graph`: the model layer as an object graph — each model object with its attributes and
/// its to-one (→) and to-many (⇉) relationships. Cycles are fine: each object is listed once.
public enum ObjectGraphRenderer {
  public static func render(_ world: WorldReader, localizer l: Localizer) -> StyledText {
    let models = world.records.filter { $0.kind == .model }
    guard !models.isEmpty else { return StyledText(l.string("graph.empty") + "\n") }
    let name = { (o: ObjectID) in world.displayName(of: o) }
    var out = Style.heading.paint(l.string("graph.heading", [String(models.count)])) + "\n"
    for r in models {
      out += Style.model.paint(name(r.id)) + ": " + r.className + "\n"
      for schema in world.allProperties(of: r.className) {
        let value = r.properties[schema.name] ?? .null
        if schema.type.isRelationship {
          if case .array(let items) = value {
            out +=
              "  \(schema.name) ⇉ ["
              + items.map { ValueFormatter.literal($0, names: name) }.joined(separator: ", ")
              + "]\n"
          } else {
            out += "  \(schema.name) → " + ValueFormatter.literal(value, names: name) + "\n"
          }
        } else {
          out += "  \(schema.name) = " + ValueFormatter.literal(value, names: name) + "\n"
        }
      }
      for o in r.observers {
        out +=
          "  " + Style.dim.paint(l.string("graph.observedBy", [o.key, name(o.observer)])) + "\n"
      }
    }
    return out
  }
}
