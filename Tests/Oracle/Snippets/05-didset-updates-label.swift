import UIKit

class ScoreViewController: UIViewController {
  let scoreLabel = UILabel()
  var score = 0 {
    didSet {
      scoreLabel.text = "Score: \(score)"
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(scoreLabel)
    score = 0
  }
}

let game = ScoreViewController()
game.loadViewIfNeeded()
game.score += 1
