import UIKit

class DiceViewController: UIViewController {
  let resultLabel = UILabel()
  var isRolling = false

  @objc func roll() {
    isRolling.toggle()
    let value = Int.random(in: 1...6)
    UIView.animate(
      withDuration: 0.3,
      animations: {
        self.resultLabel.alpha = 0
      },
      completion: { _ in
        self.resultLabel.text = String(value)
        self.resultLabel.alpha = 1
      })
  }
}
