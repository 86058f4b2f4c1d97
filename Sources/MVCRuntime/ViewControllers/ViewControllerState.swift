/// Everything the view-controller features store on one object: containment links,
/// presentation, appearance, layout settings, and (for a window) the window's own state.
///
/// It is one field of ``ObjectRecord`` so that it is journaled and rolled back with the rest of
/// the record. Children are a doubly linked list through the children themselves, so pushing
/// onto or popping a 10 000-deep navigation stack touches a constant number of records.
public struct ViewControllerState: Sendable, Equatable {
  // MARK: Containment

  /// The parent view controller (`parent`).
  public var parent: ObjectID?
  /// The first and last child, in `children` order (for a navigation controller: root, top).
  public var firstChild: ObjectID?
  public var lastChild: ObjectID?
  /// The neighbours of this controller in its parent's `children`.
  public var previousSibling: ObjectID?
  public var nextSibling: ObjectID?
  /// The number of children.
  public var childCount = 0
  /// Between `addChild(_:)` and `didMove(toParent:)`: the child's appearance may wait for it.
  public var isAwaitingDidMove = false

  // MARK: Presentation

  /// The controller this one presented (stored on the controller that actually presents).
  public var presented: ObjectID?
  /// How this controller was presented, while it is presented.
  public var presentation: PresentationRecord?
  /// `modalPresentationStyle`, as requested (resolved when presented).
  public var modalPresentationStyle = ModalPresentationStyle.automatic
  /// `definesPresentationContext`.
  /// Nil until set: then the default for the controller's class decides (true for a navigation
  /// controller, as UIKit changes it there; false otherwise). See
  /// ``World/definesPresentationContext(_:)``.
  public var definesPresentationContext: Bool?
  /// `modalTransitionStyle` (default `.coverVertical`).
  public var modalTransitionStyle = ModalTransitionStyle.coverVertical
  /// `isModalInPresentation`: true keeps a sheet on screen when the user swipes it down.
  public var isModalInPresentation = false
  /// Whether a controller that provides a presentation context also gives the transition
  /// style of what is presented in it (`providesPresentationContextTransitionStyle`).
  public var providesPresentationContextTransitionStyle = false

  // MARK: Appearance

  public var appearance = AppearanceState.disappeared
  /// `isMovingToParent`, `isMovingFromParent`, `isBeingPresented`, `isBeingDismissed`.
  public var isMovingToParent = false
  public var isMovingFromParent = false
  public var isBeingPresented = false
  public var isBeingDismissed = false
  /// The `animated` flag of the last `beginAppearanceTransition(_:animated:)`, which
  /// `endAppearanceTransition()` passes on.
  public var appearanceTransitionAnimated = false

  // MARK: Containers

  /// Tab bar controller: the selected index (nil when there are no tabs, ``World/notFound``
  /// while the More navigation controller is selected).
  public var selectedIndex: Int?
  /// Tab bar controller: its More navigation controller, made the first time it is needed
  /// (held strongly). On that navigation controller: the tab bar controller it belongs to.
  public var moreNavigation: ObjectID?
  public var moreOwner: ObjectID?
  /// On a More navigation controller: the tab chosen in its list, pushed on it. It stays
  /// pushed while another tab is selected, as in UIKit (the tab bar controller holds it).
  public var moreChosen: ObjectID?
  /// `hidesBottomBarWhenPushed`: the tab bar hides while this controller is pushed on a
  /// navigation stack inside a tab.
  public var hidesBottomBarWhenPushed = false
  /// Navigation, tab bar, split view controller or application: the delegate (weak).
  public var delegate: ObjectID?
  /// Navigation controller: whether it has appeared once (its delegate heard `willShow` and
  /// `didShow` for the controller on top then).
  public var hasAppeared = false
  /// Split view controller: `isCollapsed` — true once it collapsed to one column on a
  /// compact-width screen (its secondary discarded or pushed onto the primary), false again
  /// after it separated.
  public var isCollapsed = false
  /// Navigation controller: `isNavigationBarHidden`.
  public var isNavigationBarHidden = false
  /// Navigation and tab bar controllers: their bar view, created when first needed.
  public var bar: ObjectID?

  // MARK: Layout

  /// `edgesForExtendedLayout` (default `.all`).
  public var edgesForExtendedLayout = RectEdges.all
  /// `extendedLayoutIncludesOpaqueBars` (default false).
  public var extendedLayoutIncludesOpaqueBars = false
  /// `additionalSafeAreaInsets`.
  public var additionalSafeAreaInsets = EdgeInsets.zero
  /// For a bar view: which bar it is; `isTranslucent` lives here too.
  public var barRole: BarRole?
  public var isTranslucent = true

  // MARK: Window and application

  /// For the window: root view controller, visibility, first responder, device.
  public var window: WindowState?

  public init() {}
}
