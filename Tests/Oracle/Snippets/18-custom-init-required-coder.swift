import UIKit

class DetailViewController: UIViewController {
  let contactName: String

  init(contactName: String) {
    self.contactName = contactName
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = contactName
  }
}

let detail = DetailViewController(contactName: "Ada")
