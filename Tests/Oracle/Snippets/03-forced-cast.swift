// swift-format-ignore-file
// (A tutorial forced cast, `as!`, which the project's lint forbids in its own code.)

import UIKit

class ContactCell: UITableViewCell {}

let table = UITableView()
table.register(ContactCell.self, forCellReuseIdentifier: "Contact")
let cell =
  table.dequeueReusableCell(withIdentifier: "Contact", for: IndexPath(row: 0, section: 0))
  as! ContactCell
cell.textLabel?.text = "Ada"
