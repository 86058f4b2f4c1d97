import UIKit

class LoginViewController: UIViewController {
  let userField = UITextField()
  let messageLabel = UILabel()

  @objc func logIn() {
    guard let user = userField.text, !user.isEmpty else {
      messageLabel.text = "Enter a name"
      return
    }
    messageLabel.text = "Hello, \(user)!"
  }
}
