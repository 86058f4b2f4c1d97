/// What reading a property finds, without changing the world.
public enum PropertyRead: Equatable, Sendable {
  /// The property's current value.
  case value(Value)
  /// The property holds an object UIKit makes the first time it is read, and it has not been
  /// made yet: a statement that reads it makes it (and records the messages that go with it).
  case notYetMade(LazyObject)
}

/// An object UIKit makes on first use.
public enum LazyObject: String, Equatable, Sendable, CaseIterable {
  /// A view controller's root view: `loadView()` then `viewDidLoad()`.
  case rootView
  /// A view controller's tab bar item, titled with the controller's title.
  case tabBarItem
  /// A navigation controller's navigation bar.
  case navigationBar
  /// A tab bar controller's tab bar.
  case tabBar
  /// A table view controller's view: a table view, loaded with `loadView()` and
  /// `viewDidLoad()`.
  case tableView
  /// A table view cell's main label.
  case textLabel
  /// A table view cell's second label.
  case detailTextLabel
  /// A label's or text field's font when none was set: the system font of 17 points.
  case font
  /// An image view's image, for its `imageName`.
  case image
  /// A view controller's navigation item: what a navigation bar shows while it is on top.
  case navigationItem
  /// A view controller's presentation controller (`presentationController`).
  case presentationController
  /// The popover presentation controller of a controller whose style is `.popover`.
  case popoverPresentationController
  /// A tab bar controller's More navigation controller, with the list of the tabs behind More
  /// as its root.
  case moreNavigationController

  /// The class of the object that would be made.
  public var className: String {
    switch self {
    case .rootView, .navigationBar, .tabBar: return "View"
    case .tabBarItem: return "TabBarItem"
    case .tableView: return "TableView"
    case .textLabel, .detailTextLabel: return "Label"
    case .font: return "Font"
    case .image: return "Image"
    case .navigationItem: return "NavigationItem"
    case .presentationController: return "PresentationController"
    case .popoverPresentationController: return "PopoverPresentationController"
    case .moreNavigationController: return "NavigationController"
    }
  }
}
