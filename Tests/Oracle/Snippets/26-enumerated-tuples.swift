import UIKit

let names = ["Grace", "Ada", "Linus"]
for (index, name) in names.sorted().enumerated() {
  print("\(index + 1). \(name)")
}
let shuffled = names.shuffled()
let trimmed = "  Ada  ".trimmingCharacters(in: .whitespaces)
let price = String(format: "%.2f", 3.5)
print(shuffled.count, trimmed, price, max(2, 7), abs(-3))
