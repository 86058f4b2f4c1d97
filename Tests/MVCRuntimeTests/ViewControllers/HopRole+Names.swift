import MVCRuntime

/// Short names for the hops the tests expect (`role: .controllerToController`).
extension HopRole {
  static let controllerToController = HopRole(from: .controller, to: .controller)
  static let controllerToModel = HopRole(from: .controller, to: .model)
  static let controllerToSystem = HopRole(from: .controller, to: .system)
  static let controllerToView = HopRole(from: .controller, to: .view)
  static let modelToController = HopRole(from: .model, to: .controller)
  static let outsideToController = HopRole(from: .outside, to: .controller)
  static let outsideToModel = HopRole(from: .outside, to: .model)
  static let outsideToSystem = HopRole(from: .outside, to: .system)
  static let outsideToView = HopRole(from: .outside, to: .view)
  static let systemToController = HopRole(from: .system, to: .controller)
  static let systemToSystem = HopRole(from: .system, to: .system)
  static let userToSystem = HopRole(from: .user, to: .system)
  static let userToView = HopRole(from: .user, to: .view)
  static let viewToController = HopRole(from: .view, to: .controller)
  static let viewToView = HopRole(from: .view, to: .view)
}
