/// Where a view controller is in its appearance cycle, as `_printHierarchy` reports it.
public enum AppearanceState: String, Sendable, Equatable {
  /// Not on screen (never shown, or fully gone).
  case disappeared
  /// `viewWillAppear(_:)` has been sent, `viewDidAppear(_:)` not yet.
  case appearing
  /// On screen: `viewDidAppear(_:)` has been sent.
  case appeared
  /// `viewWillDisappear(_:)` has been sent, `viewDidDisappear(_:)` not yet.
  case disappearing
}
