/// Methods UIKit has that the sandbox does not simulate, by the family of class that has them.
/// Calling one gets a message saying exactly that (naming the method), not "has no method".
public enum UIKitUnsimulated {
  static let view: Set<String> = [
    "layoutIfNeeded()", "setNeedsLayout()", "setNeedsDisplay()", "sizeToFit()",
    "bringSubviewToFront(_:)", "sendSubviewToBack(_:)", "insertSubview(_:at:)",
    "insertSubview(_:aboveSubview:)", "insertSubview(_:belowSubview:)", "convert(_:to:)",
    "convert(_:from:)", "addGestureRecognizer(_:)", "removeGestureRecognizer(_:)",
    "addConstraint(_:)", "addConstraints(_:)", "setContentHuggingPriority(_:for:)",
    "setContentCompressionResistancePriority(_:for:)", "sizeThatFits(_:)",
    "snapshotView(afterScreenUpdates:)",
    "endEditing(_:)", "setTitleColor(_:for:)", "setImage(_:for:)", "setBackgroundImage(_:for:)",
  ]
  static let controller: Set<String> = [
    "performSegue(withIdentifier:sender:)", "prepare(for:sender:)",
    "shouldPerformSegue(withIdentifier:sender:)", "setEditing(_:animated:)",
    "viewWillTransition(to:with:)", "setNeedsStatusBarAppearanceUpdate()",
    "setToolbarItems(_:animated:)", "unwind(for:towards:)", "performSelector(_:)",
    "setNavigationBarHidden(_:animated:)", "setToolbarHidden(_:animated:)",
    "instantiateViewController(withIdentifier:)",
  ]
  static let model: Set<String> = [
    "setValue(_:forKey:)", "value(forKey:)", "willChangeValue(forKey:)",
    "didChangeValue(forKey:)", "perform(_:with:afterDelay:)", "copy()", "isEqual(_:)",
  ]

  /// Whether UIKit has the method for an object of this kind while the sandbox does not.
  public static func knows(_ selector: String, kind: ObjectKind) -> Bool {
    switch kind {
    case .view: return view.contains(selector) || model.contains(selector)
    case .controller: return controller.contains(selector) || model.contains(selector)
    default: return model.contains(selector)
    }
  }
}
