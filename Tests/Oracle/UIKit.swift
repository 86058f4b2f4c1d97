// UIKit as the Swift oracle sees it: the classes, protocols, properties, methods and enums the
// sandbox simulates, with UIKit's own names, types and optionality, so that `swiftc -typecheck`
// accepts what Xcode would accept and refuses what Xcode would refuse. Bodies do nothing: the
// file is compiled as a module named `UIKit` and only type-checked against (Tests/Oracle/README.md).
//
// Rules for editing this file:
// - Every declaration names its page in Apple's documentation (`/// https://developer.apple.com/…`).
//   Enum cases and option-set members share the page of their type, which lists them.
// - Types, optionality and argument labels are UIKit's, never the sandbox's: where the sandbox
//   accepts something UIKit does not (`label.text` read as a `String`, a notification named by a
//   string), the oracle must refuse it. Sandbox-only names belong in Prelude.swift.
// - Classes are `open` and so are the members UIKit lets a subclass override, so a learner's
//   `override` is checked as Xcode checks it (this module is imported, as UIKit is).
// - No `@MainActor`: the oracle compiles in Swift 5 language mode (as Xcode's app template
//   does), where UIKit's main-actor isolation adds nothing the sandbox teaches.
// - What Foundation on Linux has (NotificationCenter, Notification.Name, IndexPath, CGRect,
//   CGFloat, DispatchQueue) is used as it is. What Apple's Foundation has and Linux's lacks
//   (key-value observing, `addObserver(_:selector:name:object:)`, `IndexPath.row`) is declared
//   in the last section, "Stand-ins for Apple's Foundation".

@_exported import Dispatch
@_exported import Foundation
import ObjCRoot
@_exported import ObjectiveC

// MARK: - Responders

/// https://developer.apple.com/documentation/uikit/uiresponder
open class UIResponder: NSObject {
  /// https://developer.apple.com/documentation/objectivec/nsobject/init()
  public override init() { super.init() }

  /// https://developer.apple.com/documentation/uikit/uiresponder/next
  open var next: UIResponder? { nil }

  /// https://developer.apple.com/documentation/uikit/uiresponder/canbecomefirstresponder
  open var canBecomeFirstResponder: Bool { false }

  /// https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
  @discardableResult open func becomeFirstResponder() -> Bool { false }

  /// https://developer.apple.com/documentation/uikit/uiresponder/canresignfirstresponder
  open var canResignFirstResponder: Bool { true }

  /// https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder()
  @discardableResult open func resignFirstResponder() -> Bool { true }

  /// https://developer.apple.com/documentation/uikit/uiresponder/isfirstresponder
  open var isFirstResponder: Bool { false }

  /// https://developer.apple.com/documentation/uikit/uiresponder/touchesbegan(_:with:)
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// https://developer.apple.com/documentation/uikit/uiresponder/touchesended(_:with:)
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// https://developer.apple.com/documentation/uikit/uiresponder/target(foraction:withsender:)
  open func target(forAction action: Selector, withSender sender: Any?) -> Any? { nil }
}

/// https://developer.apple.com/documentation/uikit/uitouch
open class UITouch: NSObject {}

/// https://developer.apple.com/documentation/uikit/uievent
open class UIEvent: NSObject {}

// MARK: - Views

/// https://developer.apple.com/documentation/uikit/uiview
open class UIView: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiview/endediting(_:)
  @discardableResult open func endEditing(_ force: Bool) -> Bool { true }
  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public init(frame: CGRect) { super.init() }

  /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) { super.init() }

  /// https://developer.apple.com/documentation/objectivec/nsobject/init()
  /// (UIKit's `-init` calls `initWithFrame:` with `CGRectZero`; Swift sees a convenience init.)
  public convenience override init() { self.init(frame: .zero) }

  /// https://developer.apple.com/documentation/uikit/uiview/frame
  open var frame: CGRect = .zero

  /// https://developer.apple.com/documentation/uikit/uiview/bounds
  open var bounds: CGRect = .zero

  /// https://developer.apple.com/documentation/uikit/uiview/center
  open var center: CGPoint = .zero

  /// https://developer.apple.com/documentation/uikit/uiview/ishidden
  open var isHidden: Bool = false

  /// https://developer.apple.com/documentation/uikit/uiview/alpha
  open var alpha: CGFloat = 1

  /// https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
  open var isUserInteractionEnabled: Bool = true

  /// https://developer.apple.com/documentation/uikit/uiview/tag
  open var tag: Int = 0

  /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
  open var backgroundColor: UIColor?

  /// https://developer.apple.com/documentation/uikit/uiview/tintcolor
  open var tintColor: UIColor!

  /// https://developer.apple.com/documentation/uikit/uiview/superview
  open var superview: UIView? { nil }

  /// https://developer.apple.com/documentation/uikit/uiview/subviews
  open var subviews: [UIView] { [] }

  /// https://developer.apple.com/documentation/uikit/uiview/window
  open var window: UIWindow? { nil }

  /// https://developer.apple.com/documentation/uikit/uiview/safeareainsets
  open var safeAreaInsets: UIEdgeInsets { .zero }

  /// https://developer.apple.com/documentation/uikit/uiview/layer
  open var layer: CALayer { CALayer() }

  /// https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
  open var translatesAutoresizingMaskIntoConstraints: Bool = true

  /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  open func addSubview(_ view: UIView) {}

  /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
  open func removeFromSuperview() {}

  /// https://developer.apple.com/documentation/uikit/uiview/viewwithtag(_:)
  open func viewWithTag(_ tag: Int) -> UIView? { nil }

  /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
  open func layoutSubviews() {}

  /// https://developer.apple.com/documentation/uikit/uiview/didmovetosuperview()
  open func didMoveToSuperview() {}

  /// https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()
  open func didMoveToWindow() {}

  /// https://developer.apple.com/documentation/uikit/uiview/willmove(tosuperview:)
  open func willMove(toSuperview newSuperview: UIView?) {}

  /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:)
  open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {}

  /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:completion:)
  open class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {}

  /// https://developer.apple.com/documentation/uikit/uiview/leadinganchor
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  /// https://developer.apple.com/documentation/uikit/uiview/trailinganchor
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  /// https://developer.apple.com/documentation/uikit/uiview/centerxanchor
  open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  /// https://developer.apple.com/documentation/uikit/uiview/topanchor
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  /// https://developer.apple.com/documentation/uikit/uiview/bottomanchor
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  /// https://developer.apple.com/documentation/uikit/uiview/centeryanchor
  open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  /// https://developer.apple.com/documentation/uikit/uiview/widthanchor
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
  /// https://developer.apple.com/documentation/uikit/uiview/heightanchor
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
  /// https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide
  open var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
}

