import UIKit

class Settings: NSObject {
  static let shared = Settings()
  static let maximumNameLength = 20
  var userName = "Ada"
}

struct Identifiers {
  static let contactCell = "ContactCell"
}

print(Settings.shared.userName, Settings.maximumNameLength, Identifiers.contactCell)
