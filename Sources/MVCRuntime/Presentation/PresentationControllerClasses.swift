/// The classes of the objects UIKit puts between a presented controller and the screen:
/// `UIPresentationController` (its delegate hears about adaptation and interactive dismissal),
/// `UIPopoverPresentationController` (where a popover points) and the `UITraitCollection` a
/// delegate is handed when UIKit asks how to adapt.
public enum PresentationControllerClasses {
  public static let all: [ClassInfo] = [
    ClassInfo(
      name: "PresentationController", superclass: nil, kind: .presentationController,
      properties: [
        // "weak var delegate: (any UIAdaptivePresentationControllerDelegate)?"
        PropertySchema(
          name: "delegate", type: .optional(.object("Controller")), defaultValue: .null,
          isWeak: true)
      ]),
    ClassInfo(
      name: "PopoverPresentationController", superclass: "PresentationController",
      kind: .presentationController,
      properties: [
        PropertySchema(name: "sourceView", type: .optional(.object("View")), defaultValue: .null),
        // nil stands for CGRectNull, the default since iOS 13.2: the source view's bounds.
        PropertySchema(name: "sourceRect", type: .optional(.array(.double)), defaultValue: .null),
        PropertySchema(
          name: "barButtonItem", type: .optional(.object("BarButtonItem")), defaultValue: .null),
        // A view or a bar button item (`UIPopoverPresentationControllerSourceItem`).
        PropertySchema(name: "sourceItem", type: .any, defaultValue: .null),
        // One direction or a list of them (an option set); `[]` for none.
        PropertySchema(
          name: "permittedArrowDirections", type: .any, defaultValue: .enumCase("any")),
      ]),
    ClassInfo(
      name: "TraitCollection", superclass: nil, kind: .value,
      properties: [
        PropertySchema(
          name: "horizontalSizeClass", type: .enumeration(sizeClassType),
          defaultValue: .enumCase("compact"), isReadOnly: true),
        PropertySchema(
          name: "verticalSizeClass", type: .enumeration(sizeClassType),
          defaultValue: .enumCase("regular"), isReadOnly: true),
      ]),
  ]

  /// `UIUserInterfaceSizeClass`.
  public static let sizeClassType = "UIUserInterfaceSizeClass"
  /// `UIPopoverArrowDirection`.
  public static let arrowDirectionType = "UIPopoverArrowDirection"
  /// The arrow directions a popover may be given.
  public static let arrowDirections = ["up", "down", "left", "right", "any", "unknown"]
  /// The type `sourceItem` takes.
  public static let sourceItemType = "UIPopoverPresentationControllerSourceItem"
}