/// https://developer.apple.com/documentation/uikit/uiview/animationoptions
public struct UIViewAnimationOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let curveEaseInOut = UIViewAnimationOptions([])
  public static let transitionCrossDissolve = UIViewAnimationOptions(rawValue: 5 << 20)
  public static let transitionFlipFromLeft = UIViewAnimationOptions(rawValue: 1 << 20)
}

extension UIView {
  /// https://developer.apple.com/documentation/uikit/uiview/animationoptions
  public typealias AnimationOptions = UIViewAnimationOptions
}

/// https://developer.apple.com/documentation/quartzcore/calayer
open class CALayer: NSObject {
  /// https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
  open var cornerRadius: CGFloat = 0
  /// https://developer.apple.com/documentation/quartzcore/calayer/borderwidth
  open var borderWidth: CGFloat = 0
  /// https://developer.apple.com/documentation/quartzcore/calayer/maskstobounds
  open var masksToBounds: Bool = false
}

/// https://developer.apple.com/documentation/uikit/uilayoutguide
open class UILayoutGuide: NSObject {
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/leadinganchor
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/trailinganchor
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/topanchor
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/bottomanchor
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
}

/// https://developer.apple.com/documentation/uikit/nslayoutanchor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    NSLayoutConstraint()
  }
  /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:constant:)
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { NSLayoutConstraint() }
}

/// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// https://developer.apple.com/documentation/uikit/nslayoutdimension
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equaltoconstant:)
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}

/// https://developer.apple.com/documentation/uikit/nslayoutconstraint
open class NSLayoutConstraint: NSObject {
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive
  open var isActive: Bool = false
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/constant
  open var constant: CGFloat = 0
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
  open class func activate(_ constraints: [NSLayoutConstraint]) {}

  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis
  public enum Axis: Int, Sendable {
    case horizontal, vertical
  }
}

/// https://developer.apple.com/documentation/uikit/uilabel
open class UILabel: UIView {
  /// https://developer.apple.com/documentation/uikit/uilabel/text
  open var text: String?
  /// https://developer.apple.com/documentation/uikit/uilabel/font
  open var font: UIFont!
  /// https://developer.apple.com/documentation/uikit/uilabel/textcolor
  open var textColor: UIColor!
  /// https://developer.apple.com/documentation/uikit/uilabel/textalignment
  open var textAlignment: NSTextAlignment = .natural
  /// https://developer.apple.com/documentation/uikit/uilabel/numberoflines
  open var numberOfLines: Int = 1
  /// https://developer.apple.com/documentation/uikit/uilabel/isenabled
  open var isEnabled: Bool = true
}

/// https://developer.apple.com/documentation/uikit/uicontrol
open class UIControl: UIView {
  /// https://developer.apple.com/documentation/uikit/uicontrol/isenabled
  open var isEnabled: Bool = true

  /// https://developer.apple.com/documentation/uikit/uicontrol/addtarget(_:action:for:)
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {}

  /// https://developer.apple.com/documentation/uikit/uicontrol/removetarget(_:action:for:)
  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {}

  /// https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}

  /// https://developer.apple.com/documentation/uikit/uicontrol/event
  public struct Event: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
  }

  /// https://developer.apple.com/documentation/uikit/uicontrol/state
  public struct State: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
  }
}

/// https://developer.apple.com/documentation/uikit/uitextfield
open class UITextField: UIControl {
  /// https://developer.apple.com/documentation/uikit/uitextfield/text
  open var text: String?
  /// https://developer.apple.com/documentation/uikit/uitextfield/placeholder
  open var placeholder: String?
  /// https://developer.apple.com/documentation/uikit/uitextfield/font
  open var font: UIFont?
  /// https://developer.apple.com/documentation/uikit/uitextfield/textcolor
  open var textColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uitextfield/textalignment
  open var textAlignment: NSTextAlignment = .natural
  /// https://developer.apple.com/documentation/uikit/uitextfield/delegate
  weak open var delegate: UITextFieldDelegate?
}

/// https://developer.apple.com/documentation/uikit/uitextfielddelegate
public protocol UITextFieldDelegate: Foundation.NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfield(_:shouldchangecharactersin:replacementstring:)
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldreturn(_:)
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidbeginediting(_:)
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidendediting(_:)
  func textFieldDidEndEditing(_ textField: UITextField)
}

// Every requirement of UITextFieldDelegate is optional in UIKit (`@objc optional`); Foundation on
// Linux has no Objective-C protocols, so the oracle gives them default implementations instead.
extension UITextFieldDelegate {
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  public func textFieldDidEndEditing(_ textField: UITextField) {}
}

