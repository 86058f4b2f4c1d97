/// The view classes learners meet in their first week besides labels, fields and buttons
/// (`StackView`, `ScrollView`), and the small values views are configured with (`Font`,
/// `Color`, `Image`, `Size`, `Point`): value classes, held by the world as objects so that
/// learner code can read their properties, like ``TableViewClasses/indexPath``.
enum ViewClasses {
  /// Every such class, after the classes they inherit from (part of ``BuiltinClasses/all``).
  static let all: [ClassInfo] = [stackView, scrollView] + values

  /// `StackView`: lays out its arranged subviews in a row or a column.
  static let stackView = ClassInfo(
    name: "StackView", superclass: "View", kind: .view(.stackView),
    properties: [
      PropertySchema(
        name: "arrangedSubviews", type: .array(.object("View")), defaultValue: .array([]),
        isReadOnly: true),
      PropertySchema(
        name: "axis", type: .enumeration(StackAxis.typeName),
        defaultValue: .enumCase(StackAxis.horizontal.rawValue)),
      PropertySchema(name: "spacing", type: .double, defaultValue: .double(0)),
      PropertySchema(
        name: "alignment", type: .enumeration(StackAlignment.typeName),
        defaultValue: .enumCase(StackAlignment.fill.rawValue)),
      PropertySchema(
        name: "distribution", type: .enumeration(StackDistribution.typeName),
        defaultValue: .enumCase(StackDistribution.fill.rawValue)),
    ])

  /// `ScrollView`: shows part of a larger content area (`contentSize`), from `contentOffset`.
  static let scrollView = ClassInfo(
    name: "ScrollView", superclass: "View", kind: .view(.scrollView),
    properties: [
      PropertySchema(name: "contentSize", type: .object("Size"), defaultValue: .null),
      PropertySchema(name: "contentOffset", type: .object("Point"), defaultValue: .null),
    ])

  /// The value classes: `Font` (`UIFont`), `Color` (`UIColor`, whose named colours are enum
  /// cases), `Image` (`UIImage`), `Size` (`CGSize`) and `Point` (`CGPoint`).
  static let values: [ClassInfo] = [
    ClassInfo(
      name: "Font", superclass: nil, kind: .value,
      properties: [
        PropertySchema(
          name: "fontName", type: .string, defaultValue: .string(""), isReadOnly: true),
        PropertySchema(
          name: "pointSize", type: .double, defaultValue: .double(0), isReadOnly: true),
      ]),
    ClassInfo(name: "Color", superclass: nil, kind: .value),
    ClassInfo(
      name: "Image", superclass: nil, kind: .value,
      properties: [
        PropertySchema(name: "name", type: .string, defaultValue: .string(""), isReadOnly: true)
      ]),
    ClassInfo(
      name: "Size", superclass: nil, kind: .value,
      properties: [
        PropertySchema(name: "width", type: .double, defaultValue: .double(0), isReadOnly: true),
        PropertySchema(name: "height", type: .double, defaultValue: .double(0), isReadOnly: true),
      ]),
    ClassInfo(
      name: "Point", superclass: nil, kind: .value,
      properties: [
        PropertySchema(name: "x", type: .double, defaultValue: .double(0), isReadOnly: true),
        PropertySchema(name: "y", type: .double, defaultValue: .double(0), isReadOnly: true),
      ]),
  ]

  /// The classes of ``all`` a learner may make (`Color` is only named: `.red`).
  static let instantiable: Set<String> = [
    "StackView", "ScrollView", "Font", "Color", "Image", "Size", "Point",
  ]
}
