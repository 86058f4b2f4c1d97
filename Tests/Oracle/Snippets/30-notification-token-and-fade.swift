import UIKit

class Contact: NSObject {
  var name = ""
}

extension Notification.Name {
  static let contactSaved = Notification.Name("ContactSaved")
}

class BadgeViewController: UIViewController {
  let badge = UILabel()
  var token: NSObjectProtocol?
  var saves = 0

  func watch(_ contact: Contact) {
    token = NotificationCenter.default.addObserver(
      forName: .contactSaved, object: contact, queue: nil
    ) { [weak self] _ in
      self?.saves += 1
      UIView.animate(withDuration: 0.2) { self?.badge.alpha = 1 }
    }
  }

  func stopWatching() {
    if let token = token { NotificationCenter.default.removeObserver(token) }
  }
}

let ada = Contact()
let badgeScreen = BadgeViewController()
badgeScreen.watch(ada)
NotificationCenter.default.post(name: .contactSaved, object: ada)
NotificationCenter.default.post(name: .contactSaved, object: Contact())
print(badgeScreen.saves)
badgeScreen.stopWatching()
