// The Swift oracle's Objective-C root class (Tests/Oracle/README.md).
//
// Foundation on Linux declares NSObject as a Swift class, so Swift does not take its subclasses
// for Objective-C classes: an `@objc func tapped(_ sender: UIButton)` would be refused ("the type
// of the parameter cannot be represented in Objective-C"), where Xcode accepts it. UIKit.swift's
// NSObject inherits from this class instead, which the compiler imports from Objective-C (with
// -enable-objc-interop), so @objc, dynamic and #selector are checked as on Apple's platforms.
// Only type-checked against: nothing is ever linked or run.

/// https://developer.apple.com/documentation/objectivec/nsobjectprotocol
@protocol NSObject
@end

/// https://developer.apple.com/documentation/objectivec/nsobject
__attribute__((objc_root_class))
@interface NSObject <NSObject>
/// https://developer.apple.com/documentation/objectivec/nsobject/init()
- (instancetype)init;
@end
