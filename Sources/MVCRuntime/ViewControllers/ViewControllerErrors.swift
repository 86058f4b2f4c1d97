/// The errors the view-controller features raise, one named factory per UIKit rule.
///
/// Each carries a catalog key (`error.…` in Translations/*/viewcontrollers.strings) whose text
/// states the rule UIKit enforces, and display names as arguments. Nothing here is English.
enum ViewControllerErrors {
  static func ownChild(_ child: String) -> RuntimeError {
    RuntimeError("error.containment.ownChild", [child])
  }
  static func ancestorChild(_ child: String, _ parent: String) -> RuntimeError {
    RuntimeError("error.containment.ancestor", [child, parent])
  }
  static func presentedChild(_ child: String) -> RuntimeError {
    RuntimeError("error.containment.presentedChild", [child])
  }
  static func windowRootChild(_ child: String) -> RuntimeError {
    RuntimeError("error.containment.windowRootChild", [child])
  }
  static func childOfContainer(_ child: String, _ container: String) -> RuntimeError {
    RuntimeError("error.containment.childOfContainer", [child, container])
  }
  static func didMoveMismatch(_ child: String, _ given: String, _ actual: String) -> RuntimeError {
    RuntimeError("error.containment.didMoveMismatch", [child, given, actual])
  }
  static func hierarchyInconsistency(_ child: String, _ parent: String, _ owner: String)
    -> RuntimeError
  {
    RuntimeError("error.containment.hierarchyInconsistency", [child, parent, owner])
  }
  static func alreadyOnStack(_ vc: String, _ nav: String) -> RuntimeError {
    RuntimeError("error.navigation.alreadyOnStack", [vc, nav])
  }
  static func pushNavigationController(_ vc: String) -> RuntimeError {
    RuntimeError("error.navigation.pushNavigationController", [vc])
  }
  static func pushTabBarController(_ vc: String) -> RuntimeError {
    RuntimeError("error.navigation.pushTabBarController", [vc])
  }
  static func notOnStack(_ vc: String, _ nav: String) -> RuntimeError {
    RuntimeError("error.navigation.notOnStack", [vc, nav])
  }
  static func hasOtherParent(_ vc: String, _ parent: String) -> RuntimeError {
    RuntimeError("error.container.hasOtherParent", [vc, parent])
  }
  static func duplicate(_ vc: String) -> RuntimeError {
    RuntimeError("error.container.duplicate", [vc])
  }
  static func presentedInContainer(_ vc: String) -> RuntimeError {
    RuntimeError("error.container.presented", [vc])
  }
  static func windowRootInContainer(_ vc: String) -> RuntimeError {
    RuntimeError("error.container.windowRoot", [vc])
  }
  static func containerAncestor(_ vc: String, _ container: String) -> RuntimeError {
    RuntimeError("error.container.ancestor", [vc, container])
  }
  static func tabIndexOutOfRange(_ index: Int, _ tab: String, _ count: Int) -> RuntimeError {
    RuntimeError("error.tab.indexOutOfRange", [String(index), tab, String(count)])
  }
  static func notATab(_ vc: String, _ tab: String) -> RuntimeError {
    RuntimeError("error.tab.notATab", [vc, tab])
  }
  static func splitCount(_ count: Int) -> RuntimeError {
    RuntimeError("error.split.count", [String(count)])
  }
  static func presentSelf(_ vc: String) -> RuntimeError {
    RuntimeError("error.presentation.self", [vc])
  }
  static func alreadyPresenting(_ vc: String, _ presenter: String, _ current: String)
    -> RuntimeError
  {
    RuntimeError("error.presentation.alreadyPresenting", [vc, presenter, current])
  }
  static func presenterNotInWindow(_ vc: String, _ presenter: String) -> RuntimeError {
    RuntimeError("error.presentation.notInWindow", [vc, presenter])
  }
  static func alreadyPresented(_ vc: String, _ presenter: String) -> RuntimeError {
    RuntimeError("error.presentation.alreadyPresented", [vc, presenter])
  }
  static func presentChild(_ vc: String, _ parent: String) -> RuntimeError {
    RuntimeError("error.presentation.hasParent", [vc, parent])
  }
  static func presentWindowRoot(_ vc: String) -> RuntimeError {
    RuntimeError("error.presentation.windowRoot", [vc])
  }
  static func presentAncestor(_ vc: String, _ caller: String) -> RuntimeError {
    RuntimeError("error.presentation.ancestor", [vc, caller])
  }
  static func unknownStyle(_ name: String) -> RuntimeError {
    RuntimeError(
      "error.presentation.unknownStyle", [name],
      suggestion: NearestName.suggestion(
        for: name, among: ModalPresentationStyle.allCases.map(\.rawValue)))
  }
  static func completionNotSupported(_ selector: String) -> RuntimeError {
    RuntimeError("error.completionNotSupported", [selector])
  }
  static func rootHasParent(_ vc: String, _ parent: String) -> RuntimeError {
    RuntimeError("error.window.rootHasParent", [vc, parent])
  }
  static func rootIsPresented(_ vc: String) -> RuntimeError {
    RuntimeError("error.window.rootIsPresented", [vc])
  }
  static func replaceWhilePresenting(_ old: String, _ presented: String) -> RuntimeError {
    RuntimeError("error.window.replaceWhilePresenting", [old, presented])
  }
  static func unknownEdges(_ text: String) -> RuntimeError {
    RuntimeError("error.layout.unknownEdges", [text])
  }
  static func insetsFormat(_ text: String) -> RuntimeError {
    RuntimeError("error.layout.insetsFormat", [text])
  }
  static func tapOutsideScreen(_ x: Double, _ y: Double, _ device: Device) -> RuntimeError {
    RuntimeError(
      "error.tap.outsideScreen",
      [format(x), format(y), format(device.width), format(device.height)])
  }
  static func windowNotVisible() -> RuntimeError {
    RuntimeError("error.tap.windowNotVisible")
  }
  static func unknownDevice(_ name: String) -> RuntimeError {
    RuntimeError(
      "error.device.unknown", [name],
      suggestion: NearestName.suggestion(for: name, among: Device.presets.map(\.name)))
  }
  static func noBackButton(_ nav: String) -> RuntimeError {
    RuntimeError("error.navigation.noBackButton", [nav])
  }

  /// A number as the messages show it: `20`, `12.5`.
  static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
