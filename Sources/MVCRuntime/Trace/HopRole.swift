/// The MVC role of a hop: which layer a message leaves and which it enters.
public struct HopRole: Hashable, Sendable, CustomStringConvertible {
  public var from: MVCRole
  public var to: MVCRole

  public init(from: MVCRole, to: MVCRole) {
    self.from = from
    self.to = to
  }

  /// A stable key such as `view-controller`, used in catalogs and exports.
  public var key: String { "\(from.rawValue)-\(to.rawValue)" }

  public var description: String { "\(from.rawValue)→\(to.rawValue)" }

  /// Parses a key written by ``key``.
  public init?(key: String) {
    let parts = key.split(separator: "-")
    guard parts.count == 2, let f = MVCRole(rawValue: String(parts[0])),
      let t = MVCRole(rawValue: String(parts[1]))
    else { return nil }
    self.init(from: f, to: t)
  }

  /// The catalog key of the reason this hop is discouraged, or nil when the pattern allows it.
  ///
  /// Cocoa's MVC keeps models and views apart: they learn of each other only through a
  /// controller. A view writing a model, or a model calling a view, works but couples the layers.
  public var discouragedReason: String? {
    switch (from, to) {
    case (.view, .model): return "flag.viewToModel"
    case (.model, .view): return "flag.modelToView"
    default: return nil
    }
  }
}
