/// The built-in classes of table views: `TableView`, `TableViewCell`, `TableViewController`
/// and the `IndexPath` that names a row.
enum TableViewClasses {
  /// A row's height when nothing else says (UIKit's default, in points).
  static let defaultRowHeight = 44.0

  /// Every table view class, after the classes they inherit from (part of
  /// ``BuiltinClasses/all``).
  static let all: [ClassInfo] = views + [tableViewController, indexPath]

  /// `TableView` and `TableViewCell`.
  static let views: [ClassInfo] = [
    ClassInfo(
      name: "TableView", superclass: "View", kind: .view(.tableView),
      properties: [
        PropertySchema(
          name: "dataSource", type: .optional(.object("Controller")), defaultValue: .null,
          isWeak: true),
        PropertySchema(
          name: "delegate", type: .optional(.object("Controller")), defaultValue: .null,
          isWeak: true),
        PropertySchema(name: "rowHeight", type: .double, defaultValue: .double(defaultRowHeight)),
      ]),
    ClassInfo(
      name: "TableViewCell", superclass: "View", kind: .view(.tableViewCell),
      properties: [
        PropertySchema(
          name: "reuseIdentifier", type: .optional(.string), defaultValue: .null,
          isReadOnly: true),
        PropertySchema(
          name: "style", type: .enumeration("UITableViewCell.CellStyle"),
          defaultValue: .enumCase("default"), isReadOnly: true),
        PropertySchema(
          name: "textLabel", type: .optional(.object("Label")), defaultValue: .null,
          isReadOnly: true),
        PropertySchema(
          name: "detailTextLabel", type: .optional(.object("Label")), defaultValue: .null,
          isReadOnly: true),
        PropertySchema(
          name: "accessoryType", type: .enumeration("UITableViewCell.AccessoryType"),
          defaultValue: .enumCase("none")),
      ]),
  ]

  /// `TableViewController`: a view controller whose view is a table view, and which is that
  /// table's data source and delegate.
  static let tableViewController = ClassInfo(
    name: "TableViewController", superclass: "ViewController", kind: .controller(.viewController),
    properties: [
      PropertySchema(
        name: "clearsSelectionOnViewWillAppear", type: .bool, defaultValue: .bool(true))
    ])

  /// `IndexPath(row:section:)`: which row of which section.
  static let indexPath = ClassInfo(
    name: "IndexPath", superclass: nil, kind: .value,
    properties: [
      PropertySchema(name: "row", type: .int, defaultValue: .int(0), isReadOnly: true),
      PropertySchema(name: "section", type: .int, defaultValue: .int(0), isReadOnly: true),
    ])

  /// The accessory types a cell may show.
  static let accessoryTypes = ["none", "disclosureIndicator", "checkmark", "detailButton"]

  /// The cell styles (`TableViewCell(style:reuseIdentifier:)`).
  static let cellStyles = ["default", "value1", "value2", "subtitle"]
}
