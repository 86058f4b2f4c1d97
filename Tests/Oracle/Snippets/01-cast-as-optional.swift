import UIKit

class DetailViewController: UIViewController {
  var name = ""
}

let nav = UINavigationController(rootViewController: DetailViewController())
if let detail = nav.topViewController as? DetailViewController {
  detail.name = "Ada"
  print(detail.name)
}
