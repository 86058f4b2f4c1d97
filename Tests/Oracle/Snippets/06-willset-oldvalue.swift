import UIKit

class Counter: NSObject {
  var count = 0 {
    willSet { print("about to change to \(newValue)") }
    didSet { print("changed from \(oldValue) to \(count)") }
  }
}

let counter = Counter()
counter.count = 3
