/// `NSKeyValueObservingOptions`: what a key-value observation's change carries, and when it
/// is reported. Without `.new` a change's `newValue` is nil, without `.old` its `oldValue`;
/// `.initial` reports once at once, with the current value as the new one.
public enum KeyValueObservingOption: String, CaseIterable, Sendable {
  case new
  case old
  case initial
  case prior

  /// The type's name as UIKit writes it, for failures.
  public static let typeName = "NSKeyValueObservingOptions"
}
