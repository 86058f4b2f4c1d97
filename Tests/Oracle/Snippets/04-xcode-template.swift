import UIKit

class ViewController: UIViewController {

  override func viewDidLoad() {
    super.viewDidLoad()
    // Do any additional setup after loading the view.
    view.backgroundColor = .systemBackground
    title = "Home"
  }
}

let home = ViewController()
window.rootViewController = home
window.makeKeyAndVisible()
