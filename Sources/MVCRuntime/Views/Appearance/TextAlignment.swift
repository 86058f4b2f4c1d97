/// `NSTextAlignment`: where a label or text field puts its text across its width.
public enum TextAlignment: String, Sendable, CaseIterable {
  /// The default: left for left-to-right text (the sandbox's only direction).
  case natural
  case left
  case center
  case right
  /// Both edges; a single line (and the last line) is drawn as `.natural`, as UIKit does.
  case justified

  /// The type's name in messages.
  public static let typeName = "NSTextAlignment"
}
