/// The classes of the objects that hold a learner's closure for UIKit: `UIAction` (a control's
/// action as a closure), the token `addObserver(forName:object:queue:using:)` returns, the
/// observation `observe(_:options:changeHandler:)` returns, a notification handed to a block,
/// the change handed to a key-value observer, and an alert's actions.
public enum HandlerClasses {
  public static let all: [ClassInfo] = [
    alertController,
    ClassInfo(
      name: "Action", superclass: nil, kind: .handler,
      properties: [
        PropertySchema(name: "title", type: .string, defaultValue: .string("")),
        PropertySchema(
          name: "handler", type: .optional(.function("(UIAction) -> Void")), defaultValue: .null),
      ]),
    ClassInfo(
      name: "ObserverToken", superclass: nil, kind: .handler,
      properties: [PropertySchema(name: "name", type: .string, defaultValue: .string(""))]),
    ClassInfo(
      name: "Notification", superclass: nil, kind: .handler,
      properties: [
        PropertySchema(name: "name", type: .string, defaultValue: .string("")),
        PropertySchema(name: "object", type: .any, defaultValue: .null),
      ]),
    ClassInfo(
      name: "KeyValueObservation", superclass: nil, kind: .handler,
      properties: [PropertySchema(name: "keyPath", type: .string, defaultValue: .string(""))]),
    ClassInfo(
      name: "KeyValueChange", superclass: nil, kind: .handler,
      properties: [
        PropertySchema(name: "newValue", type: .any, defaultValue: .null),
        PropertySchema(name: "oldValue", type: .any, defaultValue: .null),
        PropertySchema(name: "isPrior", type: .bool, defaultValue: .bool(false)),
      ]),
    ClassInfo(
      name: "AlertAction", superclass: nil, kind: .handler,
      properties: [
        PropertySchema(name: "title", type: .string, defaultValue: .string("")),
        PropertySchema(
          name: "style", type: .enumeration("UIAlertAction.Style"),
          defaultValue: .enumCase("default")),
        PropertySchema(
          name: "handler", type: .optional(.function("(UIAlertAction) -> Void")),
          defaultValue: .null),
      ]),
  ]

  /// `UIAlertController`: a view controller that shows a title, a message and actions, and
  /// is dismissed when the user taps one.
  public static let alertController = ClassInfo(
    name: "AlertController", superclass: "ViewController", kind: .controller(.viewController),
    properties: [
      PropertySchema(name: "message", type: .optional(.string), defaultValue: .null),
      PropertySchema(
        name: "preferredStyle", type: .enumeration("UIAlertController.Style"),
        defaultValue: .enumCase("alert")),
      PropertySchema(
        name: "actions", type: .array(.object("AlertAction")), defaultValue: .array([]),
        isReadOnly: true),
      // `addTextField(configurationHandler:)`'s fields, in order; nil until the first.
      PropertySchema(
        name: "textFields", type: .optional(.array(.object("TextField"))), defaultValue: .null,
        isReadOnly: true),
    ])

  /// Those a learner makes: `UIAction { _ in … }`, `UIAlertAction(title:style:handler:)`.
  public static let instantiable: Set<String> = ["Action", "AlertAction"]
}
