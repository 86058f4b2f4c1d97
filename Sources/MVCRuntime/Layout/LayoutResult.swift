/// The computed layout of everything in the window: each view's frame (in its superview's
/// coordinates and in the window's), its safe-area insets, and the views in drawing order.
public struct LayoutResult: Sendable {
  /// Frames in the superview's coordinate space, as `view.frame` reports them.
  public var frames: [ObjectID: Rect] = [:]
  /// Frames in the window's coordinate space, for drawing and hit-testing.
  public var windowFrames: [ObjectID: Rect] = [:]
  /// `safeAreaInsets` of each view in the window.
  public var safeInsets: [ObjectID: EdgeInsets] = [:]
  /// The window and every view in it, back to front, with its depth (the window is 0).
  public var drawingOrder: [(id: ObjectID, depth: Int)] = []
  /// Where each real popover shows, by its presented controller's root view.
  public var popovers: [ObjectID: PopoverPlacement] = [:]

  public init() {}

  /// The safe-area insets of a view (zero when it is not in the window, as UIKit reports).
  public func safeAreaInsets(of id: ObjectID) -> EdgeInsets { safeInsets[id] ?? .zero }
}
