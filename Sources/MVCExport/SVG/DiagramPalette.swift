import MVCRuntime

/// The colours of the drawn diagrams, one per MVC layer, shared by SVG and HTML.
enum DiagramPalette {
  /// Fill and stroke of a lifeline's heading.
  static func colours(_ role: MVCRole) -> (fill: String, stroke: String) {
    switch role {
    case .model: return ("#E8F5E9", "#2E7D32")
    case .view: return ("#E3F2FD", "#1565C0")
    case .controller: return ("#FFF3E0", "#EF6C00")
    case .system: return ("#ECEFF1", "#546E7A")
    case .user: return ("#F3E5F5", "#6A1B9A")
    case .outside: return ("#FAFAFA", "#757575")
    }
  }

  /// Lines and text.
  static let ink = "#263238"
  /// A flagged (discouraged) hop.
  static let flagged = "#C62828"
  /// A note's fill.
  static let note = "#FFF4CE"
}
