import UIKit

class CounterViewController: UIViewController {
  let button = UIButton(type: .system)
  var taps = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    button.setTitle("Tap me", for: .normal)
    button.addTarget(self, action: #selector(buttonTapped(_:)), for: .touchUpInside)
    view.addSubview(button)
  }

  @objc func buttonTapped(_ sender: UIButton) {
    taps += 1
    sender.setTitle("Tapped \(taps)", for: .normal)
  }
}
