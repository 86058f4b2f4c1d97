import UIKit

protocol EditorDelegate: AnyObject {
  func editor(_ editor: EditorViewController, didSave name: String)
}

class EditorViewController: UIViewController {
  weak var delegate: EditorDelegate?
  let nameField = UITextField()

  @objc func save() {
    delegate?.editor(self, didSave: nameField.text ?? "")
    dismiss(animated: true)
  }
}
