import MVCRuntime

/// The names and version of the canonical trace format (docs/trace-format.md).
enum CanonicalFormat {
  /// The value of the header's `format` field.
  static let name = "mvcsh-trace"
  /// The format version this build writes and reads.
  static let version = 1
  /// The tool name written beside the tool version.
  static let tool = "mvcsh"

  /// How a participant is referred to in `from`, `to` and the header: `user`, `outside`, `#4`.
  static func reference(_ participant: Participant) -> String {
    switch participant {
    case .user: return "user"
    case .outside: return "outside"
    case .object(let id): return "#" + String(id.raw)
    }
  }

  /// Reads a reference written by ``reference(_:)``.
  static func participant(reference: String) -> Participant? {
    switch reference {
    case "user": return .user
    case "outside": return .outside
    default:
      guard reference.hasPrefix("#"), let raw = Int(reference.dropFirst()), raw >= 0,
        reference.count <= 20
      else { return nil }
      return .object(ObjectID(raw))
    }
  }
}
