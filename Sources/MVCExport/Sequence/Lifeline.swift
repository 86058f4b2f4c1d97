import MVCRuntime

/// One participant's column in a sequence diagram.
struct Lifeline: Equatable {
  /// The participant the column stands for.
  var participant: Participant
  /// A diagram identifier made of `[A-Za-z0-9_]` only: `user`, `outside`, `o4`. It can never
  /// be a keyword such as `end`, whatever the learner named the object.
  var identifier: String
  /// The name to show (`ada`, `editor.view`, or the localized `User`).
  var name: String
  /// The class name, empty for the user and the outside.
  var className: String
  /// The MVC layer the participant belongs to.
  var role: MVCRole
  /// The layer's name in the export's language (`Model`, `模型`).
  var layerText: String

  /// The second line of a lifeline's heading: `Contact · Model`; empty for the user and the
  /// outside, whose name already says what they are.
  var subtitle: String {
    if role == .user || role == .outside { return "" }
    if className.isEmpty || className == layerText {
      return className.isEmpty ? layerText : className
    }
    return className + " · " + layerText
  }
}