/// https://developer.apple.com/documentation/uikit/uibutton
open class UIButton: UIControl {
  /// https://developer.apple.com/documentation/uikit/uibutton/init(type:)
  public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }

  /// https://developer.apple.com/documentation/uikit/uibutton/init(type:primaryaction:)
  public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?)
  {
    self.init(frame: .zero)
  }

  /// https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)
  open func setTitle(_ title: String?, for state: UIControl.State) {}

  /// https://developer.apple.com/documentation/uikit/uibutton/title(for:)
  open func title(for state: UIControl.State) -> String? { nil }

  /// https://developer.apple.com/documentation/uikit/uibutton/settitlecolor(_:for:)
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}

  /// https://developer.apple.com/documentation/uikit/uibutton/currenttitle
  open var currentTitle: String? { nil }

  /// https://developer.apple.com/documentation/uikit/uibutton/titlelabel
  open var titleLabel: UILabel? { nil }

  /// https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum
  public enum ButtonType: Int, Sendable {
    case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close
  }
}

/// https://developer.apple.com/documentation/uikit/uiswitch
open class UISwitch: UIControl {
  /// https://developer.apple.com/documentation/uikit/uiswitch/ison
  open var isOn: Bool = false
  /// https://developer.apple.com/documentation/uikit/uiswitch/seton(_:animated:)
  open func setOn(_ on: Bool, animated: Bool) {}
}

/// https://developer.apple.com/documentation/uikit/uislider
open class UISlider: UIControl {
  /// https://developer.apple.com/documentation/uikit/uislider/value
  open var value: Float = 0
  /// https://developer.apple.com/documentation/uikit/uislider/minimumvalue
  open var minimumValue: Float = 0
  /// https://developer.apple.com/documentation/uikit/uislider/maximumvalue
  open var maximumValue: Float = 1
}

/// https://developer.apple.com/documentation/uikit/uiimageview
open class UIImageView: UIView {
  /// https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
  public init(image: UIImage?) { super.init(frame: .zero) }
  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public override init(frame: CGRect) { super.init(frame: frame) }
  /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  /// https://developer.apple.com/documentation/uikit/uiimageview/image
  open var image: UIImage?
}

/// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject {
  /// https://developer.apple.com/documentation/uikit/uiimage/init(named:)
  public init?(named name: String) { super.init() }
  /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
  public init?(systemName name: String) { super.init() }
}

/// https://developer.apple.com/documentation/uikit/uistackview
open class UIStackView: UIView {
  /// https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:)
  public init(arrangedSubviews views: [UIView]) { super.init(frame: .zero) }
  /// https://developer.apple.com/documentation/uikit/uistackview/init(frame:)
  public override init(frame: CGRect) { super.init(frame: frame) }
  /// https://developer.apple.com/documentation/uikit/uistackview/init(coder:)
  public required init(coder: NSCoder) { super.init(frame: .zero) }

  /// https://developer.apple.com/documentation/uikit/uistackview/arrangedsubviews
  open var arrangedSubviews: [UIView] { [] }
  /// https://developer.apple.com/documentation/uikit/uistackview/axis
  open var axis: NSLayoutConstraint.Axis = .horizontal
  /// https://developer.apple.com/documentation/uikit/uistackview/spacing
  open var spacing: CGFloat = 0
  /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.property
  open var alignment: UIStackView.Alignment = .fill
  /// https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.property
  open var distribution: UIStackView.Distribution = .fill

  /// https://developer.apple.com/documentation/uikit/uistackview/addarrangedsubview(_:)
  open func addArrangedSubview(_ view: UIView) {}
  /// https://developer.apple.com/documentation/uikit/uistackview/insertarrangedsubview(_:at:)
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {}
  /// https://developer.apple.com/documentation/uikit/uistackview/removearrangedsubview(_:)
  open func removeArrangedSubview(_ view: UIView) {}

  /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum
  public enum Alignment: Int, Sendable {
    case fill, leading, firstBaseline, center, trailing, lastBaseline
    public static var top: Alignment { .leading }
    public static var bottom: Alignment { .trailing }
  }

  /// https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum
  public enum Distribution: Int, Sendable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }
}

/// https://developer.apple.com/documentation/uikit/uiscrollview
open class UIScrollView: UIView {
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
  open var contentSize: CGSize = .zero
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
  open var contentOffset: CGPoint = .zero
  /// https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
}

// MARK: - Windows and the application

/// https://developer.apple.com/documentation/uikit/uiwindow
open class UIWindow: UIView {
  /// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
  open var rootViewController: UIViewController?
  /// https://developer.apple.com/documentation/uikit/uiwindow/iskeywindow
  open var isKeyWindow: Bool { false }
  /// https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
  open func makeKeyAndVisible() {}
}

/// https://developer.apple.com/documentation/uikit/uiapplication
open class UIApplication: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiapplication/shared
  open class var shared: UIApplication { UIApplication() }
  /// https://developer.apple.com/documentation/uikit/uiapplication/delegate
  weak open var delegate: UIApplicationDelegate?
  /// https://developer.apple.com/documentation/uikit/uiapplication/keywindow
  @available(*, deprecated, message: "Use a window scene's key window")
  open var keyWindow: UIWindow? { nil }
  /// https://developer.apple.com/documentation/uikit/uiapplication/sendaction(_:to:from:for:)
  @discardableResult
  open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?)
    -> Bool
  { true }
}

/// https://developer.apple.com/documentation/uikit/uiapplicationdelegate
public protocol UIApplicationDelegate: Foundation.NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/window
  var window: UIWindow? { get set }
}

// MARK: - Colours, fonts, geometry and text

