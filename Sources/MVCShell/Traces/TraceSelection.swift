import MVCRuntime

/// Which of the world's messages `:trace` and `:export` show, as standalone traces.
enum TraceSelection {
  /// The events `:trace` and `:export` show by default: those of the last statement that sent
  /// messages.
  static func lastStatementEvents(of world: WorldReader) -> Slice<TraceLog> {
    let trace = world.trace
    guard let lastIndex = trace.indices.last else { return trace[...] }
    let last = trace.statement(at: lastIndex)
    var start = lastIndex
    while start > 0 && trace.statement(at: start - 1) == last { start -= 1 }
    return trace[start...]
  }

  /// A standalone trace of some of the world's events that keeps the source of every statement
  /// they came from (from the history), so exports and `:trace load` can group by statement.
  static func statementTrace(
    _ events: some Collection<TraceEvent>, of world: WorldReader, history: History
  ) -> Trace {
    var trace = world.standaloneTrace(events)
    for number in trace.statementNumbers {
      guard let source = history.source(ofStatement: number) else { continue }
      trace.statements.append(TraceStatement(number: number, source: source))
    }
    return trace
  }
}
