/// A bar view a container draws: which bar, and for which container.
public enum BarRole: Sendable, Equatable {
  /// The navigation bar of a navigation controller.
  case navigationBar(ObjectID)
  /// The tab bar of a tab bar controller.
  case tabBar(ObjectID)

  /// The container that owns the bar.
  public var container: ObjectID {
    switch self {
    case .navigationBar(let id), .tabBar(let id): return id
    }
  }
}
