import UIKit

enum Mood: String, CaseIterable {
  case happy = "😀"
  case sad = "😢"
  case calm = "😌"
}

let label = UILabel()
label.text = Mood.happy.rawValue
for mood in Mood.allCases {
  print(mood, mood.rawValue)
}
let parsed = Mood(rawValue: "😢")