/// https://developer.apple.com/documentation/uikit/uicolor
/// The named colours are listed on https://developer.apple.com/documentation/uikit/standard-colors
/// and https://developer.apple.com/documentation/uikit/ui-element-colors.
open class UIColor: NSObject {
  /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }
  /// https://developer.apple.com/documentation/uikit/uicolor/init(white:alpha:)
  public init(white: CGFloat, alpha: CGFloat) { super.init() }

  /// https://developer.apple.com/documentation/uikit/uicolor/withalphacomponent(_:)
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }

  open class var black: UIColor { UIColor(white: 0, alpha: 1) }
  open class var darkGray: UIColor { UIColor(white: 0, alpha: 1) }
  open class var lightGray: UIColor { UIColor(white: 0, alpha: 1) }
  open class var white: UIColor { UIColor(white: 0, alpha: 1) }
  open class var gray: UIColor { UIColor(white: 0, alpha: 1) }
  open class var red: UIColor { UIColor(white: 0, alpha: 1) }
  open class var green: UIColor { UIColor(white: 0, alpha: 1) }
  open class var blue: UIColor { UIColor(white: 0, alpha: 1) }
  open class var cyan: UIColor { UIColor(white: 0, alpha: 1) }
  open class var yellow: UIColor { UIColor(white: 0, alpha: 1) }
  open class var magenta: UIColor { UIColor(white: 0, alpha: 1) }
  open class var orange: UIColor { UIColor(white: 0, alpha: 1) }
  open class var purple: UIColor { UIColor(white: 0, alpha: 1) }
  open class var brown: UIColor { UIColor(white: 0, alpha: 1) }
  open class var clear: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemRed: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemGreen: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemBlue: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemOrange: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemYellow: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemPink: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemPurple: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemTeal: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemIndigo: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemBrown: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemMint: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemCyan: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemGray: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemGray2: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemGray3: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemGray4: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemGray5: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemGray6: UIColor { UIColor(white: 0, alpha: 1) }
  open class var label: UIColor { UIColor(white: 0, alpha: 1) }
  open class var secondaryLabel: UIColor { UIColor(white: 0, alpha: 1) }
  open class var tertiaryLabel: UIColor { UIColor(white: 0, alpha: 1) }
  open class var quaternaryLabel: UIColor { UIColor(white: 0, alpha: 1) }
  open class var placeholderText: UIColor { UIColor(white: 0, alpha: 1) }
  open class var link: UIColor { UIColor(white: 0, alpha: 1) }
  open class var separator: UIColor { UIColor(white: 0, alpha: 1) }
  open class var opaqueSeparator: UIColor { UIColor(white: 0, alpha: 1) }
  open class var tintColor: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemBackground: UIColor { UIColor(white: 0, alpha: 1) }
  open class var secondarySystemBackground: UIColor { UIColor(white: 0, alpha: 1) }
  open class var tertiarySystemBackground: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemGroupedBackground: UIColor { UIColor(white: 0, alpha: 1) }
  open class var secondarySystemGroupedBackground: UIColor { UIColor(white: 0, alpha: 1) }
  open class var tertiarySystemGroupedBackground: UIColor { UIColor(white: 0, alpha: 1) }
  open class var systemFill: UIColor { UIColor(white: 0, alpha: 1) }
  open class var secondarySystemFill: UIColor { UIColor(white: 0, alpha: 1) }
  open class var tertiarySystemFill: UIColor { UIColor(white: 0, alpha: 1) }
  open class var quaternarySystemFill: UIColor { UIColor(white: 0, alpha: 1) }
}

/// https://developer.apple.com/documentation/uikit/uifont
open class UIFont: NSObject {
  /// https://developer.apple.com/documentation/uikit/uifont/init(name:size:)
  public init?(name fontName: String, size fontSize: CGFloat) { super.init() }
  private override init() { super.init() }

  /// https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
  /// https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:)
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont() }
  /// https://developer.apple.com/documentation/uikit/uifont/boldsystemfont(ofsize:)
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
  /// https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { UIFont() }

  /// https://developer.apple.com/documentation/uikit/uifont/fontname
  open var fontName: String { "" }
  /// https://developer.apple.com/documentation/uikit/uifont/pointsize
  open var pointSize: CGFloat { 0 }

  /// https://developer.apple.com/documentation/uikit/uifont/textstyle
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let largeTitle = TextStyle(rawValue: "largeTitle")
    public static let title1 = TextStyle(rawValue: "title1")
    public static let title2 = TextStyle(rawValue: "title2")
    public static let title3 = TextStyle(rawValue: "title3")
    public static let headline = TextStyle(rawValue: "headline")
    public static let subheadline = TextStyle(rawValue: "subheadline")
    public static let body = TextStyle(rawValue: "body")
    public static let callout = TextStyle(rawValue: "callout")
    public static let footnote = TextStyle(rawValue: "footnote")
    public static let caption1 = TextStyle(rawValue: "caption1")
    public static let caption2 = TextStyle(rawValue: "caption2")
  }

  /// https://developer.apple.com/documentation/uikit/uifont/weight
  public struct Weight: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)
  }
}

/// https://developer.apple.com/documentation/uikit/nstextalignment
public enum NSTextAlignment: Int, Sendable {
  case left, center, right, justified, natural
}

/// https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  /// https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  /// https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// https://developer.apple.com/documentation/uikit/uirectedge
public struct UIRectEdge: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = UIRectEdge(rawValue: 1 << 0)
  public static let left = UIRectEdge(rawValue: 1 << 1)
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  public static let right = UIRectEdge(rawValue: 1 << 3)
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// https://developer.apple.com/documentation/uikit/uistatusbarstyle
public enum UIStatusBarStyle: Int, Sendable {
  case `default`, lightContent, darkContent
}

// MARK: - Actions and alerts

/// https://developer.apple.com/documentation/uikit/uiactionhandler
public typealias UIActionHandler = (UIAction) -> Void

/// https://developer.apple.com/documentation/uikit/uimenuelement
open class UIMenuElement: NSObject {
  /// https://developer.apple.com/documentation/uikit/uimenuelement/title
  open var title: String { "" }
}

/// https://developer.apple.com/documentation/uikit/uiaction
open class UIAction: UIMenuElement {
  /// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
  public init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, handler: @escaping UIActionHandler
  ) { super.init() }

  /// https://developer.apple.com/documentation/uikit/uiaction/sender
  open var sender: Any? { nil }

  /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
}

