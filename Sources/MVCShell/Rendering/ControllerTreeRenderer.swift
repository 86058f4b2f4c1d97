import MVCLocalization
import MVCRuntime

/// `:tree`: the view controller hierarchy in the spirit of UIKit's `_printHierarchy` — the
/// window, then each controller with its appearance state and whether its view is loaded;
/// children are marked `|`, presented controllers `+`. Controllers outside the window follow.
/// Iterative; deep hierarchies show their depth instead of indenting past the width.
public enum ControllerTreeRenderer {
  public static func render(
    _ world: WorldReader, localizer l: Localizer, width: Int = 80, colour: Bool = false
  ) -> StyledText {
    var words = Words(l)
    var out = StyledText()
    let state = world.windowState
    var header =
      words.window + " — " + (state.isKeyAndVisible ? words.windowVisible : words.windowHidden)
    if state.rootViewController == nil {
      header += l.string("tree.separator") + l.string("tree.noRoot")
    }
    out +=
      ViewControllerFormat.paint(ViewControllerFormat.fit(header, width), .heading, colour) + "\n"
    if let root = state.rootViewController {
      appendTree(from: root, world, &words, width: width, colour: colour, into: &out)
    }
    // Controllers that are neither in the window nor below one that is.
    let detached = world.records.filter { r in
      r.kind.controllerKind?.hasView == true && r.vc.parent == nil && r.vc.presentation == nil
        && r.id != state.rootViewController && r.vc.moreOwner == nil
    }.map(\.id)
    if !detached.isEmpty {
      out += l.string("tree.detached") + "\n"
      for root in detached.prefix(20) {
        appendTree(from: root, world, &words, width: width, colour: colour, into: &out)
      }
      if detached.count > 20 {
        out += l.string("tree.moreDetached", [String(detached.count - 20)]) + "\n"
      }
    }
    if state.rootViewController == nil && detached.isEmpty { out += l.string("tree.empty") + "\n" }
    return out
  }

  /// The words used on every line, looked up once.
  struct Words {
    let l: Localizer
    let window: String
    let windowVisible: String
    let windowHidden: String
    let loaded: String
    let notLoaded: String
    let top: String
    let selected: String
    let definesContext: String
    let collapsed: String
    let expanded: String
    let separator: String
    var states: [AppearanceState: String] = [:]

    init(_ l: Localizer) {
      self.l = l
      window = l.string("tree.window")
      windowVisible = l.string("tree.windowVisible")
      windowHidden = l.string("tree.windowHidden")
      loaded = l.string("tree.viewLoaded")
      notLoaded = l.string("tree.viewNotLoaded")
      top = l.string("tree.top")
      selected = l.string("tree.selected")
      definesContext = l.string("tree.definesContext")
      collapsed = l.string("tree.split.collapsed")
      expanded = l.string("tree.split.expanded")
      separator = l.string("tree.separator")
      for s in [AppearanceState.appeared, .appearing, .disappeared, .disappearing] {
        states[s] = l.string("tree.state", [l.string("tree.state." + s.rawValue)])
      }
    }
  }

  static func appendTree(
    from root: ObjectID, _ world: WorldReader, _ words: inout Words, width: Int, colour: Bool,
    into out: inout StyledText
  ) {
    let maxLevels = max(1, (width - 40) / 4)
    var stack: [(id: ObjectID, depth: Int, marker: Character?)] = [(root, 0, nil)]
    while let (id, depth, marker) = stack.popLast() {
      var prefix = ""
      var continuation = ""
      if depth > 0 {
        let shown = min(depth, maxLevels)
        if depth > maxLevels { prefix += words.l.string("tree.depth", [String(depth)]) + " " }
        let bars = String(repeating: "   |", count: shown - 1)
        prefix += bars + "   " + String(marker ?? "|") + " "
        let tag = TextWidth.of(prefix) - TextWidth.of(bars) - 5
        continuation = String(repeating: " ", count: max(0, tag)) + bars + "         "
      } else {
        continuation = "     "
      }
      out += wrap(
        prefix, describe(id, world, words, colour: colour), words.separator, continuation, width)
      if let presented = world.record(id)?.vc.presented {
        stack.append((presented, depth + 1, "+"))
      }
      for child in world.treeChildren(of: id).reversed() { stack.append((child, depth + 1, "|")) }
    }
  }

  /// The parts of a line joined with the separator, continued on indented lines past the width.
  static func wrap(
    _ prefix: String, _ parts: [StyledText], _ separator: String, _ continuation: String,
    _ width: Int
  ) -> StyledText {
    var out = StyledText()
    var line = StyledText(prefix)
    var used = displayWidth(prefix)
    let continuationWidth = displayWidth(continuation)
    for (index, part) in parts.enumerated() {
      let piece = part + (index < parts.count - 1 ? separator : "")
      let pieceWidth = displayWidth(piece.plain)
      if index > 0 && used + pieceWidth > width {
        out += line.droppingTrailingSpaces() + "\n"
        line = continuation + piece
        used = continuationWidth + pieceWidth
      } else {
        line += piece
        used += pieceWidth
      }
    }
    return out + line + "\n"
  }

  /// Display width; plain ASCII is counted by bytes.
  static func displayWidth(_ text: String) -> Int {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.utf8.count }
    return TextWidth.of(text)
  }

  /// How a popover adapted, when it did (or was kept as a popover where UIKit would adapt it).
  static func adaptationText(
    _ presentation: PresentationRecord, _ world: WorldReader, _ l: Localizer
  ) -> String? {
    switch presentation.adaptation {
    case .compactWidth: return l.string("tree.popover.adapted")
    case .keptByDelegate(let delegate):
      return l.string("tree.popover.kept", [world.displayName(of: delegate)])
    case .chosenByDelegate(let delegate):
      return l.string(
        "tree.popover.chosen", [presentation.style.rawValue, world.displayName(of: delegate)])
    case nil: return nil
    }
  }

  static func describe(_ id: ObjectID, _ world: WorldReader, _ words: Words, colour: Bool)
    -> [StyledText]
  {
    guard let r = world.record(id) else { return [StyledText(world.displayName(of: id))] }
    let name = "<" + (r.writtenClassName ?? r.className) + " " + world.displayName(of: id) + ">"
    var parts = [
      words.states[r.vc.appearance] ?? "", r.rootView == nil ? words.notLoaded : words.loaded,
    ]
    if let parent = world.effectiveParent(of: id) {
      switch world.record(parent)?.kind.controllerKind {
      case .navigationController where world.navigationTop(of: parent) == id:
        parts.append(words.top)
      // The tab shown: the selected one, or the More navigation controller for a tab behind it.
      case .tabBarController where world.displayedChildren(of: parent).first == id:
        parts.append(words.selected)
      default: break
      }
    }
    if r.kind.controllerKind == .splitViewController {
      parts.append(r.vc.isCollapsed ? words.collapsed : words.expanded)
    }
    if let presentation = r.vc.presentation {
      parts.append(
        words.l.string(
          "tree.presented",
          ["." + presentation.style.rawValue, world.displayName(of: presentation.presenter)]))
      if let adaptation = adaptationText(presentation, world, words.l) {
        parts.append(adaptation)
      }
    }
    if r.vc.isModalInPresentation { parts.append(words.l.string("tree.modalInPresentation")) }
    if r.vc.definesPresentationContext == true { parts.append(words.definesContext) }
    return [ViewControllerFormat.paint(name, .controller, colour)] + parts.map(StyledText.init)
  }
}
