import UIKit

class Person: NSObject {
  var firstName = "Ada"
  var lastName = "Lovelace"
  var fullName: String {
    return "\(firstName) \(lastName)"
  }
  var initials: String {
    get { "\(firstName.prefix(1))\(lastName.prefix(1))" }
  }
}

let ada = Person()
print(ada.fullName, ada.initials)
