/// `NSLayoutConstraint.Axis`: a stack view's direction.
public enum StackAxis: String, Sendable, CaseIterable {
  case horizontal
  case vertical

  /// The type's name in messages.
  public static let typeName = "NSLayoutConstraint.Axis"
}

/// `UIStackView.Distribution`: how a stack view shares its length among its arranged views.
public enum StackDistribution: String, Sendable, CaseIterable {
  /// Each view its natural length; the room left over (or missing) goes to one view.
  case fill
  /// Every view the same length.
  case fillEqually
  /// Lengths in proportion to the views' natural lengths.
  case fillProportionally
  /// Natural lengths, the room left over shared out as equal gaps (at least `spacing`).
  case equalSpacing
  /// Equal distances between the views' centres: UIKit's, not simulated (refused by name).
  case equalCentering

  /// The type's name in messages.
  public static let typeName = "UIStackView.Distribution"

  /// Whether the sandbox lays views out this way (the others are refused with the rule).
  public var isSimulated: Bool { self != .equalCentering }
}

/// `UIStackView.Alignment`: where a stack view puts its arranged views across its axis.
/// `.top` is `.leading` and `.bottom` is `.trailing`, as in UIKit.
public enum StackAlignment: String, Sendable, CaseIterable {
  case fill, leading, top, center, trailing, bottom
  /// Baseline alignments: UIKit's, not simulated (refused by name).
  case firstBaseline, lastBaseline

  /// The type's name in messages.
  public static let typeName = "UIStackView.Alignment"

  /// Whether the sandbox lays views out this way.
  public var isSimulated: Bool { self != .firstBaseline && self != .lastBaseline }
}
