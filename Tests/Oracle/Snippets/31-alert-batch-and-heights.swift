import UIKit

final class NoteCell: UITableViewCell {}

class NotesViewController: UITableViewController {
  var notes = ["Milk", "Eggs"]

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    notes.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = notes[indexPath.row]
    cell.textLabel?.textColor = .secondaryLabel
    return cell
  }

  override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
    -> CGFloat
  {
    indexPath.row == 0 ? 88 : UITableView.automaticDimension
  }

  func askForANote() {
    let alert = UIAlertController(title: "New note", message: nil, preferredStyle: .alert)
    alert.addTextField { field in field.placeholder = "Note" }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
    alert.addAction(
      UIAlertAction(title: "Add", style: .default) { _ in
        guard let text = alert.textFields?.first?.text else { fatalError("no field") }
        self.add(text)
      })
    present(alert, animated: true)
  }

  func add(_ note: String) {
    tableView.performBatchUpdates({
      self.notes.insert(note, at: 0)
      self.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }) { finished in
      print("added", finished)
    }
  }
}

let notesScreen = NotesViewController()
notesScreen.tabBarItem = UITabBarItem(title: "Notes", image: UIImage(systemName: "note"), tag: 0)
