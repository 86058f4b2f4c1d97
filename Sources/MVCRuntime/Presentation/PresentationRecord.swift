/// How a presented view controller was presented: by whom, in which resolved style, at whose
/// request, and which views its presentation took off the screen (put back on dismissal).
public struct PresentationRecord: Sendable, Equatable {
  /// `presentingViewController`: the controller that actually presents (after UIKit's
  /// rerouting to the level root or to the controller defining the presentation context).
  public var presenter: ObjectID
  /// The controller whose `present(_:animated:completion:)` was called.
  public var requestedBy: ObjectID
  /// The style in effect (`.automatic` already resolved, a popover adapted).
  public var style: ModalPresentationStyle
  /// The style the presented controller asked for (`modalPresentationStyle`, concrete).
  public var requestedStyle: ModalPresentationStyle
  /// Why ``style`` differs from ``requestedStyle`` (or is kept where UIKit would adapt it).
  public var adaptation: PresentationAdaptation?
  /// `modalTransitionStyle` at the time of the presentation.
  public var transitionStyle: ModalTransitionStyle
  /// Views removed from their superview when the presentation completed, with the superview
  /// and position to put them back.
  public var removedViews: [RemovedView]

  public init(
    presenter: ObjectID, requestedBy: ObjectID, style: ModalPresentationStyle,
    requestedStyle: ModalPresentationStyle? = nil, adaptation: PresentationAdaptation? = nil,
    transitionStyle: ModalTransitionStyle = .coverVertical, removedViews: [RemovedView] = []
  ) {
    self.presenter = presenter
    self.requestedBy = requestedBy
    self.style = style
    self.requestedStyle = requestedStyle ?? style
    self.adaptation = adaptation
    self.transitionStyle = transitionStyle
    self.removedViews = removedViews
  }
}

/// A view taken out of its superview by a presentation, and where it was.
public struct RemovedView: Sendable, Equatable {
  public var view: ObjectID
  public var superview: ObjectID
  public var index: Int

  public init(view: ObjectID, superview: ObjectID, index: Int) {
    self.view = view
    self.superview = superview
    self.index = index
  }
}
