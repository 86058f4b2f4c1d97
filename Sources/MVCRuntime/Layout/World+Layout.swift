extension World {
  /// Computes the layout of the window from the current structure, without changing anything.
  ///
  /// - The window fills the device; its safe area excludes the status bar and home indicator.
  /// - A navigation controller puts its bar below the status bar; a tab bar controller pins
  ///   its bar to the bottom (its height includes the home indicator). A child extends under a
  ///   bar when its `edgesForExtendedLayout` includes that edge and the bar is translucent (or
  ///   `extendedLayoutIncludesOpaqueBars` is true); then the bar shows up in its safe area
  ///   instead. Otherwise the child gets the space that remains (the pre-iOS 7 model the seed
  ///   describes).
  /// - `additionalSafeAreaInsets` adds to a controller's root view's insets.
  /// - A split view shows its primary column 320 pt wide beside the secondary, or the primary
  ///   alone when collapsed.
  /// - Sheets start 10 pt below the status bar on phones; full-screen styles fill the window.
  /// - Views the learner added with no frame are stacked top to bottom inside the safe area.
  ///
  /// Iterative (an explicit stack), so a 100 000-deep view hierarchy is fine.
  func computeLayout() -> LayoutResult {
    var result = LayoutResult()
    let screen = device
    let win = window
    let windowSafe = Rect(
      x: 0, y: screen.topSafeAreaInset, width: screen.width,
      height: screen.height - screen.topSafeAreaInset - screen.homeIndicatorHeight)
    result.frames[win] = screen.bounds
    result.windowFrames[win] = screen.bounds
    result.safeInsets[win] = Self.insets(of: screen.bounds, within: windowSafe)
    var stack: [LayoutItem] = []
    result.drawingOrder.append((win, 0))
    let rootFrames = frames(
      forSubviewsOf: win, bounds: screen.bounds, safeInsets: result.safeInsets[win] ?? .zero)
    for (view, frame) in rootFrames.reversed() {
      stack.append(LayoutItem(view: view, frame: frame, origin: (0, 0), safe: windowSafe, depth: 1))
    }
    var steps = 0
    while var item = stack.popLast(), steps <= records.count {
      steps += 1
      // A real popover is placed beside its source, which is laid out already (it lies beneath).
      if item.depth == 1,
        let placement = popoverPlacement(ofRootView: item.view, windowFrames: result.windowFrames)
      {
        item.frame = placement.frame
        result.popovers[item.view] = placement
      }
      let windowFrame = Rect(
        x: item.origin.0 + item.frame.x, y: item.origin.1 + item.frame.y,
        width: item.frame.width, height: item.frame.height)
      result.frames[item.view] = item.frame
      result.windowFrames[item.view] = windowFrame
      result.drawingOrder.append((item.view, item.depth))
      var insets = Self.insets(of: windowFrame, within: item.safe)
      if let owner = records[item.view.raw].owningController {
        let extra = records[owner.raw].vc.additionalSafeAreaInsets
        insets = EdgeInsets(
          top: insets.top + extra.top, left: insets.left + extra.left,
          bottom: insets.bottom + extra.bottom, right: insets.right + extra.right)
      }
      result.safeInsets[item.view] = insets
      var safe = Rect(
        x: windowFrame.x + insets.left, y: windowFrame.y + insets.top,
        width: max(0, windowFrame.width - insets.left - insets.right),
        height: max(0, windowFrame.height - insets.top - insets.bottom))
      // A bar's own safe area is its container's, not what is left beside the bars (on an
      // iPhone 15 the tab bar's bottom inset is 34, the navigation bar's top inset 0).
      let barSafe = safe
      let bounds = Rect(x: 0, y: 0, width: item.frame.width, height: item.frame.height)
      var childFrames: [(ObjectID, Rect)]
      if let owner = records[item.view.raw].owningController, isBuiltinContainer(owner) {
        let container = containerFrames(owner, view: item.view, bounds: bounds, insets: insets)
        childFrames = container.frames
        if let top = container.coveredTop {
          safe.height = max(0, safe.y + safe.height - (windowFrame.y + top))
          safe.y = max(safe.y, windowFrame.y + top)
        }
        if let bottom = container.coveredBottom {
          safe.height = max(0, min(safe.y + safe.height, windowFrame.y + bottom) - safe.y)
        }
      } else {
        childFrames = frames(forSubviewsOf: item.view, bounds: bounds, safeInsets: insets)
        switch records[item.view.raw].kind {
        case .view(.tableView):
          childFrames = tableSubviewFrames(
            item.view, bounds: bounds, insets: insets, others: childFrames)
        case .view(.tableViewCell):
          childFrames = cellSubviewFrames(item.view, bounds: bounds, others: childFrames)
        case .view(.stackView):
          childFrames = stackSubviewFrames(item.view, bounds: bounds)
        case .view(.scrollView):
          childFrames = frames(
            forSubviewsOf: item.view, bounds: scrollContentBounds(item.view, bounds: bounds),
            safeInsets: .zero)
        default: break
        }
      }
      // A scroll view's subviews are placed in its content, which is moved by its offset.
      let shift = scrollOffset(item.view) ?? (0, 0)
      for (child, frame) in childFrames.reversed() {
        stack.append(
          LayoutItem(
            view: child, frame: frame, origin: (windowFrame.x - shift.x, windowFrame.y - shift.y),
            safe: records[child.raw].vc.barRole == nil ? safe : barSafe, depth: item.depth + 1))
      }
    }
    return result
  }

  /// The insets that keep `frame` inside `safe` (both in window coordinates).
  static func insets(of frame: Rect, within safe: Rect) -> EdgeInsets {
    EdgeInsets(
      top: min(frame.height, max(0, safe.y - frame.y)),
      left: min(frame.width, max(0, safe.x - frame.x)),
      bottom: min(frame.height, max(0, (frame.y + frame.height) - (safe.y + safe.height))),
      right: min(frame.width, max(0, (frame.x + frame.width) - (safe.x + safe.width))))
  }

  /// The frames a built-in container gives its bar and its children's views, and the part of
  /// its bounds the bars cover (for the safe area).
  private func containerFrames(
    _ container: ObjectID, view: ObjectID, bounds: Rect, insets: EdgeInsets
  ) -> (frames: [(ObjectID, Rect)], coveredTop: Double?, coveredBottom: Double?) {
    let screen = device
    var out: [(ObjectID, Rect)] = []
    let subviews = records[view.raw].subviews
    switch viewControllerKind(container) {
    case .navigationController:
      let bar = records[container.raw].vc.bar.flatMap { subviews.contains($0) ? $0 : nil }
      var barBottom: Double?
      var translucent = true
      if let bar {
        let frame = Rect(
          x: 0, y: insets.top, width: bounds.width, height: screen.navigationBarHeight)
        barBottom = frame.y + frame.height
        translucent = records[bar.raw].vc.isTranslucent
        out.append((bar, frame))
      }
      for sub in subviews where sub != bar {
        var frame = bounds
        if let barBottom, !extendsUnderBar(sub, edge: .top, translucent: translucent) {
          frame = Rect(
            x: 0, y: barBottom, width: bounds.width, height: max(0, bounds.height - barBottom))
        }
        out.append((sub, frame))
      }
      out.sort { subviews.firstIndex(of: $0.0) ?? 0 < subviews.firstIndex(of: $1.0) ?? 0 }
      return (out, barBottom, nil)
    case .tabBarController:
      let bar = records[container.raw].vc.bar.flatMap { subviews.contains($0) ? $0 : nil }
      var barTop: Double?
      var translucent = true
      if let bar {
        let height = screen.tabBarHeight + insets.bottom
        let frame = Rect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        barTop = frame.y
        translucent = records[bar.raw].vc.isTranslucent
        out.append((bar, frame))
      }
      for sub in subviews where sub != bar {
        var frame = bounds
        if let barTop, !extendsUnderBar(sub, edge: .bottom, translucent: translucent) {
          frame = Rect(x: 0, y: 0, width: bounds.width, height: barTop)
        }
        out.append((sub, frame))
      }
      out.sort { subviews.firstIndex(of: $0.0) ?? 0 < subviews.firstIndex(of: $1.0) ?? 0 }
      return (out, nil, barTop)
    default:
      let columns = children(of: container)
      let primaryWidth = min(320, bounds.width)
      for sub in subviews {
        let owner = records[sub.raw].owningController
        if !isCollapsed(container), columns.count == 2, let owner,
          isAncestorOrSelf(columns[1], of: owner)
        {
          out.append(
            (
              sub,
              Rect(x: primaryWidth, y: 0, width: bounds.width - primaryWidth, height: bounds.height)
            ))
        } else if !isCollapsed(container), columns.count == 2 {
          out.append((sub, Rect(x: 0, y: 0, width: primaryWidth, height: bounds.height)))
        } else {
          out.append((sub, bounds))
        }
      }
      return (out, nil, nil)
    }
  }

  /// Whether a child's view extends under a container's bar on an edge.
  private func extendsUnderBar(_ view: ObjectID, edge: RectEdges, translucent: Bool) -> Bool {
    guard let owner = records[view.raw].owningController else { return true }
    let state = records[owner.raw].vc
    return state.edgesForExtendedLayout.contains(edge)
      && (translucent || state.extendedLayoutIncludesOpaqueBars)
  }

  /// Frames for the subviews of an ordinary view (or the window): presented views by their
  /// style, frames the learner set, and the rest stacked inside the safe area.
  private func frames(forSubviewsOf view: ObjectID, bounds: Rect, safeInsets insets: EdgeInsets)
    -> [(ObjectID, Rect)]
  {
    let screen = device
    let margin = 16.0
    let spacing = 8.0
    var out: [(ObjectID, Rect)] = []
    // A sheet's content starts below its grabber.
    let isSheet =
      records[view.raw].owningController.flatMap { record($0).vc.presentation?.style.isSheet }
      ?? false
    var y = insets.top + (isSheet ? 3 * spacing : spacing)
    let firstY = y
    let contentWidth = max(0, bounds.width - insets.left - insets.right - 2 * margin)
    var fillers: [Int] = []
    for sub in records[view.raw].subviews {
      let r = record(sub)
      if let owner = r.owningController {
        if let presentation = records[owner.raw].vc.presentation, view == window,
          !presentation.style.usesPresentationContext
        {
          out.append((sub, presentedFrame(style: presentation.style, screen: screen)))
        } else if r.frame != .zero {
          out.append((sub, r.frame))
        } else if view == window {
          out.append((sub, bounds))
        } else {
          fillers.append(out.count)
          out.append((sub, .zero))
        }
        continue
      }
      if r.frame != .zero {
        out.append((sub, r.frame))
        continue
      }
      if r.kind.viewKind == .tableView {
        let frame = Self.stackedTableFrame(y: y, firstY: firstY, insets: insets, bounds: bounds)
        out.append((sub, frame))
        if r.properties["isHidden"] != .bool(true) { y = frame.y + frame.height + spacing }
        continue
      }
      let height: Double
      switch r.kind.viewKind {
      case .label: height = max(30, intrinsicSize(of: sub, width: contentWidth).height)
      case .stackView: height = fittingSize(of: sub, width: contentWidth).height
      case .scrollView: height = max(88, bounds.height - insets.bottom - spacing - y)
      case .textField: height = 34
      case .button: height = 44
      case .switchControl: height = 31
      case .imageView: height = 88
      case .listView:
        let rows = Double(Self.itemCount(r.properties["items"]))
        height = max(88, min(rows * 44, bounds.height - insets.bottom - spacing - y))
      default: height = 44
      }
      out.append((sub, Rect(x: insets.left + margin, y: y, width: contentWidth, height: height)))
      if r.properties["isHidden"] != .bool(true) { y += height + spacing }
    }
    if !fillers.isEmpty {
      let top = fillers.count == out.count ? 0 : y
      let share = max(0, bounds.height - top) / Double(fillers.count)
      for (n, index) in fillers.enumerated() {
        out[index].1 = Rect(x: 0, y: top + Double(n) * share, width: bounds.width, height: share)
      }
    }
    return out
  }

  /// The frame of a presented view in the window, by presentation style.
  func presentedFrame(style: ModalPresentationStyle, screen: Device) -> Rect {
    switch style {
    case .pageSheet, .formSheet, .popover:
      if screen.isCompactWidth {
        let top = screen.topSafeAreaInset + 10
        return Rect(x: 0, y: top, width: screen.width, height: screen.height - top)
      }
      let width = style == .pageSheet ? min(704, screen.width) : min(540, screen.width)
      let height = style == .pageSheet ? screen.height - 40 : min(620, screen.height - 40)
      return Rect(
        x: (screen.width - width) / 2, y: (screen.height - height) / 2, width: width, height: height
      )
    default:
      return screen.bounds
    }
  }

  static func itemCount(_ value: Value?) -> Int {
    if case .array(let items) = value ?? .null { return items.count }
    return 0
  }
}

/// One view waiting to be laid out: its frame, its superview's window origin, and the safe
/// rectangle (window coordinates) it inherits.
private struct LayoutItem {
  var view: ObjectID
  var frame: Rect
  var origin: (Double, Double)
  var safe: Rect
  var depth: Int
}
