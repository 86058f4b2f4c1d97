extension WorldReader {
  /// The lines a label shows at a width (its text cut at line breaks and, when its
  /// `numberOfLines` allows, wrapped), at most `numberOfLines` of them; empty for other views.
  public func labelLines(of id: ObjectID, width: Double?) -> [Substring] {
    guard world.contains(id), world.record(id).kind == .view(.label) else { return [] }
    return world.labelLines(id, width: width)
  }

  /// The point size of a label's or field's font, and whether it is bold.
  public func fontMetrics(of id: ObjectID) -> (size: Double, isBold: Bool) {
    guard world.contains(id) else { return (World.defaultFontSize, false) }
    return world.fontMetrics(of: id)
  }

  /// A view's background colour, when it has a named one.
  public func backgroundColor(of id: ObjectID) -> NamedColor? {
    guard world.contains(id),
      case .enumCase(let name)? = world.record(id).properties["backgroundColor"]
    else { return nil }
    return NamedColor(rawValue: name)
  }

  /// A label's or field's text alignment.
  public func textAlignment(of id: ObjectID) -> TextAlignment {
    guard world.contains(id),
      case .enumCase(let name)? = world.record(id).properties["textAlignment"]
    else { return .natural }
    return TextAlignment(rawValue: name) ?? .natural
  }

  /// A stack view's axis and spacing (nil for other views).
  public func stackLayout(of id: ObjectID) -> (axis: StackAxis, spacing: Double)? {
    guard world.contains(id), world.record(id).kind == .view(.stackView) else { return nil }
    let o = world.stackOptions(id)
    return (o.axis, o.spacing)
  }

  /// A scroll view's content size and offset (nil for other views).
  public func scrollContent(of id: ObjectID) -> (
    width: Double, height: Double, offsetX: Double, offsetY: Double
  )? {
    guard world.contains(id), let offset = world.scrollOffset(id) else { return nil }
    let size = world.size(of: world.record(id).properties["contentSize"]) ?? (0, 0)
    return (size.width, size.height, offset.x, offset.y)
  }
}