/// https://developer.apple.com/documentation/uikit/uialertcontroller
open class UIAlertController: UIViewController {
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)
  public convenience init(
    title: String?, message: String?, preferredStyle: UIAlertController.Style
  ) { self.init(nibName: nil, bundle: nil) }

  /// https://developer.apple.com/documentation/uikit/uialertcontroller/message
  open var message: String?
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/preferredstyle
  open var preferredStyle: UIAlertController.Style { .alert }
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/actions
  open var actions: [UIAlertAction] { [] }
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/textfields
  open var textFields: [UITextField]? { nil }

  /// https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)
  open func addAction(_ action: UIAlertAction) {}
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/addtextfield(configurationhandler:)
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {}

  /// https://developer.apple.com/documentation/uikit/uialertcontroller/style
  public enum Style: Int, Sendable {
    case actionSheet, alert
  }
}

/// https://developer.apple.com/documentation/uikit/uialertaction
open class UIAlertAction: NSObject {
  /// https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)
  public init(
    title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil
  ) { super.init() }

  /// https://developer.apple.com/documentation/uikit/uialertaction/title
  open var title: String? { nil }
  /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.property
  open var style: UIAlertAction.Style { .default }
  /// https://developer.apple.com/documentation/uikit/uialertaction/isenabled
  open var isEnabled: Bool = true

  /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum
  public enum Style: Int, Sendable {
    case `default`, cancel, destructive
  }
}

