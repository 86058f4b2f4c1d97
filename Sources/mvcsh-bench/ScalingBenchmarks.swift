import Foundation
import MVCShell

/// The scaling section: each thing a learner can make large, run at n and at 4n, with the ratio
/// of the times beside the goal (at most 5×: linear, with room for noise; a quadratic one
/// shows about 16×).
enum ScalingBenchmarks {
  struct Case: Sendable {
    var name: String
    var n: Int
    var script: @Sendable (Int) -> String
  }

  static let cases: [Case] = [
    Case(name: "a dictionary filled in a loop", n: 10_000) { n in
      "var d: [Int: Int] = [:]\nfor i in 0..<\(n) { d[i] = i }"
    },
    Case(name: "a dictionary counting in a loop (default:)", n: 10_000) { n in
      "var counts: [Int: Int] = [:]\nfor i in 0..<\(n) { counts[i % 1000, default: 0] += 1 }"
    },
    Case(name: "freeing many objects at once", n: 2_500) { n in
      "class M: Model { var n = 0 }\nvar ms: [M] = []\nfor _ in 0..<\(n) { ms.append(M()) }\nms = []"
    },
    Case(name: "one change heard by many KVO blocks", n: 1_000) { n in
      """
      class M: NSObject { @objc dynamic var n = 0 }
      let m = M()
      var tokens: [NSKeyValueObservation] = []
      for _ in 0..<\(n) { tokens.append(m.observe(\\.n) { _, _ in }) }
      m.n = 1
      """
    },
    Case(name: "one post heard by many notification blocks", n: 1_000) { n in
      """
      let name = Notification.Name("x")
      var tokens: [NSObjectProtocol] = []
      for _ in 0..<\(n) {
        tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in })
      }
      NotificationCenter.default.post(name: name, object: nil)
      """
    },
    Case(name: "many views in one superview, then let go", n: 2_500) { n in
      "var v = UIView()\nfor _ in 0..<\(n) { v.addSubview(UIView()) }\nv = UIView()"
    },
  ]

  static func run(into report: BenchmarkReport) {
    for item in cases {
      let n = ShellBenchmarks.scaled(item.n)
      func time(_ count: Int) -> Double {
        let text = item.script(count)
        return medianSeconds(runs: 3) {
          _ = Session(options: SessionOptions()).runScript(text, bail: false)
        }
      }
      // A script that fails would time its error, not the work: it must run.
      let check = Session(options: SessionOptions()).runScript(item.script(n), bail: true)
      if check.failed {
        report.add(
          "scaling: \(item.name)", measured: "the script failed: \(check.output.prefix(200))",
          reference: "it must run", meets: false)
        continue
      }
      let small = time(n)
      let large = time(4 * n)
      let ratio = large / max(small, 1e-6)
      report.add(
        "scaling: \(item.name), n = \(n) and 4n = \(4 * n)",
        measured: String(
          format: "%@ at n, %@ at 4n: %.1f×", formatSeconds(small), formatSeconds(large), ratio),
        reference: "goal: at most 5× (linear); a quadratic algorithm gives about 16×",
        meets: ratio <= 5)
    }
  }
}
