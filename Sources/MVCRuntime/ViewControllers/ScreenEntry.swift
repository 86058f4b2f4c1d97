/// A controller on screen and its presentation level (0 for the window's root hierarchy,
/// 1 for what it presents, and so on).
public struct ScreenEntry: Sendable, Equatable {
  public var controller: ObjectID
  public var level: Int

  public init(controller: ObjectID, level: Int) {
    self.controller = controller
    self.level = level
  }
}
