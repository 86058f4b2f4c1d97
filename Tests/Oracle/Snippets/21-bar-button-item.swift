import UIKit

class NotesViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Notes"
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .add, target: self, action: #selector(addNote))
    navigationItem.leftBarButtonItem = editButtonItem
  }

  @objc func addNote() {
    print("add a note")
  }
}

let notes = UINavigationController(rootViewController: NotesViewController())
