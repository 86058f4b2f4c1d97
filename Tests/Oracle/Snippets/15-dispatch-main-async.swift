import UIKit

class ProfileViewController: UIViewController {
  let nameLabel = UILabel()

  func didLoad(name: String) {
    DispatchQueue.main.async {
      self.nameLabel.text = name
    }
  }
}

let profile = ProfileViewController()
profile.didLoad(name: "Ada")
DispatchQueue.main.asyncAfter(deadline: .now() + 1) { print("a second later") }
