/// Insets in points from each edge of a rectangle (`UIEdgeInsets`).
public struct EdgeInsets: Sendable, Equatable, Hashable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// The insets as a script value: `[top, left, bottom, right]`.
  public var value: Value {
    .array([.double(top), .double(left), .double(bottom), .double(right)])
  }

  /// Reads `[top, left, bottom, right]` (numbers), or nil.
  public init?(value: Value) {
    guard case .array(let items) = value, items.count == 4 else { return nil }
    let numbers = items.compactMap(\.doubleValue)
    guard numbers.count == 4 else { return nil }
    self.init(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
  }
}
