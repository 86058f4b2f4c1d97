/// The cases of UIKit enumerations whose values a property only stores, checked with the
/// view properties' enumerations (`World.checkViewProperty`): an unknown case is refused with
/// the valid ones. Others, such as `modalPresentationStyle`, are checked by the code that uses
/// them.
public enum EnumerationCases {
  public static let known: [String: [String]] = [
    "UIAlertController.Style": ["alert", "actionSheet"],
    "UIAlertAction.Style": ["default", "cancel", "destructive"],
    "UIBarButtonItem.Style": ["plain", "done"],
    "UITableViewCell.AccessoryType": [
      "none", "disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton",
    ],
  ]
}
