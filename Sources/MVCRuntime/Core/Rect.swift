/// A rectangle in points, as a view's frame or bounds.
public struct Rect: Equatable, Hashable, Sendable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// Whether a point in the same coordinate space lies inside the rectangle.
  public func contains(x px: Double, y py: Double) -> Bool {
    px >= x && py >= y && px < x + width && py < y + height
  }
}
