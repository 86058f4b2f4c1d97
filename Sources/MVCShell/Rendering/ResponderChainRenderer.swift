import MVCLocalization
import MVCRuntime

/// `:responders X`: the responder chain from an object to its end, numbered, with the rule
/// behind each hop (UIKit's next-responder rules).
public enum ResponderChainRenderer {
  public static func render(
    _ world: WorldReader, from start: ObjectID, localizer l: Localizer, width: Int = 80,
    colour: Bool = false
  ) -> String {
    switch world.record(start)?.kind {
    case .view, .window, .application: break
    case .controller(let k) where k.hasView: break
    default: return l.string("responders.notAResponder", [world.displayName(of: start)]) + "\n"
    }
    let chain = world.responderChain(from: start)
    let names = chain.map { ViewControllerFormat.viewName(world, $0.responder, l) }
    let nameWidth = min(32, names.map { TextWidth.of($0) }.max() ?? 0)
    var out = l.string("responders.title", [names.first ?? ""]) + "\n"
    let digits = String(chain.count).count
    for (index, link) in chain.enumerated() {
      if let hop = link.hop {
        let previous = chain[index - 1].responder
        let reason = l.string(
          "responders.hop." + hop.rawValue,
          [world.displayName(of: link.responder == previous ? previous : link.responder)])
        out +=
          ViewControllerFormat.fit(String(repeating: " ", count: digits + 4) + "↓ " + reason, width)
          + "\n"
      }
      let number =
        String(repeating: " ", count: digits - String(index + 1).count) + String(index + 1)
      var line =
        " " + number + "  "
        + TextWidth.padded(TextWidth.truncated(names[index], to: nameWidth), to: nameWidth)
      line += "  " + (world.record(link.responder)?.className ?? "?")
      if world.isFirstResponder(link.responder) {
        line += "  (" + l.string("responders.firstResponder") + ")"
      }
      out += (colour ? line : ViewControllerFormat.fit(line, width)) + "\n"
    }
    out += l.string("responders.end") + "\n"
    return out
  }
}
