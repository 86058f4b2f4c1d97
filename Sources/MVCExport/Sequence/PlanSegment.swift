/// A run of a ``SequencePlan``'s items drawn as a diagram (or a page) of its own: a Mermaid
/// diagram small enough for GitHub, a PlantUML page short enough for one PNG.
///
/// A segment usually starts where a statement starts, where no call is open. A statement too
/// long for one segment is cut between two messages; the calls still open there are drawn
/// activated at the top of the next segment (`reopened`) and closed at the bottom of the
/// previous one (`open`), so every diagram balances on its own.
struct PlanSegment: Equatable {
  /// The plan's items this segment draws.
  var items: Range<Int>
  /// Lifelines whose activation is open when the segment starts, outermost first.
  var reopened: [Int]
  /// Lifelines whose activation is still open when the segment ends, outermost first.
  var open: [Int]
}

extension SequencePlan {
  /// The whole plan as one segment.
  var whole: PlanSegment { PlanSegment(items: 0..<items.count, reopened: [], open: []) }

  /// The plan cut into segments each of which `fits`, as few as the greedy packing finds.
  ///
  /// Statements are kept whole when they fit; one that does not is halved between messages
  /// until its pieces fit (a single message always counts as fitting). Adjacent pieces are then
  /// joined while the sum of their `size`s stays within `limit`; `size` must not grow when
  /// pieces are joined (a diagram's heading is shared), so every joined segment fits too.
  func segments(limit: Int, size: (PlanSegment) -> Int) -> [PlanSegment] {
    if items.isEmpty || size(whole) <= limit { return [whole] }
    let stacks = activationStacks()
    func segment(_ range: Range<Int>) -> PlanSegment {
      PlanSegment(items: range, reopened: stacks[range.lowerBound], open: stacks[range.upperBound])
    }
    // Statement ranges, then halved until each piece fits or holds one message.
    var starts = statementStarts.map(\.item)
    if starts.first != 0 { starts.insert(0, at: 0) }
    var pending: [Range<Int>] = []
    for (index, start) in starts.enumerated() {
      let end = index + 1 < starts.count ? starts[index + 1] : items.count
      if start < end { pending.append(start..<end) }
    }
    var pieces: [(range: Range<Int>, size: Int)] = []
    pending.reverse()
    while let range = pending.popLast() {
      let measured = size(segment(range))
      let cuts = messageIndices(in: range)
      if measured <= limit || cuts.count <= 1 {
        pieces.append((range, measured))
        continue
      }
      let middle = cuts[cuts.count / 2]
      pending.append(middle..<range.upperBound)
      pending.append(range.lowerBound..<middle)
    }
    var result: [PlanSegment] = []
    var current: Range<Int>?
    var total = 0
    for piece in pieces {
      if let open = current, total + piece.size <= limit {
        current = open.lowerBound..<piece.range.upperBound
        total += piece.size
      } else {
        if let done = current { result.append(segment(done)) }
        current = piece.range
        total = piece.size
      }
    }
    if let done = current { result.append(segment(done)) }
    return result
  }

  /// The indices of the message items in a range.
  private func messageIndices(in range: Range<Int>) -> [Int] {
    range.filter { index in
      if case .message = items[index] { return true }
      return false
    }
  }

  /// For each item index (and the end), the lifelines activated before it, outermost first.
  ///
  /// Only cut points (message items) need their stack; it is kept for every index, copied
  /// lazily by value, which costs little since stacks stay shallow.
  func activationStacks() -> [[Int]] {
    var stacks: [[Int]] = []
    stacks.reserveCapacity(items.count + 1)
    var stack: [Int] = []
    for item in items {
      stacks.append(stack)
      switch item {
      case .message(let message): stack.append(message.to)
      case .end: _ = stack.popLast()
      case .note: break
      }
    }
    stacks.append(stack)
    return stacks
  }

  /// The lifelines a segment draws (in the plan's order): those its items name and those it
  /// reopens.
  func lifelines(in segment: PlanSegment) -> [Int] {
    var used = Set(segment.reopened)
    for item in items[segment.items] {
      switch item {
      case .message(let message):
        used.insert(message.from)
        used.insert(message.to)
      case .note(let from, let to, _, _):
        used.insert(from)
        used.insert(to)
      case .end(let lifeline, _, let replyTo):
        used.insert(lifeline)
        if let caller = replyTo { used.insert(caller) }
      }
    }
    return used.sorted()
  }

  /// The statements whose messages a segment draws, in order.
  func statements(in segment: PlanSegment) -> [Int] {
    var out: [Int] = []
    for item in items[segment.items] {
      if case .message(let message) = item, out.last != message.statement {
        out.append(message.statement)
      }
    }
    return out
  }
}
