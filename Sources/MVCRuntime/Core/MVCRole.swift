/// The role an object plays in Model-View-Controller.
public enum MVCRole: String, Sendable, CaseIterable, Codable {
  case model
  case view
  case controller
  /// Window, application, notification center: the frame the pattern runs in.
  case system
  /// The person using the app (`tap`, `type`, `toggle`, `select`).
  case user
  /// The world outside the app: setup code and the network (`ada.name = "Linus"`).
  case outside
}
