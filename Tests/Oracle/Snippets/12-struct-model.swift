import UIKit

struct Contact {
  var name: String
  var phone: String

  mutating func rename(to newName: String) {
    name = newName
  }
}

var ada = Contact(name: "Ada", phone: "555-0100")
var copy = ada
copy.rename(to: "Grace")
print(ada.name, copy.name)
