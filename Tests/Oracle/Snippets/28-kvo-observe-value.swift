import UIKit

class Account: NSObject {
  @objc dynamic var balance = 0
}

class AccountViewController: UIViewController {
  let account = Account()
  let balanceLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(balanceLabel)
    account.addObserver(self, forKeyPath: "balance", options: [.new, .old], context: nil)
  }

  override func observeValue(
    forKeyPath keyPath: String?, of object: Any?,
    change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?
  ) {
    if let newBalance = change?[.newKey] as? Int {
      balanceLabel.text = "Balance: \(newBalance)"
    }
  }
}

let screen = AccountViewController()
screen.loadViewIfNeeded()
screen.account.balance = 42
print(screen.balanceLabel.text ?? "")
screen.account.removeObserver(screen, forKeyPath: "balance")
