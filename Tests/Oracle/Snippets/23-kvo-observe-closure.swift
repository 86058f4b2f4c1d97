import UIKit

class Contact: NSObject {
  @objc dynamic var name = "Ada"
}

class ContactViewController: UIViewController {
  let contact = Contact()
  let nameLabel = UILabel()
  var observation: NSKeyValueObservation?

  override func viewDidLoad() {
    super.viewDidLoad()
    observation = contact.observe(\.name, options: [.initial, .new]) { [weak self] contact, _ in
      self?.nameLabel.text = contact.name
    }
  }
}
