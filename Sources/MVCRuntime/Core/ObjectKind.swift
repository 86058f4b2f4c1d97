/// The built-in family an object belongs to; user classes inherit the family of their superclass.
public enum ObjectKind: Equatable, Hashable, Sendable {
  case model
  case view(ViewKind)
  case controller(ControllerKind)
  case window
  case application
  case notificationCenter
  /// A bar item (`TabBarItem`): what a tab bar shows for one of its controllers.
  case barItem
  /// An object UIKit hands back to hold a closure: a `UIAction`, a notification observer
  /// token, a key-value observation, an alert action.
  case handler
  /// A presentation controller (`presentationController`, `popoverPresentationController`):
  /// the object UIKit puts between a presented controller and the screen, with the delegate
  /// asked about adaptation and interactive dismissal.
  case presentationController
  /// A value Swift copies (`IndexPath`), held by the world as an object so that learner code
  /// can read its properties; it takes no part in MVC.
  case value

  /// The MVC role objects of this family play.
  public var role: MVCRole {
    switch self {
    case .model: return .model
    case .view: return .view
    case .controller: return .controller
    case .window, .application, .notificationCenter, .barItem, .handler, .value,
      .presentationController:
      return .system
    }
  }

  /// The view kind, when the object is a view.
  public var viewKind: ViewKind? {
    if case .view(let k) = self { return k }
    return nil
  }

  /// The controller kind, when the object is a controller.
  public var controllerKind: ControllerKind? {
    if case .controller(let k) = self { return k }
    return nil
  }
}

/// The kinds of views the sandbox simulates.
public enum ViewKind: String, Sendable, CaseIterable {
  case view = "View"
  case label = "Label"
  case textField = "TextField"
  case button = "Button"
  case switchControl = "Switch"
  case listView = "ListView"
  case imageView = "ImageView"
  /// `TableView`: rows it asks its data source for.
  case tableView = "TableView"
  /// `TableViewCell`: one row of a table view.
  case tableViewCell = "TableViewCell"
  /// `StackView`: lays out its arranged subviews in a row or a column.
  case stackView = "StackView"
  /// `ScrollView`: shows part of a larger content area.
  case scrollView = "ScrollView"

  /// Whether the view is a control that sends actions to targets (`addTarget(_:action:for:)`).
  public var isControl: Bool {
    switch self {
    case .textField, .button, .switchControl: return true
    default: return false
    }
  }

  /// The property a binding keeps in step with a model key, if the view can be bound.
  public var boundProperty: String? {
    switch self {
    case .label, .textField: return "text"
    case .switchControl: return "isOn"
    case .listView: return "items"
    case .button: return "title"
    case .imageView: return "imageName"
    case .view, .tableView, .tableViewCell, .stackView, .scrollView: return nil
    }
  }

  /// The control event a user edit of this view sends, if the user can edit it.
  public var editEvent: String? {
    switch self {
    case .textField: return "editingChanged"
    case .switchControl: return "valueChanged"
    default: return nil
    }
  }
}

/// The kinds of controllers the sandbox simulates.
public enum ControllerKind: String, Sendable, CaseIterable {
  case controller = "Controller"
  case viewController = "ViewController"
  case navigationController = "NavigationController"
  case tabBarController = "TabBarController"
  case splitViewController = "SplitViewController"

  /// Whether the controller manages a view (every kind but the plain coordinating `Controller`).
  public var hasView: Bool { self != .controller }
}
