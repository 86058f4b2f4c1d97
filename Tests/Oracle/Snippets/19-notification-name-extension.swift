import UIKit

extension Notification.Name {
  static let contactSaved = Notification.Name("ContactSaved")
}

class BadgeViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(
      self, selector: #selector(contactSaved(_:)), name: .contactSaved, object: nil)
  }

  @objc func contactSaved(_ notification: Notification) {
    print("saved: \(notification.name.rawValue)")
  }
}

NotificationCenter.default.post(name: .contactSaved, object: nil)
