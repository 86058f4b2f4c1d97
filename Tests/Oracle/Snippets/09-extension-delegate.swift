import UIKit

class SearchViewController: UIViewController {
  let searchField = UITextField()
  override func viewDidLoad() {
    super.viewDidLoad()
    searchField.delegate = self
    view.addSubview(searchField)
  }
}

extension SearchViewController: UITextFieldDelegate {
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    textField.resignFirstResponder()
    return true
  }
}
