/// A stable identity for an object in the ``World``.
///
/// Relationships between objects are stored as ids, never as references, so object graphs with
/// cycles and weak delegates cost nothing special and the whole world can be rolled back.
public struct ObjectID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The position of the object in the world's store (0-based, never reused).
  public let raw: Int

  /// Creates an id from its raw index.
  public init(_ raw: Int) { self.raw = raw }

  public static func < (lhs: ObjectID, rhs: ObjectID) -> Bool { lhs.raw < rhs.raw }

  public var description: String { "#\(raw)" }
}
