import UIKit

class ListViewController: UIViewController {
  var names: [String] = []

  @objc func addTapped() {
    let alert = UIAlertController(title: "New name", message: nil, preferredStyle: .alert)
    alert.addTextField()
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(
      UIAlertAction(title: "Add", style: .default) { [weak self, weak alert] _ in
        guard let name = alert?.textFields?.first?.text, !name.isEmpty else { return }
        self?.names.append(name)
      })
    present(alert, animated: true)
  }
}
