import MVCRuntime
import MVCTestSupport
import Testing

/// The probe itself: a walk that matches records nothing, and every kind of mismatch fails.
@Suite struct TraceProbeTests {
  static let a = ObjectID(1)
  static let b = ObjectID(2)

  /// `outside → a tap()`, then during it `a → b show(_:)` and, a turn later, `b → b done()`.
  static let events = [
    TraceEvent(
      sequence: 7, time: 3, sender: .outside, receiver: .object(a), selector: "tap()",
      arguments: [], kind: .call, cause: nil, role: .outsideToController, flag: nil, statement: 1),
    TraceEvent(
      sequence: 8, time: 3, sender: .object(a), receiver: .object(b), selector: "show(_:)",
      arguments: [.bool(true)], kind: .viewUpdate, cause: 7, role: .controllerToView, flag: nil,
      statement: 1, operation: "tap()"),
    TraceEvent(
      sequence: 9, time: 4, sender: .object(b), receiver: .object(b), selector: "done()",
      arguments: [], kind: .call, cause: 7, role: .viewToView, flag: "flag.example", statement: 1),
  ]

  static func probe() -> TraceProbe {
    TraceProbe(events, name: { $0 == .object(a) ? "a" : $0 == .object(b) ? "b" : "\($0)" })
  }

  /// The whole walk, right.
  static func walk(_ probe: TraceProbe) {
    let tap = probe.expect(
      "tap()", from: .outside, to: "a", kind: .call, cause: .uncaused, role: .outsideToController,
      arguments: [], operation: .absent)
    probe.expect(
      "show(_:)", from: .object(a), to: "b", kind: .viewUpdate, cause: .by(tap),
      role: .controllerToView, arguments: [.bool(true)], operation: "tap()")
    probe.tick()
    probe.expect(
      "done()", from: "b", to: "b", kind: .call, cause: .sequence(7), role: .viewToView,
      flag: "flag.example")
  }

  /// Expects `body` to record an issue whose text contains `fragment`.
  func expectFailure(_ fragment: String, _ body: () -> Void) {
    withKnownIssue {
      body()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains(fragment) }
    }
  }

  @Test func aMatchingWalkRecordsNothing() {
    let probe = Self.probe()
    Self.walk(probe)
    #expect(probe.remaining == 0)
    probe.finish()
  }

  @Test func aMissingEventFails() {
    expectFailure("all 3 events were asserted already") {
      let probe = Self.probe()
      Self.walk(probe)
      probe.expect("undo()")
      probe.finish()
    }
  }

  @Test func anExtraEventFailsAtFinishWithTheEventsLeft() {
    expectFailure("1 of 3 events left unasserted:\n  #9 t4 b → b done() call, cause #7") {
      let probe = Self.probe()
      probe.expect("tap()")
      probe.expect("show(_:)")
      probe.finish()
    }
  }

  @Test func aProbeDroppedWithoutFinishFails() {
    expectFailure("dropped without finish()") {
      let probe = Self.probe()
      probe.expect("tap()")
    }
  }

  @Test func aReorderedEventFails() {
    expectFailure("selector: expected show(_:), got tap()") {
      let probe = Self.probe()
      probe.expect("show(_:)")
      probe.skip(2)
      probe.finish()
    }
  }

  @Test func aWrongSenderReceiverOrKindFails() {
    expectFailure("sender: expected b, got outside") {
      let probe = Self.probe()
      probe.expect("tap()", from: "b", to: "a", kind: .call)
      probe.skip(2)
      probe.finish()
    }
    expectFailure("receiver: expected b, got a") {
      let probe = Self.probe()
      probe.expect("tap()", to: .object(Self.b))
      probe.skip(2)
      probe.finish()
    }
    expectFailure("kind: expected lifecycle, got call") {
      let probe = Self.probe()
      probe.expect("tap()", kind: .lifecycle)
      probe.skip(2)
      probe.finish()
    }
  }

  @Test func aWrongCauseFails() {
    expectFailure("cause: expected no cause, got #7") {
      let probe = Self.probe()
      probe.expect("tap()")
      probe.expect("show(_:)", cause: .uncaused)
      probe.skip()
      probe.finish()
    }
    expectFailure("cause: expected #8 (show(_:)), got #7") {
      let probe = Self.probe()
      probe.expect("tap()")
      let show = probe.expect("show(_:)")
      probe.tick()
      probe.expect("done()", cause: .by(show), flag: .unchecked)
      probe.finish()
    }
  }

  @Test func aWrongRoleArgumentsOrOperationFails() {
    expectFailure("role: expected view→controller, got controller→view") {
      let probe = Self.probe()
      probe.expect("tap()")
      probe.expect("show(_:)", role: .viewToController)
      probe.skip()
      probe.finish()
    }
    expectFailure("arguments: expected (false), got (true)") {
      let probe = Self.probe()
      probe.expect("tap()")
      probe.expect("show(_:)", arguments: [.bool(false)])
      probe.skip()
      probe.finish()
    }
    expectFailure("operation: expected none, got tap()") {
      let probe = Self.probe()
      probe.expect("tap()")
      probe.expect("show(_:)", operation: .absent)
      probe.skip()
      probe.finish()
    }
  }

  @Test func aFlagMustBeExpected() {
    expectFailure("flag: expected none, got flag.example") {
      let probe = Self.probe()
      probe.skip(2)
      probe.tick()
      probe.expect("done()")
      probe.finish()
    }
  }

  @Test func theClockIsChecked() {
    expectFailure("time: expected t3, got t4") {
      let probe = Self.probe()
      probe.skip(2)
      probe.expect("done()", flag: .unchecked)
      probe.finish()
    }
    let unclocked = TraceProbe(Self.events, checksClock: false)
    unclocked.skip(2)
    unclocked.expect("done()", flag: .unchecked)
    unclocked.finish()
  }
}
