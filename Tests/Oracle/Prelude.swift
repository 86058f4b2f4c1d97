// The sandbox's prelude as the Swift oracle sees it: what a learner may write in mvcsh that is
// not UIKit, declared so that `swiftc -typecheck` can read the rest of the code. It is compiled
// as a module named `Prelude` on top of UIKit.swift, and every file the oracle checks imports it
// implicitly, as the sandbox gives these names without an import (Tests/Oracle/README.md).
//
// Everything here is the sandbox's own, and says so: a lesson that uses it compiles in the
// oracle but not in Xcode, where the learner writes the UIKit spelling given with each one.
// Only additions are modelled — names UIKit does not have (`ListView`, `bind(_:to:key:)`,
// `tap(_:)`) and the short spellings of UIKit's names (`Label` for `UILabel`). A sandbox
// spelling of a name UIKit *does* have (a notification named by a string, `post(name:)` without
// an object, `addObserver(_:forKeyPath:)` without options and context, a cell class registered
// by its name as a string, `label.text` read as a `String`) is deliberately not modelled: the
// oracle refuses it, as Xcode would.
//
// Declared in a module of its own (not in the file checked), so that a learner's class may
// reuse a short name — `class ViewController: UIViewController`, the Xcode template's first
// line — and shadow it, as the sandbox lets it.

@_exported import UIKit

// MARK: - Short names (Sources/MVCRuntime/Core/UIKitNames.swift)
//
// The sandbox's classes and protocols have a short spelling and UIKit's; both are the same
// class (`:help uikit-names`). In Xcode, write the UIKit spelling.

public typealias Model = NSObject
public typealias View = UIView
public typealias Label = UILabel
public typealias TextField = UITextField
public typealias Button = UIButton
public typealias Switch = UISwitch
public typealias ImageView = UIImageView
public typealias Controller = UIResponder
public typealias ViewController = UIViewController
public typealias NavigationController = UINavigationController
public typealias TabBarController = UITabBarController
public typealias SplitViewController = UISplitViewController
public typealias TabBarItem = UITabBarItem
public typealias NavigationItem = UINavigationItem
public typealias BarButtonItem = UIBarButtonItem
public typealias Window = UIWindow
public typealias Application = UIApplication
public typealias NSNotificationCenter = NotificationCenter
public typealias TableView = UITableView
public typealias TableViewCell = UITableViewCell
public typealias TableViewController = UITableViewController
public typealias Action = UIAction
public typealias AlertAction = UIAlertAction
public typealias AlertController = UIAlertController
public typealias PresentationController = UIPresentationController
public typealias PopoverPresentationController = UIPopoverPresentationController
public typealias TraitCollection = UITraitCollection
public typealias KeyValueObservation = NSKeyValueObservation
public typealias StackView = UIStackView
public typealias ScrollView = UIScrollView
public typealias Font = UIFont
public typealias Color = UIColor
public typealias Image = UIImage
public typealias Size = CGSize
public typealias Point = CGPoint
/// What `addObserver(forName:object:queue:using:)` returns (in UIKit: `any NSObjectProtocol`).
public typealias ObserverToken = any NSObjectProtocol

public typealias TextFieldDelegate = UITextFieldDelegate
public typealias NavigationControllerDelegate = UINavigationControllerDelegate
public typealias TabBarControllerDelegate = UITabBarControllerDelegate
public typealias SplitViewControllerDelegate = UISplitViewControllerDelegate
public typealias TableViewDataSource = UITableViewDataSource
public typealias TableViewDelegate = UITableViewDelegate
public typealias AdaptivePresentationControllerDelegate = UIAdaptivePresentationControllerDelegate
public typealias PopoverPresentationControllerDelegate = UIPopoverPresentationControllerDelegate

// MARK: - Objects the sandbox provides

/// The window every session starts with (in an app: the scene delegate's `window`).
public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))

/// The application (in an app: `UIApplication.shared`).
public let application = UIApplication.shared

// MARK: - The list view: the sandbox's list before data sources

/// A simple list of strings whose delegate hears which row the user selected. UIKit has no such
/// class: in Xcode, a `UITableView` with a data source.
open class ListView: UIView {
  /// The rows.
  open var items: [String] = []
  /// The selected row, if any.
  open var selectedRow: Int?
  /// Told when the user selects a row; held weakly, as UIKit's delegates are.
  weak open var delegate: ListViewDelegate?

  /// `ListView(items:)`.
  public convenience init(items: [String]) {
    self.init(frame: .zero)
    self.items = items
  }
}

/// What a `ListView` tells its delegate.
public protocol ListViewDelegate: AnyObject {
  func listView(_ list: ListView, didSelectRowAt row: Int)
}

