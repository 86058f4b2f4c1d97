extension World {
  /// A stack view's layout settings.
  struct StackOptions {
    var axis: StackAxis
    var spacing: Double
    var alignment: StackAlignment
    var distribution: StackDistribution
  }

  func stackOptions(_ stack: ObjectID) -> StackOptions {
    let p = records[stack.raw].properties
    func name(_ key: String) -> String {
      if case .enumCase(let n)? = p[key] { return n }
      return ""
    }
    return StackOptions(
      axis: StackAxis(rawValue: name("axis")) ?? .horizontal,
      spacing: p["spacing"]?.doubleValue ?? 0,
      alignment: StackAlignment(rawValue: name("alignment")) ?? .fill,
      distribution: StackDistribution(rawValue: name("distribution")) ?? .fill)
  }

  /// The arranged subviews a stack view lays out: a hidden one takes no room, as in UIKit.
  func laidOutArrangedSubviews(_ stack: ObjectID) -> [ObjectID] {
    arrangedSubviews(of: stack).filter { record($0).properties["isHidden"] != .bool(true) }
  }

  /// The width a stack view offers each arranged view when it is offered `width`: its own
  /// width in a column; in a row, an equal share (`.fillEqually`) or none (natural widths).
  private func offeredWidth(_ o: StackOptions, width: Double?, count: Int) -> Double? {
    if o.axis == .vertical { return width }
    guard o.distribution == .fillEqually, let width, count > 0 else { return nil }
    return max(0, (width - Double(count - 1) * o.spacing) / Double(count))
  }

  /// The natural size of a view offered `width`; a stack view's is its arranged views' natural
  /// sizes end to end along its axis with `spacing` between them, and the largest across.
  /// Nested stack views are measured innermost first, without recursion.
  func fittingSize(of root: ObjectID, width: Double?) -> FittingSize {
    guard records[root.raw].kind == .view(.stackView) else {
      return intrinsicSize(of: root, width: width)
    }
    var order: [(view: ObjectID, width: Double?)] = []
    var pending: [(view: ObjectID, width: Double?)] = [(root, width)]
    while let next = pending.popLast(), order.count <= records.count {
      order.append(next)
      guard records[next.view.raw].kind == .view(.stackView) else { continue }
      let arranged = laidOutArrangedSubviews(next.view)
      let offer = offeredWidth(stackOptions(next.view), width: next.width, count: arranged.count)
      for child in arranged.reversed() { pending.append((child, offer)) }
    }
    var sizes: [ObjectID: FittingSize] = [:]
    for (view, offered) in order.reversed() {
      guard records[view.raw].kind == .view(.stackView) else {
        sizes[view] = intrinsicSize(of: view, width: offered)
        continue
      }
      let o = stackOptions(view)
      let children = laidOutArrangedSubviews(view).map {
        sizes[$0] ?? FittingSize(width: 0, height: 0)
      }
      let gaps = Double(max(0, children.count - 1)) * o.spacing
      if o.axis == .vertical {
        sizes[view] = FittingSize(
          width: children.map(\.width).max() ?? 0,
          height: max(0, children.map(\.height).reduce(0, +) + gaps))
      } else {
        sizes[view] = FittingSize(
          width: max(0, children.map(\.width).reduce(0, +) + gaps),
          height: children.map(\.height).max() ?? 0)
      }
    }
    return sizes[root] ?? FittingSize(width: 0, height: 0)
  }

  /// The frames a stack view gives its subviews within its bounds: the arranged views one
  /// after another along its axis, sized by its distribution and placed across by its
  /// alignment; a hidden arranged view gets no room; a subview that is not arranged sits at
  /// the stack view's origin at its natural size.
  func stackSubviewFrames(_ stack: ObjectID, bounds: Rect) -> [(ObjectID, Rect)] {
    let o = stackOptions(stack)
    let arranged = laidOutArrangedSubviews(stack)
    let vertical = o.axis == .vertical
    let mainLength = vertical ? bounds.height : bounds.width
    let crossLength = vertical ? bounds.width : bounds.height
    let count = arranged.count
    let offer = offeredWidth(o, width: bounds.width, count: count)
    let natural = arranged.map { fittingSize(of: $0, width: offer) }
    var lengths = natural.map { vertical ? $0.height : $0.width }
    let available = mainLength - Double(max(0, count - 1)) * o.spacing
    var spacing = o.spacing
    let extra = available - lengths.reduce(0, +)
    switch o.distribution {
    case .fillEqually:
      lengths = lengths.map { _ in max(0, available / Double(max(1, count))) }
    case .fillProportionally:
      let total = lengths.reduce(0, +)
      lengths = lengths.map {
        max(0, total > 0 ? $0 * available / total : available / Double(max(1, count)))
      }
    case .equalSpacing where extra > 0 && count > 1:
      spacing += extra / Double(count - 1)
    case .fill, .equalSpacing, .equalCentering:
      stretch(&lengths, by: extra, views: arranged)
    }
    var frames: [ObjectID: Rect] = [:]
    var position = 0.0
    for (index, view) in arranged.enumerated() {
      let naturalCross = vertical ? natural[index].width : natural[index].height
      let across = o.alignment == .fill ? crossLength : min(naturalCross, crossLength)
      let offset: Double
      switch o.alignment {
      case .center: offset = (crossLength - across) / 2
      case .trailing, .bottom: offset = crossLength - across
      default: offset = 0
      }
      frames[view] =
        vertical
        ? Rect(x: offset, y: position, width: across, height: lengths[index])
        : Rect(x: position, y: offset, width: lengths[index], height: across)
      position += lengths[index] + spacing
    }
    return records[stack.raw].subviews.map { sub in
      if let frame = frames[sub] { return (sub, frame) }
      if records[sub.raw].properties["isHidden"] == .bool(true) { return (sub, Rect.zero) }
      let size = fittingSize(of: sub, width: nil)
      return (sub, Rect(x: 0, y: 0, width: size.width, height: size.height))
    }
  }

  /// `.fill`: the room left over goes to the view that hugs its content least (the last of
  /// them when several hug alike, the sandbox's choice where UIKit calls the layout
  /// ambiguous); room missing is taken from the last views first.
  private func stretch(_ lengths: inout [Double], by extra: Double, views: [ObjectID]) {
    guard !lengths.isEmpty, extra != 0 else { return }
    if extra > 0 {
      let lowest = views.map(huggingPriority).min() ?? 250
      if let index = views.lastIndex(where: { huggingPriority(of: $0) == lowest }) {
        lengths[index] += extra
      }
      return
    }
    var missing = -extra
    for index in lengths.indices.reversed() where missing > 0 {
      let taken = min(lengths[index], missing)
      lengths[index] -= taken
      missing -= taken
    }
  }

  /// The content area of a scroll view (its bounds' width, and its content height or its own
  /// height when the content is smaller), in which its subviews are laid out.
  func scrollContentBounds(_ scroll: ObjectID, bounds: Rect) -> Rect {
    let size = self.size(of: records[scroll.raw].properties["contentSize"])
    return Rect(
      x: 0, y: 0, width: max(bounds.width, size?.width ?? 0),
      height: max(bounds.height, size?.height ?? 0))
  }

  /// How far a scroll view's content is scrolled (nil for other views).
  func scrollOffset(_ view: ObjectID) -> (x: Double, y: Double)? {
    guard records[view.raw].kind == .view(.scrollView) else { return nil }
    return point(of: records[view.raw].properties["contentOffset"]) ?? (0, 0)
  }
}
