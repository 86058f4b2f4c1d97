// The Swift oracle's stand-in for Apple's ObjectiveC module (Tests/Oracle/README.md).
//
// On Linux the toolchain has no ObjectiveC module, and `#selector(…)` needs one: the compiler
// looks up its `Selector` type there. With `-enable-objc-interop` (which the oracle passes, so
// that `@objc`, `dynamic` and `#selector` are checked as Xcode checks them) this one type is all
// the compiler asks for. It is compiled as a module named `ObjectiveC`, which UIKit.swift
// re-exports, as Apple's UIKit does through Foundation.

/// https://developer.apple.com/documentation/objectivec/selector
public struct Selector: ExpressibleByStringLiteral, Hashable, Sendable {
  private let name: String

  /// https://developer.apple.com/documentation/objectivec/selector/init(_:)
  public init(_ name: String) { self.name = name }

  /// https://developer.apple.com/documentation/swift/expressiblebystringliteral/init(stringliteral:)
  public init(stringLiteral value: String) { self.name = value }
}

/// https://developer.apple.com/documentation/objectivec/nsobjectprotocol
/// (Foundation on Linux declares `NSObjectProtocol` itself; nothing to add here.)
