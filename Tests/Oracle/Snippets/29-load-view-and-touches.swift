import UIKit

class PadView: UIView {
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesBegan(touches, with: event)
    print("touch began")
  }
}

class PadViewController: UIViewController {
  let pad = PadView()
  var names: Array<String> = []

  override func loadView() {
    let root = UIView()
    root.addSubview(pad)
    view = root
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    names.append("Ada")
    _ = view.subviews.count
  }
}

let padController = PadViewController()
padController.loadViewIfNeeded()
print(padController.view.subviews.count, padController.names)
