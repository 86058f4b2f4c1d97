/// Why one responder passes an event to the next, for `:responders` to explain each hop.
public enum ResponderHop: String, Sendable, Equatable {
  /// A view that is a view controller's root view → that controller.
  case rootViewToController
  /// A view → its superview.
  case viewToSuperview
  /// The window's root view controller → the window.
  case rootControllerToWindow
  /// A presented view controller → the controller that presented it.
  case presentedToPresenter
  /// A view controller → its view's superview.
  case controllerToSuperview
  /// A view controller whose view is in no hierarchy → its parent (sandbox choice).
  case controllerToParent
  /// The window → the application.
  case windowToApplication
  /// The application → its delegate.
  case applicationToDelegate
}
