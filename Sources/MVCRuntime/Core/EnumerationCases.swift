/// The cases of UIKit enumerations whose values a property only stores (the others, such as
/// `modalPresentationStyle`, are checked by the code that uses them, with their own message).
public enum EnumerationCases {
  public static let known: [String: [String]] = [
    "UIAlertController.Style": ["alert", "actionSheet"],
    "UIAlertAction.Style": ["default", "cancel", "destructive"],
  ]
}
