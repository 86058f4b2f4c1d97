import UIKit

let views: [UIView] = [UILabel(), UIButton(type: .system), UISwitch()]
for view in views {
  if view is UIControl {
    print("a control")
  } else {
    print("not a control")
  }
}
