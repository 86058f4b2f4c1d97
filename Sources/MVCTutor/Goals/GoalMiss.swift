import MVCRuntime

/// What happened instead of a goal: the nearest thing to it in the world or the trace, so
/// `:check` can say what is missing. A value; the shell words it.
public enum GoalMiss: Equatable, Sendable {
  /// The message most like the one asked for, the parts of the filter it does not match, and
  /// the filter.
  case message(TraceEvent, differences: [FilterPart], filter: MessageFilter)
  /// No message at all was sent since the step began.
  case noMessages
  /// Both messages were sent, but the second one before the first.
  case wrongOrder
  /// Too many messages like this were sent: how many, and the first one too many.
  case tooMany(count: Int, firstExtra: TraceEvent)
  /// A number that is not the wanted one (messages counted, items, objects).
  case count(Int)
  /// The value a path has now.
  case value(Value)
  /// No object is bound to this name (or the path cannot be read).
  case missing(ObjectPath)
  /// The object is of another class.
  case otherClass(String)
  /// The two paths reach the same object.
  case sameObject
}

/// A part of a message filter, for saying which part a message does not match.
public enum FilterPart: String, CaseIterable, Equatable, Sendable {
  case kind, role, selector, sender, receiver, receiverClass, flagged, operation, typed
  case madeTyped
  case causedBy, within, key, argument
}

extension GoalEvaluator {
  /// What happened instead of a goal that does not hold; nil when there is nothing useful to
  /// say (or the goal holds).
  public func miss(_ goal: Goal) -> GoalMiss? {
    guard !holds(goal) else { return nil }
    switch goal {
    case .message(let filter): return nearest(filter)
    case .messageOrder(let first, let second):
      if events.contains(where: { matches($0, first) })
        && events.contains(where: { matches($0, second) })
      {
        return .wrongOrder
      }
      return events.contains(where: { matches($0, first) }) ? nearest(second) : nearest(first)
    case .noMessage(let filter):
      guard let event = events.first(where: { matches($0, filter) }) else { return nil }
      return .tooMany(count: events.lazy.filter { matches($0, filter) }.count, firstExtra: event)
    case .messageCount(let filter, let comparison, let number):
      let matching = events.filter { matches($0, filter) }
      if let limit = Self.limit(comparison, number), matching.count > limit {
        return .tooMany(count: matching.count, firstExtra: matching[limit])
      }
      if matching.isEmpty { return nearest(filter) }
      return .count(matching.count)
    case .property(let path, _, _):
      guard let value = resolve(path) else { return .missing(path) }
      return .value(value)
    case .count(let path, _, _):
      guard case .array(let items)? = resolve(path) else { return .missing(path) }
      return .count(items.count)
    case .objectIs(let name, _), .objectIsExactly(let name, _), .objectPlays(let name, _):
      let path = ObjectPath(root: name)
      guard let id = object(path), let record = world.record(id) else { return .missing(path) }
      return .otherClass(record.className)
    case .distinct(let first, let second):
      guard object(first) != nil else { return .missing(first) }
      guard object(second) != nil else { return .missing(second) }
      return .sameObject
    case .bound(let view, let model, _), .observer(let view, let model, _):
      if object(view) == nil { return .missing(view) }
      if object(model) == nil { return .missing(model) }
      return nil
    case .subview(let first, let second), .child(let first, let second),
      .presented(let first, let second, _):
      if object(first) == nil { return .missing(first) }
      if object(second) == nil { return .missing(second) }
      return nil
    case .target(let control, _, _, _), .notificationObserver(let control, _),
      .inWindow(let control),
      .alive(let control):
      return object(control) == nil ? .missing(control) : nil
    default: return nil
    }
  }

  /// The message since the step began that makes a goal impossible to meet without undoing,
  /// if one did: a message that must not be sent was, or a count that may not grow was
  /// exceeded. Its sequence number in the trace.
  public func deadEnd(_ goal: Goal) -> Int? {
    switch goal {
    case .noMessage(let filter): return events.first { matches($0, filter) }?.sequence
    case .messageCount(let filter, let comparison, let number):
      guard let limit = Self.limit(comparison, number) else { return nil }
      let matching = events.filter { matches($0, filter) }
      return matching.count > limit ? matching[limit].sequence : nil
    case .messageOrder(let first, let second):
      // A message an object gets once only (its view loading, its freeing) already sent with
      // no first message before it: the order can no longer be right ("configured too late").
      guard second.receiver != nil, let selector = second.selector,
        Self.onceOnly.contains(where: { MessageFilter.selector($0, matches: selector) }),
        let index = events.firstIndex(where: { matches($0, second) }),
        !events[..<index].contains(where: { matches($0, first) })
      else { return nil }
      return events[index].sequence
    default: return nil
    }
  }

  /// Messages an object receives at most once in its life.
  static let onceOnly = ["viewDidLoad()", "loadView()", "deinit"]

  /// The most messages a count goal allows, when it sets a most.
  public static func limit(_ comparison: Comparison, _ number: Int) -> Int? {
    switch comparison {
    case .equal, .lessOrEqual: return number
    case .less: return number - 1
    default: return nil
    }
  }

  /// The message that matches most parts of a filter (the latest of equals), with the parts it
  /// misses.
  func nearest(_ filter: MessageFilter) -> GoalMiss {
    var best: (event: TraceEvent, differences: [FilterPart])?
    for event in events {
      let differences = self.differences(event, filter)
      if best == nil || differences.count <= (best?.differences.count ?? 0) {
        best = (event, differences)
      }
    }
    guard let best else { return .noMessages }
    return .message(best.event, differences: best.differences, filter: filter)
  }

  /// The parts of a filter a message does not match.
  func differences(_ event: TraceEvent, _ filter: MessageFilter) -> [FilterPart] {
    var parts: [FilterPart] = []
    if let kind = filter.kind, event.kind != kind { parts.append(.kind) }
    if (filter.from.map { $0 != event.role.from } ?? false)
      || (filter.to.map { $0 != event.role.to } ?? false)
    {
      parts.append(.role)
    }
    if let selector = filter.selector, !MessageFilter.selector(event.selector, matches: selector) {
      parts.append(.selector)
    }
    if filter.sender != nil, !matches(event, MessageFilter(sender: filter.sender)) {
      parts.append(.sender)
    }
    if filter.receiver != nil, !matches(event, MessageFilter(receiver: filter.receiver)) {
      parts.append(.receiver)
    }
    if filter.receiverClass != nil,
      !matches(event, MessageFilter(receiverClass: filter.receiverClass))
    {
      parts.append(.receiverClass)
    }
    if let flagged = filter.flagged, (event.flag != nil) != flagged { parts.append(.flagged) }
    if filter.operation != nil, !matches(event, MessageFilter(operation: filter.operation)) {
      parts.append(.operation)
    }
    if let typed = filter.typed, (event.cause == nil) != typed { parts.append(.typed) }
    if filter.madeTyped != nil, !matches(event, MessageFilter(madeTyped: filter.madeTyped)) {
      parts.append(.madeTyped)
    }
    if filter.causedBy != nil, !matches(event, MessageFilter(causedBy: filter.causedBy)) {
      parts.append(.causedBy)
    }
    if filter.within != nil, !matches(event, MessageFilter(within: filter.within)) {
      parts.append(.within)
    }
    if filter.key != nil, !matches(event, MessageFilter(key: filter.key)) { parts.append(.key) }
    if filter.argument != nil, !matches(event, MessageFilter(argument: filter.argument)) {
      parts.append(.argument)
    }
    return parts
  }
}
