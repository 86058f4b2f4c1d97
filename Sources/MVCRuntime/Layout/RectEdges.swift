/// A set of rectangle edges (`UIRectEdge`), for `edgesForExtendedLayout`.
public struct RectEdges: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let top = RectEdges(rawValue: 1)
  public static let left = RectEdges(rawValue: 2)
  public static let bottom = RectEdges(rawValue: 4)
  public static let right = RectEdges(rawValue: 8)
  public static let all: RectEdges = [.top, .left, .bottom, .right]

  /// The cases by their Swift spelling.
  static let named: [(String, RectEdges)] = [
    ("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right), ("all", .all),
  ]

  /// Reads `.all`, `.top`, `[]`, `[.top, .bottom]`; nil when a case is unknown.
  public init?(value: Value) {
    switch value {
    case .enumCase(let name):
      guard let edges = Self.named.first(where: { $0.0 == name })?.1 else { return nil }
      self = edges
    case .array(let items):
      var edges: RectEdges = []
      for item in items {
        guard let one = RectEdges(value: item) else { return nil }
        edges.formUnion(one)
      }
      self = edges
    default:
      return nil
    }
  }

  /// The edges as a script value: `.all` or an array of cases.
  public var value: Value {
    if self == .all { return .enumCase("all") }
    return .array(
      Self.named.filter { $0.0 != "all" && contains($0.1) }.map { .enumCase($0.0) })
  }
}