// MARK: - View controllers

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
open class UIViewController: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) { super.init() }

  /// https://developer.apple.com/documentation/objectivec/nsobject/init()
  /// (UIKit's `-init` calls `initWithNibName:bundle:` with nil; Swift sees a convenience init.)
  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  open var view: UIView!
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded
  open var viewIfLoaded: UIView? { nil }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded
  open var isViewLoaded: Bool { false }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/title
  open var title: String?
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
  open var navigationItem: UINavigationItem { UINavigationItem(title: "") }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbaritem
  open var tabBarItem: UITabBarItem!
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/editbuttonitem
  open var editButtonItem: UIBarButtonItem { UIBarButtonItem() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
  open var parent: UIViewController? { nil }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/children
  open var children: [UIViewController] { [] }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
  open var presentedViewController: UIViewController? { nil }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
  open var presentingViewController: UIViewController? { nil }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller
  open var presentationController: UIPresentationController? { nil }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller
  open var popoverPresentationController: UIPopoverPresentationController? { nil }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
  open var navigationController: UINavigationController? { nil }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbarcontroller
  open var tabBarController: UITabBarController? { nil }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/splitviewcontroller
  open var splitViewController: UISplitViewController? { nil }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modaltransitionstyle
  open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation
  open var isModalInPresentation: Bool = false
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/definespresentationcontext
  open var definesPresentationContext: Bool = false
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/edgesforextendedlayout
  open var edgesForExtendedLayout: UIRectEdge = .all
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/extendedlayoutincludesopaquebars
  open var extendedLayoutIncludesOpaqueBars: Bool = false
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/additionalsafeareainsets
  open var additionalSafeAreaInsets: UIEdgeInsets = .zero
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/hidesbottombarwhenpushed
  open var hidesBottomBarWhenPushed: Bool = false
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingpresented
  open var isBeingPresented: Bool { false }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed
  open var isBeingDismissed: Bool { false }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/ismovingtoparent
  open var isMovingToParent: Bool { false }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/ismovingfromparent
  open var isMovingFromParent: Bool { false }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/traitcollection
  open var traitCollection: UITraitCollection { UITraitCollection() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredstatusbarstyle
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/prefersstatusbarhidden
  open var prefersStatusBarHidden: Bool { false }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
  open func loadView() {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded()
  open func loadViewIfNeeded() {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  open func viewDidLoad() {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
  open func viewWillAppear(_ animated: Bool) {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewisappearing(_:)
  open func viewIsAppearing(_ animated: Bool) {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
  open func viewDidAppear(_ animated: Bool) {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)
  open func viewWillDisappear(_ animated: Bool) {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
  open func viewDidDisappear(_ animated: Bool) {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilllayoutsubviews()
  open func viewWillLayoutSubviews() {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews()
  open func viewDidLayoutSubviews() {}

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
  open func addChild(_ childController: UIViewController) {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
  open func removeFromParent() {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)
  open func willMove(toParent parent: UIViewController?) {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
  open func didMove(toParent parent: UIViewController?) {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/beginappearancetransition(_:animated:)
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/endappearancetransition()
  open func endAppearanceTransition() {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transition(from:to:duration:options:animations:completion:)
  open func transition(
    from fromViewController: UIViewController, to toViewController: UIViewController,
    duration: TimeInterval, options: UIView.AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {}

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/show(_:sender:)
  open func show(_ vc: UIViewController, sender: Any?) {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/showdetailviewcontroller(_:sender:)
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/targetviewcontroller(foraction:sender:)
  open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
    nil
  }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/collapsesecondaryviewcontroller(_:for:)
  open func collapseSecondaryViewController(
    _ secondaryViewController: UIViewController, for splitViewController: UISplitViewController
  ) {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/separatesecondaryviewcontroller(for:)
  open func separateSecondaryViewController(for splitViewController: UISplitViewController)
    -> UIViewController?
  { nil }
}

/// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen
  case overCurrentContext, popover, none = -1, automatic = -2
}

/// https://developer.apple.com/documentation/uikit/uimodaltransitionstyle
public enum UIModalTransitionStyle: Int, Sendable {
  case coverVertical, flipHorizontal, crossDissolve, partialCurl
}

/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
open class UINavigationController: UIViewController {
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
  public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(nibname:bundle:)
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(coder:)
  public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
  open var viewControllers: [UIViewController] = []
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
  open var topViewController: UIViewController? { nil }
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/visibleviewcontroller
  open var visibleViewController: UIViewController? { nil }
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/navigationbar
  open var navigationBar: UINavigationBar { UINavigationBar() }
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/isnavigationbarhidden
  open var isNavigationBarHidden: Bool = false
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate
  weak open var delegate: UINavigationControllerDelegate?

  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
  @discardableResult open func popViewController(animated: Bool) -> UIViewController? { nil }
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptorootviewcontroller(animated:)
  @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    nil
  }
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptoviewcontroller(_:animated:)
  @discardableResult open func popToViewController(
    _ viewController: UIViewController, animated: Bool
  ) -> [UIViewController]? { nil }
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/setnavigationbarhidden(_:animated:)
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {}
}

/// https://developer.apple.com/documentation/uikit/uinavigationbar
open class UINavigationBar: UIView {}

/// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
public protocol UINavigationControllerDelegate: Foundation.NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:willshow:animated:)
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)
  /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
}

// Optional in UIKit (`@objc optional`): default implementations stand for that here.
extension UINavigationControllerDelegate {
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {}
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {}
}

/// https://developer.apple.com/documentation/uikit/uinavigationitem
open class UINavigationItem: NSObject {
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/init(title:)
  public init(title: String) { super.init() }
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/title
  open var title: String?
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/backbuttontitle
  open var backButtonTitle: String?
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/leftbarbuttonitem
  open var leftBarButtonItem: UIBarButtonItem?
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitem
  open var rightBarButtonItem: UIBarButtonItem?
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/leftbarbuttonitems
  open var leftBarButtonItems: [UIBarButtonItem]?
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitems
  open var rightBarButtonItems: [UIBarButtonItem]?
}

/// https://developer.apple.com/documentation/uikit/uibaritem
open class UIBarItem: NSObject {
  /// https://developer.apple.com/documentation/uikit/uibaritem/title
  open var title: String?
  /// https://developer.apple.com/documentation/uikit/uibaritem/image
  open var image: UIImage?
  /// https://developer.apple.com/documentation/uikit/uibaritem/isenabled
  open var isEnabled: Bool = true
  /// https://developer.apple.com/documentation/uikit/uibaritem/tag
  open var tag: Int = 0
}

/// https://developer.apple.com/documentation/uikit/uibarbuttonitem
open class UIBarButtonItem: UIBarItem {
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init()
  public override init() { super.init() }
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:style:target:action:)
  public convenience init(
    title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?
  ) { self.init() }
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(barbuttonsystemitem:target:action:)
  public convenience init(
    barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?
  ) { self.init() }
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:)
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil
  ) { self.init() }
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(systemitem:primaryaction:menu:)
  public convenience init(
    systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil
  ) { self.init() }

  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/style-swift.property
  open var style: UIBarButtonItem.Style = .plain
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/target
  weak open var target: AnyObject?
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/action
  open var action: Selector?
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/primaryaction
  open var primaryAction: UIAction?

  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/style-swift.enum
  public enum Style: Int, Sendable {
    case plain = 0, done = 2
  }

  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem
  public enum SystemItem: Int, Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action
    case organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind
    case fastForward, undo, redo, pageCurl, close
  }
}

/// https://developer.apple.com/documentation/uikit/uitabbarcontroller
open class UITabBarController: UIViewController {
  /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
  open var viewControllers: [UIViewController]?
  /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex
  open var selectedIndex: Int = 0
  /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedviewcontroller
  open var selectedViewController: UIViewController?
  /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/delegate
  weak open var delegate: UITabBarControllerDelegate?
  /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabbar
  open var tabBar: UITabBar { UITabBar() }
  /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/morenavigationcontroller
  open var moreNavigationController: UINavigationController {
    UINavigationController(nibName: nil, bundle: nil)
  }
  /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/setviewcontrollers(_:animated:)
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {}
}

/// https://developer.apple.com/documentation/uikit/uitabbar
open class UITabBar: UIView {}

/// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate
public protocol UITabBarControllerDelegate: Foundation.NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool
  /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:)
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

// Optional in UIKit (`@objc optional`): default implementations stand for that here.
extension UITabBarControllerDelegate {
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}
}

/// https://developer.apple.com/documentation/uikit/uitabbaritem
open class UITabBarItem: UIBarItem {
  /// https://developer.apple.com/documentation/uikit/uitabbaritem/init(title:image:tag:)
  public init(title: String?, image: UIImage?, tag: Int) { super.init() }
  /// https://developer.apple.com/documentation/uikit/uitabbaritem/init(title:image:selectedimage:)
  public init(title: String?, image: UIImage?, selectedImage: UIImage?) { super.init() }
  /// https://developer.apple.com/documentation/objectivec/nsobject/init()
  public override init() { super.init() }
  /// https://developer.apple.com/documentation/uikit/uitabbaritem/badgevalue
  open var badgeValue: String?
}

/// https://developer.apple.com/documentation/uikit/uisplitviewcontroller
open class UISplitViewController: UIViewController {
  /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/init(style:)
  public init(style: UISplitViewController.Style) { super.init(nibName: nil, bundle: nil) }
  /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/init(nibname:bundle:)
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
  /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/init(coder:)
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/viewcontrollers
  open var viewControllers: [UIViewController] = []
  /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/delegate
  weak open var delegate: UISplitViewControllerDelegate?
  /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed
  open var isCollapsed: Bool { false }

  /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum
  public enum Style: Int, Sendable {
    case unspecified, doubleColumn, tripleColumn
  }
}

/// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate
public protocol UISplitViewControllerDelegate: AnyObject {
  /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:collapsesecondary:onto:)
  func splitViewController(
    _ splitViewController: UISplitViewController,
    collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool
  /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:separatesecondaryfrom:)
  func splitViewController(
    _ splitViewController: UISplitViewController,
    separateSecondaryFrom primaryViewController: UIViewController
  ) -> UIViewController?
}

// Optional in UIKit (`@objc optional`): default implementations stand for that here.
extension UISplitViewControllerDelegate {
  public func splitViewController(
    _ splitViewController: UISplitViewController,
    collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool { false }
  public func splitViewController(
    _ splitViewController: UISplitViewController,
    separateSecondaryFrom primaryViewController: UIViewController
  ) -> UIViewController? { nil }
}

// MARK: - Presentation controllers and traits

/// https://developer.apple.com/documentation/uikit/uipresentationcontroller
open class UIPresentationController: NSObject {
  /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/delegate
  /// (UIPopoverPresentationController redeclares it as its own delegate protocol, which refines
  /// this one; the oracle keeps the one declaration, so any of the two protocols can be set.)
  weak open var delegate: UIAdaptivePresentationControllerDelegate?
  /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedviewcontroller
  open var presentedViewController: UIViewController { UIViewController() }
  /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentingviewcontroller
  open var presentingViewController: UIViewController { UIViewController() }
}

/// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
open class UIPopoverPresentationController: UIPresentationController {
  /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview
  open var sourceView: UIView?
  /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourcerect
  open var sourceRect: CGRect = .zero
  /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/barbuttonitem
  open var barButtonItem: UIBarButtonItem?
  /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceitem
  open var sourceItem: UIPopoverPresentationControllerSourceItem?
  /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/permittedarrowdirections
  open var permittedArrowDirections: UIPopoverArrowDirection = .any
}

/// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontrollersourceitem
public protocol UIPopoverPresentationControllerSourceItem: Foundation.NSObjectProtocol {}

extension UIView: UIPopoverPresentationControllerSourceItem {}
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}

/// https://developer.apple.com/documentation/uikit/uipopoverarrowdirection
public struct UIPopoverArrowDirection: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
  public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
public protocol UIAdaptivePresentationControllerDelegate: Foundation.NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/adaptivepresentationstyle(for:)
  func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/adaptivepresentationstyle(for:traitcollection:)
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle
  /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontroller(_:willpresentwithadaptivestyle:transitioncoordinator:)
  func presentationController(
    _ presentationController: UIPresentationController,
    willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: UIViewControllerTransitionCoordinator?)
  /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollershoulddismiss(_:)
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:)
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:)
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

// Optional in UIKit (`@objc optional`): default implementations stand for that here.
extension UIAdaptivePresentationControllerDelegate {
  public func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  { .automatic }
  public func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle { .automatic }
  public func presentationController(
    _ presentationController: UIPresentationController,
    willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: UIViewControllerTransitionCoordinator?
  ) {}
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { true }
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  {}
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
  }
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
}

/// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontrollerdelegate
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
public protocol UIViewControllerTransitionCoordinator: Foundation.NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uitraitcollection
open class UITraitCollection: NSObject {
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/horizontalsizeclass
  open var horizontalSizeClass: UIUserInterfaceSizeClass { .unspecified }
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/verticalsizeclass
  open var verticalSizeClass: UIUserInterfaceSizeClass { .unspecified }
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass
public enum UIUserInterfaceSizeClass: Int, Sendable {
  case unspecified, compact, regular
}

// MARK: - Table views

/// https://developer.apple.com/documentation/uikit/uitableview
open class UITableView: UIScrollView {
  /// https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
  public init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame) }
  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }
  /// https://developer.apple.com/documentation/uikit/uitableview/init(coder:)
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// https://developer.apple.com/documentation/uikit/uitableview/datasource
  weak open var dataSource: UITableViewDataSource?
  /// https://developer.apple.com/documentation/uikit/uitableview/delegate
  weak open var delegate: UITableViewDelegate?
  /// https://developer.apple.com/documentation/uikit/uitableview/rowheight
  open var rowHeight: CGFloat = 44
  /// https://developer.apple.com/documentation/uikit/uitableview/indexpathforselectedrow
  open var indexPathForSelectedRow: IndexPath? { nil }

  /// https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-6pwd1
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
  /// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  { UITableViewCell(style: .default, reuseIdentifier: identifier) }
  /// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:)
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { nil }
  /// https://developer.apple.com/documentation/uikit/uitableview/reloaddata()
  open func reloadData() {}
  /// https://developer.apple.com/documentation/uikit/uitableview/cellforrow(at:)
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }
  /// https://developer.apple.com/documentation/uikit/uitableview/numberofrows(insection:)
  open func numberOfRows(inSection section: Int) -> Int { 0 }
  /// https://developer.apple.com/documentation/uikit/uitableview/scrolltorow(at:at:animated:)
  open func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool
  ) {}
  /// https://developer.apple.com/documentation/uikit/uitableview/insertrows(at:with:)
  open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
  /// https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}
  /// https://developer.apple.com/documentation/uikit/uitableview/automaticdimension
  public static let automaticDimension: CGFloat = -1
  /// https://developer.apple.com/documentation/uikit/uitableview/deleterows(at:with:)
  open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
  /// https://developer.apple.com/documentation/uikit/uitableview/selectrow(at:animated:scrollposition:)
  open func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition
  ) {}
  /// https://developer.apple.com/documentation/uikit/uitableview/deselectrow(at:animated:)
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {}

  /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
  public enum Style: Int, Sendable {
    case plain, grouped, insetGrouped
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/rowanimation
  public enum RowAnimation: Int, Sendable {
    case fade, right, left, top, bottom, none, middle, automatic = 100
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/scrollposition
  public enum ScrollPosition: Int, Sendable {
    case none, top, middle, bottom
  }
}

/// https://developer.apple.com/documentation/uikit/uitableviewdatasource
public protocol UITableViewDataSource: Foundation.NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)
  func numberOfSections(in tableView: UITableView) -> Int
}

