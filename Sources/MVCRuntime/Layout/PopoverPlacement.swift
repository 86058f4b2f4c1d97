/// Where a popover shows on screen: its frame in the window, the side its arrow is on, and the
/// point of the source the arrow points at.
public struct PopoverPlacement: Sendable, Equatable {
  /// The side of the popover the arrow comes out of, named as UIKit names the arrow's
  /// direction (`.up`: the arrow points up, the popover is below its source).
  public enum Arrow: String, Sendable, Equatable {
    case up, down, left, right
    /// `permittedArrowDirections = []`: the popover is centred on its source, with no arrow.
    case none
  }

  public var frame: Rect
  public var arrow: Arrow
  /// The arrow's tip (window coordinates): the middle of the source's edge it points at.
  public var tipX: Double
  public var tipY: Double

  public init(frame: Rect, arrow: Arrow, tipX: Double, tipY: Double) {
    self.frame = frame
    self.arrow = arrow
    self.tipX = tipX
    self.tipY = tipY
  }

  /// A popover's size when its content asks for none (`preferredContentSize` is not
  /// simulated): 320 × 320 points, within the screen's margins.
  static let width = 320.0
  static let height = 320.0
  /// The arrow's length and the margin kept from the screen's edges.
  static let arrowLength = 13.0
  static let margin = 10.0

  /// Places a popover beside `source` (window coordinates) on `screen`: below it when the
  /// arrow may point up and there is room, else above, else to the right, else to the left;
  /// with no room in any permitted direction, the first permitted one, kept on screen.
  static func place(beside source: Rect, on screen: Device, permitted: Set<String>)
    -> PopoverPlacement
  {
    let top = screen.statusBarHeight + margin
    let bottom = screen.height - screen.homeIndicatorHeight - margin
    let w = min(width, screen.width - 2 * margin)
    let h = min(height, bottom - top)
    func clampX(_ x: Double) -> Double { max(margin, min(x, screen.width - margin - w)) }
    func clampY(_ y: Double) -> Double { max(top, min(y, bottom - h)) }
    let midX = source.x + source.width / 2
    let midY = source.y + source.height / 2
    let below = source.y + source.height + arrowLength
    let above = source.y - arrowLength - h
    let right = source.x + source.width + arrowLength
    let left = source.x - arrowLength - w
    let fits: [(Arrow, Bool)] = [
      (.up, below + h <= bottom), (.down, above >= top),
      (.left, right + w <= screen.width - margin), (.right, left >= margin),
    ]
    let allowed = fits.filter { permitted.contains($0.0.rawValue) }
    guard let arrow = (allowed.first { $0.1 } ?? allowed.first)?.0 else {
      return PopoverPlacement(
        frame: Rect(x: clampX(midX - w / 2), y: clampY(midY - h / 2), width: w, height: h),
        arrow: .none, tipX: midX, tipY: midY)
    }
    let frame: Rect
    let tip: (Double, Double)
    switch arrow {
    case .up:
      frame = Rect(x: clampX(midX - w / 2), y: clampY(below), width: w, height: h)
      tip = (midX, source.y + source.height)
    case .down:
      frame = Rect(x: clampX(midX - w / 2), y: clampY(above), width: w, height: h)
      tip = (midX, source.y)
    case .left:
      frame = Rect(x: clampX(right), y: clampY(midY - h / 2), width: w, height: h)
      tip = (source.x + source.width, midY)
    case .right, .none:
      frame = Rect(x: clampX(left), y: clampY(midY - h / 2), width: w, height: h)
      tip = (source.x, midY)
    }
    return PopoverPlacement(frame: frame, arrow: arrow, tipX: tip.0, tipY: tip.1)
  }
}

extension World {
  /// The placement of a presented controller's view when it shows as a real popover, from the
  /// frames laid out so far (its source is laid out before it: it lies beneath).
  func popoverPlacement(ofRootView view: ObjectID, windowFrames: [ObjectID: Rect])
    -> PopoverPlacement?
  {
    guard let owner = records[view.raw].owningController,
      records[owner.raw].vc.presentation?.style == .popover,
      let source = popoverSourceRect(of: owner, windowFrames: windowFrames)
    else { return nil }
    return PopoverPlacement.place(
      beside: source, on: device, permitted: permittedArrowDirections(of: owner))
  }

  /// The rectangle a popover points at, in window coordinates: the source view's frame (or
  /// `sourceRect` in it), or the end of the navigation bar that shows its bar button item.
  func popoverSourceRect(of vc: ObjectID, windowFrames: [ObjectID: Rect]) -> Rect? {
    switch popoverAnchor(of: vc) {
    case .view(let view, let rect)?:
      guard let frame = windowFrames[view] else { return nil }
      guard let rect else { return frame }
      return Rect(x: frame.x + rect.x, y: frame.y + rect.y, width: rect.width, height: rect.height)
    case .barButtonItem(let item)?:
      guard let top = controllerShowing(item), let nav = records[top.raw].vc.parent,
        let bar = records[nav.raw].vc.bar, let frame = windowFrames[bar]
      else { return nil }
      let onLeft = barButtonItems(of: top).left.contains(item)
      let x = onLeft ? frame.x + 8 : frame.x + frame.width - 52
      return Rect(x: x, y: frame.y, width: 44, height: frame.height)
    case nil:
      return nil
    }
  }
}
