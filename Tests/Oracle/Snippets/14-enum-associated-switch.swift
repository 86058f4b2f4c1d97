import UIKit

enum LoadState {
  case loading
  case loaded([String])
  case failed(message: String)
}

let state = LoadState.loaded(["Ada", "Grace"])
switch state {
case .loading:
  print("loading")
case .loaded(let names):
  print("\(names.count) names")
case .failed(let message):
  print("error: \(message)")
}
