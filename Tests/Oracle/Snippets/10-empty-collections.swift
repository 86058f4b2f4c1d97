import UIKit

class ShoppingList: NSObject {
  var items = [String]()
  var quantities = [String: Int]()

  func add(_ item: String) {
    items.append(item)
    quantities[item, default: 0] += 1
  }
}

let list = ShoppingList()
list.add("Milk")
print(list.items.count, list.quantities["Milk"] ?? 0)
