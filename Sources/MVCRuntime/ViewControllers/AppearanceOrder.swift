/// The order in which a transition sends its appearance callbacks. UIKit's order differs by
/// transition (shared/reference/uikit-behaviour.md §1c–§1e), so each operation names its own.
enum AppearanceOrder {
  /// Navigation (push, pop, set stack, root replacement, custom containment):
  /// out.willDisappear, in.willAppear, in.viewIsAppearing + layout, out.didDisappear,
  /// in.didAppear.
  case navigation
  /// Tab switch: in.willAppear, out.willDisappear, in.viewIsAppearing + layout,
  /// out.didDisappear, in.didAppear.
  case tab
  /// Modal presentation and dismissal: out.willDisappear, in.willAppear, in.viewIsAppearing +
  /// layout, in.didAppear, out.didDisappear (the covered side finishes last).
  case modal
}