// MARK: - Made with a label per property
//
// The sandbox makes a built-in object with a label for any of its class's plain properties
// (`Label(text: "Hi")`, `ViewController(title: "Edit")`, docs/language.md, "The built-in
// classes"). UIKit has none of these initializers: in Xcode, make the object and set the
// property. The oracle declares the ones lessons, `:help` and the docs use, each with its
// labels in one order (Swift's rule), and a learner's subclass inherits them as Swift's
// initializer inheritance allows.

extension UIView {
  /// `View(isHidden:)`.
  public convenience init(isHidden: Bool) {
    self.init(frame: .zero)
    self.isHidden = isHidden
  }
}

extension UILabel {
  /// `Label(text:)`.
  public convenience init(text: String?) {
    self.init(frame: .zero)
    self.text = text
  }
}

extension UITextField {
  /// `TextField(placeholder:)`.
  public convenience init(placeholder: String?) {
    self.init(frame: .zero)
    self.placeholder = placeholder
  }

  /// `TextField(text:)`.
  public convenience init(text: String?) {
    self.init(frame: .zero)
    self.text = text
  }
}

extension UIButton {
  /// `Button(title:)`: in UIKit, `setTitle(_:for: .normal)`.
  public convenience init(title: String) {
    self.init(frame: .zero)
    setTitle(title, for: .normal)
  }

  /// The sandbox's `title` of a button: in UIKit, `title(for: .normal)` / `currentTitle` to
  /// read and `setTitle(_:for: .normal)` to set.
  public var title: String {
    get { title(for: .normal) ?? "" }
    set { setTitle(newValue, for: .normal) }
  }
}

extension UISwitch {
  /// `Switch(isOn:)`.
  public convenience init(isOn: Bool) {
    self.init(frame: .zero)
    self.isOn = isOn
  }
}

extension UIImageView {
  /// `ImageView(imageName:)`: in UIKit, `UIImageView(image: UIImage(named:))`.
  public convenience init(imageName: String) { self.init(image: UIImage(named: imageName)) }

  /// The sandbox's name of the image shown: in UIKit, `image = UIImage(named:)`.
  public var imageName: String {
    get { "" }
    set { image = UIImage(named: newValue) }
  }
}

extension UIViewController {
  /// `ViewController(title:)`.
  public convenience init(title: String?) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
  }
}

extension UITabBarItem {
  /// `TabBarItem(title:)`: in UIKit, `UITabBarItem(title:image:tag:)`.
  public convenience init(title: String?) { self.init(title: title, image: nil, tag: 0) }

  /// The sandbox's name of the item's image: in UIKit, `image = UIImage(named:)`.
  public var imageName: String {
    get { "" }
    set { image = UIImage(named: newValue) }
  }
}

// MARK: - Bindings

extension UIResponder {
  /// Keeps a view and a model's key in step, both ways (`:help bind`). UIKit has no bindings:
  /// in Xcode, a target-action or delegate for the view's edits and key-value observing (or a
  /// notification) for the model's changes.
  public func bind(_ view: UIView, to model: NSObject, key: String) {}
}

// MARK: - Acting as the user (docs/language.md, "Acting as the user")
//
// The functions that play the user on the simulated screen (Sources/MVCRuntime/Dispatch:
// `BuiltinMethods.functionSelectors`). An app has no such calls: the user does these things.

/// Taps a button, a switch or a text field.
public func tap(_ view: UIView) {}
/// Taps an action of an alert on screen.
public func tap(_ action: UIAlertAction) {}
/// Taps a bar button item.
public func tap(_ item: UIBarButtonItem) {}
/// Taps the screen at a point.
public func tap(at x: CGFloat, _ y: CGFloat) {}
/// Taps a tab of a tab bar controller.
public func tap(_ tabs: UITabBarController, tab: Int) {}
/// Taps a navigation bar's back button.
public func tapBackButton(_ navigationController: UINavigationController) {}
/// Replaces a text field's text by typing.
public func type(_ field: UITextField, _ text: String) {}
/// The user presses Return on the keyboard of a text field.
public func returnKey(_ field: UITextField) {}
/// Flips a switch.
public func toggle(_ control: UISwitch) {}
/// Selects a row of a list.
public func select(_ list: ListView, row: Int) {}
/// Selects a row of a table view's first section.
public func select(_ table: UITableView, row: Int) {}
/// Selects a row of a table view.
public func select(_ table: UITableView, row: Int, section: Int) {}
/// Chooses a row of a tab bar controller's More list (`tabs.moreNavigationController`).
public func select(_ more: UINavigationController, row: Int) {}
/// Swipes down the sheet a controller is presented in.
public func swipeDown(_ viewController: UIViewController) {}
