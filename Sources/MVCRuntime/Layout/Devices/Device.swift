/// A simulated device: its screen in points, the status bar, the home indicator and the bar
/// heights it uses. The numbers come from shared/reference/uikit-behaviour.md §4.
public struct Device: Sendable, Equatable, Hashable {
  /// A short name for `:device NAME` (`classic`, `notch`, `island`, `ipad`).
  public var name: String
  /// The model this preset stands for (`iPhone 15`, `iPad`): a product name, the same in every
  /// language.
  public var model: String
  /// How the screen is held; the shell words it.
  public var orientation: Orientation
  public var width: Double
  public var height: Double
  /// The status bar's own height (`statusBarManager.statusBarFrame`): 54 on an iPhone 15.
  public var statusBarHeight: Double
  /// The window's top safe-area inset: the status bar, or the sensor housing where that is
  /// taller (59 on an iPhone 15, 5 pt more than its status bar).
  public var topSafeAreaInset: Double
  /// The bottom safe-area inset of the home indicator (0 with a home button).
  public var homeIndicatorHeight: Double
  /// The navigation bar's height (44 on phones, 50 on iPad since iOS 12).
  public var navigationBarHeight: Double
  /// The tab bar's height above the home indicator (49).
  public var tabBarHeight: Double

  /// How a device's screen is held.
  public enum Orientation: String, Sendable, Hashable, CaseIterable {
    case portrait
    case landscape
  }

  public init(
    name: String, model: String, orientation: Orientation = .portrait, width: Double,
    height: Double, statusBarHeight: Double, topSafeAreaInset: Double? = nil,
    homeIndicatorHeight: Double, navigationBarHeight: Double = 44, tabBarHeight: Double = 49
  ) {
    self.name = name
    self.model = model
    self.orientation = orientation
    self.width = width
    self.height = height
    self.statusBarHeight = statusBarHeight
    self.topSafeAreaInset = topSafeAreaInset ?? statusBarHeight
    self.homeIndicatorHeight = homeIndicatorHeight
    self.navigationBarHeight = navigationBarHeight
    self.tabBarHeight = tabBarHeight
  }

  /// How many items a tab bar shows before the fifth and later tabs go behind More: five on
  /// a compact-width screen (four and More), eight on an iPad (a choice: UIKit's iPad limit
  /// depends on the width and is not documented).
  public var tabBarItemLimit: Int { isCompactWidth ? 5 : 8 }

  /// Whether the width is compact (a phone in portrait): split views collapse, sheets and
  /// popovers adapt to page sheets.
  public var isCompactWidth: Bool { width < 600 }

  /// The screen as a rectangle at the origin.
  public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

  /// A phone with a home button: 375×667, 20 pt status bar (iPhone 6/7/8/SE 2nd gen).
  public static let classic = Device(
    name: "classic", model: "iPhone 8", width: 375, height: 667, statusBarHeight: 20,
    homeIndicatorHeight: 0)
  /// The first notched phone: 375×812, 44 pt status bar, 34 pt home indicator (iPhone X/XS).
  public static let notch = Device(
    name: "notch", model: "iPhone X", width: 375, height: 812, statusBarHeight: 44,
    homeIndicatorHeight: 34)
  /// A current phone with the Dynamic Island: 393×852, a 54 pt status bar under a 59 pt top
  /// safe-area inset, 34 pt home indicator (iPhone 15; shared/reference/uikit-behaviour-2.md,
  /// "Safe areas and bars").
  public static let island = Device(
    name: "island", model: "iPhone 15", width: 393, height: 852, statusBarHeight: 54,
    topSafeAreaInset: 59, homeIndicatorHeight: 34)
  /// A regular-width iPad in landscape: 1024×768, 20 pt status bar, 50 pt navigation bar.
  public static let ipad = Device(
    name: "ipad", model: "iPad", orientation: .landscape, width: 1024, height: 768,
    statusBarHeight: 20,
    homeIndicatorHeight: 0, navigationBarHeight: 50, tabBarHeight: 50)

  /// Every preset, in the order `:device` lists them.
  public static let presets: [Device] = [.classic, .notch, .island, .ipad]

  /// The device a new world starts with.
  public static let defaultDevice = Device.island

  /// The preset with a name (case-insensitive), or nil.
  public static func named(_ name: String) -> Device? {
    presets.first { $0.name.lowercased() == name.lowercased() }
  }
}