// numberOfSections(in:) is optional in UIKit (`@objc optional`); a default stands for that here.
extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

/// https://developer.apple.com/documentation/uikit/uitableviewdelegate
public protocol UITableViewDelegate: Foundation.NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willselectrowat:)
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:diddeselectrowat:)
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
}

// Every requirement of UITableViewDelegate is optional in UIKit: defaults stand for that here.
extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
}

/// https://developer.apple.com/documentation/uikit/uitableviewcell
open class UITableViewCell: UIView {
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(frame: .zero)
  }
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/init(coder:)
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/textlabel
  open var textLabel: UILabel? { nil }
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/detailtextlabel
  open var detailTextLabel: UILabel? { nil }
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype
  open var accessoryType: UITableViewCell.AccessoryType = .none
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/reuseidentifier
  open var reuseIdentifier: String? { nil }
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/prepareforreuse()
  open func prepareForReuse() {}

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
  public enum CellStyle: Int, Sendable {
    case `default`, value1, value2, subtitle
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum
  public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }
}

/// https://developer.apple.com/documentation/uikit/uitableviewcontroller
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(style:)
  public init(style: UITableView.Style) { super.init(nibName: nil, bundle: nil) }
  /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(nibname:bundle:)
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
  /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(coder:)
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/tableview
  open var tableView: UITableView!
  /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/clearsselectiononviewwillappear
  open var clearsSelectionOnViewWillAppear: Bool = true

  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  { UITableViewCell(style: .default, reuseIdentifier: nil) }
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willselectrowat:)
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:diddeselectrowat:)
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforrowat:)
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    UITableView.automaticDimension
  }
}

// MARK: - Stand-ins for Apple's Foundation
//
// Apple's Foundation has these; swift-corelibs-foundation (Linux) does not. Each is declared
// with Apple's signature.
//
// `NSObject`: Foundation on Linux declares it as a Swift class, without key-value observing, and
// Swift does not count its subclasses as Objective-C classes (so `@objc func f(_ b: UIButton)`
// would be refused). The oracle's NSObject inherits from an Objective-C root class instead
// (Tests/Oracle/ObjCRoot/ObjCRoot.h, imported by the compiler's Clang importer), conforms to
// Foundation's NSObjectProtocol, and adds key-value observing. Declared in this module, it
// shadows Foundation's for every file that imports UIKit, so `class Contact: NSObject` is what
// it is on Apple's platforms, and everything UIKit declares above inherits from it.

/// https://developer.apple.com/documentation/objectivec/nsobject
open class NSObject: ObjCRoot.NSObject, Foundation.NSObjectProtocol, Hashable,
  CustomStringConvertible, CustomDebugStringConvertible
{
  /// https://developer.apple.com/documentation/objectivec/nsobject/init()
  public override init() { super.init() }

  /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/isequal(_:)
  open func isEqual(_ object: Any?) -> Bool { false }
  /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/hash
  open var hash: Int { 0 }
  /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/self()
  open func `self`() -> Self { self }
  /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/isproxy()
  open func isProxy() -> Bool { false }
  /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/description
  open var description: String { "" }
  /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/debugdescription
  open var debugDescription: String { "" }

  /// https://developer.apple.com/documentation/objectivec/nsobject/2983168-==
  public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs.isEqual(rhs) }
  /// https://developer.apple.com/documentation/objectivec/nsobject/hash(into:)
  public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

  /// https://developer.apple.com/documentation/objectivec/nsobject/1412787-addobserver
  /// (`addObserver(_:forKeyPath:options:context:)`)
  open func addObserver(
    _ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
    context: UnsafeMutableRawPointer?
  ) {}

  /// https://developer.apple.com/documentation/objectivec/nsobject/1408054-removeobserver
  /// (`removeObserver(_:forKeyPath:)`)
  open func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {}

  /// https://developer.apple.com/documentation/objectivec/nsobject/1416553-observevalue
  /// (`observeValue(forKeyPath:of:change:context:)`)
  open func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {}
}

/// https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let new = NSKeyValueObservingOptions(rawValue: 1)
  public static let old = NSKeyValueObservingOptions(rawValue: 2)
  public static let initial = NSKeyValueObservingOptions(rawValue: 4)
  public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

/// https://developer.apple.com/documentation/foundation/nskeyvaluechangekey
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/foundation/nskeyvaluechangekey/newkey
  public static let newKey = NSKeyValueChangeKey(rawValue: "new")
  /// https://developer.apple.com/documentation/foundation/nskeyvaluechangekey/oldkey
  public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
  /// https://developer.apple.com/documentation/foundation/nskeyvaluechangekey/kindkey
  public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
}

/// https://developer.apple.com/documentation/foundation/nskeyvalueobservation
open class NSKeyValueObservation: Foundation.NSObject {
  /// https://developer.apple.com/documentation/foundation/nskeyvalueobservation/invalidate()
  open func invalidate() {}
}

/// https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange
public struct NSKeyValueObservedChange<Value> {
  /// https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange/newvalue
  public let newValue: Value?
  /// https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange/oldvalue
  public let oldValue: Value?
  /// https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange/isprior
  public let isPrior: Bool
}

/// https://developer.apple.com/documentation/foundation/_keyvaluecodingandobserving
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
  /// https://developer.apple.com/documentation/foundation/_keyvaluecodingandobserving/observe(_:options:changehandler:)
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation { NSKeyValueObservation() }
}

extension NotificationCenter {
  /// https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(_:selector:name:object:)
  public func addObserver(
    _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?,
    object anObject: Any?
  ) {}
}

extension IndexPath {
  /// https://developer.apple.com/documentation/foundation/indexpath/init(row:section:)
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  /// https://developer.apple.com/documentation/foundation/indexpath/row
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
  /// https://developer.apple.com/documentation/foundation/indexpath/section
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
}
