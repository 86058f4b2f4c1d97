import MVCRuntime

/// How two runs' messages differ, as values (`:whatif` words them): the hops that no longer
/// happen, the new ones, and messages that went to another receiver.
///
/// A hop is a message by its sender's name, its receiver's name and its selector; the two runs
/// are compared as multisets of hops, so a message sent twice and then once counts as one gone.
struct TraceDifference: Equatable {
  /// A message without its number, time or arguments.
  struct Hop: Hashable {
    var sender: String
    var receiver: String
    var selector: String
  }

  /// A message that the same sender sent with the same selector to another receiver.
  struct Redirect: Equatable {
    var sender: String
    var selector: String
    var before: String
    var after: String
  }

  /// Hops of the first run that the second does not have, in the first run's order.
  var gone: [Hop] = []
  /// Hops of the second run that the first does not have, in the second run's order.
  var new: [Hop] = []
  /// Gone and new hops that pair up as one message sent to another receiver (not also in
  /// ``gone`` and ``new``).
  var redirected: [Redirect] = []
  /// How many messages each run sent.
  var counts: (before: Int, after: Int) = (0, 0)
  /// Whether the hops are the same but something else (an argument, the order) differs.
  var detailsDiffer = false

  static func == (a: TraceDifference, b: TraceDifference) -> Bool {
    a.gone == b.gone && a.new == b.new && a.redirected == b.redirected
      && a.counts == b.counts && a.detailsDiffer == b.detailsDiffer
  }

  /// Compares two runs.
  /// - Parameters:
  ///   - before, after: each run's hops, in order, with each message's arguments as its
  ///     details (compared only when the hops are the same).
  init(before: [(hop: Hop, details: String)], after: [(hop: Hop, details: String)]) {
    counts = (before.count, after.count)
    var remaining: [Hop: Int] = [:]
    for item in after { remaining[item.hop, default: 0] += 1 }
    var gone: [Hop] = []
    for item in before {
      if let count = remaining[item.hop], count > 0 {
        remaining[item.hop] = count - 1
      } else {
        gone.append(item.hop)
      }
    }
    var left: [Hop: Int] = [:]
    for item in before { left[item.hop, default: 0] += 1 }
    var new: [Hop] = []
    for item in after {
      if let count = left[item.hop], count > 0 {
        left[item.hop] = count - 1
      } else {
        new.append(item.hop)
      }
    }
    // A gone hop and a new one from the same sender with the same selector, when the old
    // receiver gets that selector from no one in the second run and the new receiver got it
    // from no one in the first: the message was redirected.
    func receives(_ items: [(hop: Hop, details: String)], _ receiver: String, _ selector: String)
      -> Bool
    {
      items.contains { $0.hop.receiver == receiver && $0.hop.selector == selector }
    }
    var stillNew = new
    var stillGone: [Hop] = []
    for hop in gone {
      if let index = stillNew.firstIndex(where: {
        $0.sender == hop.sender && $0.selector == hop.selector && $0.receiver != hop.receiver
          && !receives(after, hop.receiver, hop.selector)
          && !receives(before, $0.receiver, hop.selector)
      }) {
        redirected.append(
          Redirect(
            sender: hop.sender, selector: hop.selector, before: hop.receiver,
            after: stillNew[index].receiver))
        stillNew.remove(at: index)
      } else {
        stillGone.append(hop)
      }
    }
    self.gone = stillGone
    self.new = stillNew
    if stillGone.isEmpty && stillNew.isEmpty && redirected.isEmpty {
      detailsDiffer =
        before.map(\.hop) != after.map(\.hop) || before.map(\.details) != after.map(\.details)
    }
  }

  /// Whether the two runs sent the same messages, in the same order, with the same arguments.
  var isSame: Bool { gone.isEmpty && new.isEmpty && redirected.isEmpty && !detailsDiffer }
}
