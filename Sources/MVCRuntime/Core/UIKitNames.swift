/// UIKit's own spellings of the sandbox's classes and protocols: `UILabel` is `Label`,
/// `UIViewController` is `ViewController`, `NSObject` is `Model` (an NSObject subclass that is
/// neither a view nor a controller plays the model role). A learner may write either; the
/// object remembers the spelling it was made with, to show it back.
public enum UIKitNames {
  /// UIKit's class names, by the sandbox class each one is.
  public static let classes: [String: String] = [
    "NSObject": "Model",
    "UIView": "View",
    "UILabel": "Label",
    "UITextField": "TextField",
    "UIButton": "Button",
    "UISwitch": "Switch",
    "UIImageView": "ImageView",
    "UIResponder": "Controller",
    "UIViewController": "ViewController",
    "UINavigationController": "NavigationController",
    "UITabBarController": "TabBarController",
    "UISplitViewController": "SplitViewController",
    "UITabBarItem": "TabBarItem",
    "UINavigationItem": "NavigationItem",
    "UIBarButtonItem": "BarButtonItem",
    "UIWindow": "Window",
    "UIApplication": "Application",
    "NSNotificationCenter": "NotificationCenter",
    "UITableView": "TableView",
    "UITableViewCell": "TableViewCell",
    "UITableViewController": "TableViewController",
    "UIAction": "Action",
    "UIAlertAction": "AlertAction",
    "UIAlertController": "AlertController",
    "UIPresentationController": "PresentationController",
    "UIPopoverPresentationController": "PopoverPresentationController",
    "UITraitCollection": "TraitCollection",
    "NSKeyValueObservation": "KeyValueObservation",
    "UIStackView": "StackView",
    "UIScrollView": "ScrollView",
    "UIFont": "Font",
    "UIColor": "Color",
    "UIImage": "Image",
    "CGSize": "Size",
    "CGPoint": "Point",
  ]

  /// UIKit's protocol names, by the sandbox protocol each one is.
  public static let protocols: [String: String] = [
    "UITextFieldDelegate": "TextFieldDelegate",
    "UINavigationControllerDelegate": "NavigationControllerDelegate",
    "UITabBarControllerDelegate": "TabBarControllerDelegate",
    "UIAdaptivePresentationControllerDelegate": "AdaptivePresentationControllerDelegate",
    "UIPopoverPresentationControllerDelegate": "PopoverPresentationControllerDelegate",
  ]

  /// The sandbox's name for a class written either way (the name itself when UIKit has no other).
  public static func canonicalClass(_ name: String) -> String { classes[name] ?? name }

  /// The sandbox's name for a protocol written either way.
  public static func canonicalProtocol(_ name: String) -> String { protocols[name] ?? name }

  /// UIKit's spelling of a sandbox class, if it has one (for `:help`).
  public static func uikitSpelling(of name: String) -> String? {
    classes.first { $0.value == name && $0.key.hasPrefix("UI") }?.key
  }
}
