import UIKit

class WelcomeViewController: UIViewController {
  let titleLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    titleLabel.text = "Welcome"
    titleLabel.font = UIFont.boldSystemFont(ofSize: 28)
    titleLabel.textAlignment = .center
    titleLabel.numberOfLines = 0
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(titleLabel)
    NSLayoutConstraint.activate([
      titleLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      titleLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }
}
