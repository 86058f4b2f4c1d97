import MVCRuntime

/// `:leaks`: the objects still alive that no name at the prompt and nothing UIKit keeps
/// reaches — retain cycles — each with what keeps it alive.
enum LeaksCommand: MetaCommand {
  static let name = "leaks"
  static let example = ":leaks"

  static func run(_ argument: String, in context: inout CommandContext) -> Reply {
    let world = context.world
    let l = context.localizer
    let leaked = world.leakedObjects()
    guard !leaked.isEmpty else {
      return Reply(output: context.wrap(l.string("leaks.none"), indent: "") + "\n")
    }
    var out = Style.heading.paint(l.string("leaks.heading", [String(leaked.count)]))
    out += "\n"
    for id in leaked {
      let className = world.writtenClassName(of: id) ?? "?"
      let holders = InspectRenderer.holders(of: id, in: world)
      let line = "  " + world.displayName(of: id) + ": " + className + " — "
      out += line + l.string("leaks.keptAliveBy", [holders]) + "\n"
    }
    out += Style.dim.paint(l.string("leaks.advice")) + "\n"
    return Reply(output: out)
  }
}
