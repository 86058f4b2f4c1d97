/// The classes every world starts with, and the properties each declares.
public enum BuiltinClasses {
  /// Every built-in class, superclasses before subclasses.
  public static let all: [ClassInfo] = core + TableViewClasses.all + ViewClasses.all

  private static let core: [ClassInfo] = [
    ClassInfo(name: "Model", superclass: nil, kind: .model),
    ClassInfo(
      name: "View", superclass: nil, kind: .view(.view),
      properties: [
        PropertySchema(name: "isHidden", type: .bool, defaultValue: .bool(false)),
        PropertySchema(name: "alpha", type: .double, defaultValue: .double(1)),
        PropertySchema(name: "isUserInteractionEnabled", type: .bool, defaultValue: .bool(true)),
        PropertySchema(name: "tag", type: .int, defaultValue: .int(0)),
        PropertySchema(
          name: "backgroundColor", type: .optional(.enumeration(NamedColor.typeName)),
          defaultValue: .null),
        PropertySchema(
          name: "tintColor", type: .optional(.enumeration(NamedColor.typeName)),
          defaultValue: .null),
        // Programmatic layout's first line: accepted and kept; the sandbox lays views out
        // itself either way (docs/language.md, "Layout").
        PropertySchema(
          name: "translatesAutoresizingMaskIntoConstraints", type: .bool, defaultValue: .bool(true)),
      ]),
    ClassInfo(
      name: "Label", superclass: "View", kind: .view(.label),
      properties: [
        PropertySchema(name: "text", type: .string, defaultValue: .string("")),
        textAlignment, font, textColor,
        PropertySchema(name: "numberOfLines", type: .int, defaultValue: .int(1)),
        PropertySchema(name: "isEnabled", type: .bool, defaultValue: .bool(true)),
        // UILabel: "the default value of this property is false" (isUserInteractionEnabled).
        notInteractive,
      ]),
    ClassInfo(
      name: "TextField", superclass: "View", kind: .view(.textField),
      properties: [
        PropertySchema(name: "text", type: .string, defaultValue: .string("")),
        PropertySchema(name: "placeholder", type: .string, defaultValue: .string("")),
        PropertySchema(name: "isEnabled", type: .bool, defaultValue: .bool(true)),
        textAlignment, font, textColor,
        PropertySchema(
          name: "delegate", type: .optional(.object("Controller")), defaultValue: .null,
          isWeak: true),
      ]),
    ClassInfo(
      name: "Button", superclass: "View", kind: .view(.button),
      properties: [
        PropertySchema(name: "title", type: .string, defaultValue: .string("")),
        PropertySchema(name: "isEnabled", type: .bool, defaultValue: .bool(true)),
      ]),
    ClassInfo(
      name: "Switch", superclass: "View", kind: .view(.switchControl),
      properties: [
        PropertySchema(name: "isOn", type: .bool, defaultValue: .bool(false)),
        PropertySchema(name: "isEnabled", type: .bool, defaultValue: .bool(true)),
      ]),
    ClassInfo(
      name: "ListView", superclass: "View", kind: .view(.listView),
      properties: [
        PropertySchema(name: "items", type: .array(.string), defaultValue: .array([])),
        PropertySchema(name: "selectedRow", type: .optional(.int), defaultValue: .null),
        PropertySchema(
          name: "delegate", type: .optional(.object("Controller")), defaultValue: .null,
          isWeak: true),
      ]),
    ClassInfo(
      name: "ImageView", superclass: "View", kind: .view(.imageView),
      properties: [
        PropertySchema(name: "imageName", type: .string, defaultValue: .string("")),
        // UIImageView, like UILabel, ignores touches unless told otherwise.
        notInteractive,
      ]),
    ClassInfo(name: "Controller", superclass: nil, kind: .controller(.controller)),
    ClassInfo(
      name: "ViewController", superclass: "Controller", kind: .controller(.viewController),
      properties: [
        PropertySchema(name: "title", type: .string, defaultValue: .string("")),
        PropertySchema(
          name: "tabBarItem", type: .optional(.object("TabBarItem")), defaultValue: .null),
        PropertySchema(
          name: "navigationItem", type: .optional(.object("NavigationItem")),
          defaultValue: .null, isReadOnly: true),
        PropertySchema(
          name: "presentationController", type: .optional(.object("PresentationController")),
          defaultValue: .null, isReadOnly: true),
      ]),
    ClassInfo(
      name: "TabBarItem", superclass: nil, kind: .barItem,
      properties: [
        PropertySchema(name: "title", type: .string, defaultValue: .string("")),
        PropertySchema(name: "badgeValue", type: .optional(.string), defaultValue: .null),
        PropertySchema(name: "imageName", type: .string, defaultValue: .string("")),
        // `UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 0)`.
        PropertySchema(name: "image", type: .optional(.object("Image")), defaultValue: .null),
        PropertySchema(name: "tag", type: .int, defaultValue: .int(0)),
      ]),
    ClassInfo(
      name: "NavigationController", superclass: "ViewController",
      kind: .controller(.navigationController)),
    ClassInfo(
      name: "TabBarController", superclass: "ViewController", kind: .controller(.tabBarController)),
    ClassInfo(
      name: "SplitViewController", superclass: "ViewController",
      kind: .controller(.splitViewController)),
    ClassInfo(name: "Window", superclass: nil, kind: .window),
    ClassInfo(name: "Application", superclass: nil, kind: .application),
    ClassInfo(name: "NotificationCenter", superclass: nil, kind: .notificationCenter),
  ]

  /// `textAlignment` of labels and text fields.
  /// `isUserInteractionEnabled` as a label and an image view have it: false, so a tap passes
  /// through them to the view behind.
  private static let notInteractive = PropertySchema(
    name: "isUserInteractionEnabled", type: .bool, defaultValue: .bool(false))

  private static let textAlignment = PropertySchema(
    name: "textAlignment", type: .enumeration(TextAlignment.typeName),
    defaultValue: .enumCase(TextAlignment.natural.rawValue))

  /// `textColor` of labels and text fields: nil stands for the default (`.label`).
  private static let textColor = PropertySchema(
    name: "textColor", type: .optional(.enumeration(NamedColor.typeName)), defaultValue: .null)

  /// `font` of labels and text fields: nil stands for the default (the system font of 17
  /// points), which reading the property makes, as UIKit gives a font back for nil.
  private static let font = PropertySchema(
    name: "font", type: .optional(.object("Font")), defaultValue: .null)

  /// Classes the learner may subclass or instantiate.
  public static let instantiable: Set<String> = ViewClasses.instantiable.union([
    "Model", "View", "Label", "TextField", "Button", "Switch", "ListView", "ImageView",
    "Controller", "ViewController", "NavigationController", "TabBarController",
    "SplitViewController", "TabBarItem", "TableView", "TableViewCell", "TableViewController",
    "IndexPath",
  ])
}
