import Testing

@testable import MVCRuntime
@testable import MVCScript

/// `UIView.animate(withDuration:animations:completion:)`: UIKit calls the animations block at
/// once (the properties take their final values at once; only their drawing is animated) and
/// the completion when the animation ends, after the code that started it has returned, with
/// `finished` true. https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:completion:)
@Suite struct AnimationTests {
  typealias Sandbox = SwiftLanguageTests.Sandbox

  static let card = """
    class Card: UIViewController {
      let badge = UILabel()
      func flash() {
        UIView.animate(withDuration: 0.3, animations: {
          self.badge.alpha = 0
          print("animating", self.badge.alpha)
        }, completion: { finished in print("finished", finished) })
        print("flash returns")
      }
    }
    let card = Card()
    """

  @Test func theAnimationsRunAtOnceAndTheCompletionAfterTheMethodReturns() throws {
    let s = Sandbox()
    try s.run(Self.card)
    try s.run("card.flash()")
    #expect(
      s.printed == [
        .string("animating 0.0"), .string("flash returns"), .string("finished true"),
      ])
    #expect(try s.value("card.badge.alpha") == .double(0))
  }

  @Test func theTraceShowsTheCallTheChangesInsideItAndTheCompletionFromTheRunLoop() throws {
    let s = Sandbox()
    try s.run(Self.card)
    let before = s.world.trace.count
    try s.run("card.flash()")
    let sent = s.world.trace.dropFirst(before).map(\.selector)
    #expect(
      sent == [
        "flash()", "animate(withDuration:animations:completion:)", "setValue(_:forKey:)",
        "completion(_:)",
      ])
    let completion = try #require(s.world.trace.last)
    #expect(completion.arguments == [.bool(true)])
    #expect(completion.operation == "mainQueue")
  }

  @Test func theTrailingClosureFormsAreTheOnesTutorialsWrite() throws {
    let s = Sandbox()
    try s.run(
      """
      let box = UIView()
      UIView.animate(withDuration: 0.25) { box.alpha = 0.5 }
      UIView.animate(withDuration: 0.25, delay: 0.1, options: [.curveEaseInOut], animations: {
        box.alpha = 1
      }) { _ in print("done") }
      UIView.animate(
        withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
        options: [], animations: { box.alpha = 0.2 }, completion: nil)
      """)
    #expect(s.printed == [.string("done")])
    #expect(try s.value("box.alpha") == .double(0.2))
  }

  @Test func anAnimationCallTheSandboxDoesNotKnowSaysWhichItDoes() throws {
    let s = Sandbox()
    #expect(throws: (any Error).self) {
      try s.run("UIView.animate(withDuration: 1, flavour: 2) { }")
    }
    do {
      try s.run("UIView.animate(withDuration: 1, flavour: 2) { }")
    } catch {
      #expect("\(error)".contains("animate(withDuration:animations:completion:)"))
    }
  }
}
