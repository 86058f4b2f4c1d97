import MVCRuntime

extension Session {
  /// The events `:trace` and `:export` show by default: those of the last statement that sent
  /// messages.
  func lastStatementEvents() -> Slice<TraceLog> {
    let trace = world.trace
    guard let lastIndex = trace.indices.last else { return trace[...] }
    let last = trace.statement(at: lastIndex)
    var start = lastIndex
    while start > 0 && trace.statement(at: start - 1) == last { start -= 1 }
    return trace[start...]
  }
}
