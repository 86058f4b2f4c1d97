/// What the window keeps: its root view controller, whether it is key and visible, the first
/// responder, the device it stands for, and the controllers currently on screen.
public struct WindowState: Sendable, Equatable {
  /// `rootViewController`.
  public var rootViewController: ObjectID?
  /// Set by `makeKeyAndVisible()`.
  public var isKeyAndVisible = false
  /// The view that is first responder, if any.
  public var firstResponder: ObjectID?
  /// The simulated device (screen size, status bar, home indicator).
  public var device = Device.defaultDevice
  /// The controllers on screen after the last transition, outermost first (pre-order).
  public var onScreen: [ScreenEntry] = []
  /// Controllers whose appearance waits for `didMove(toParent:)` (custom containment).
  public var pendingAppearance: [ObjectID] = []
  /// How many view-controller operations are under way; while one is, views its callbacks add
  /// (a `viewDidLoad` building its view) trigger no appearance transition of their own.
  public var transitionDepth = 0

  public init() {}
}
