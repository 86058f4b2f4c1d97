@testable import MVCRuntime

extension World {
  /// Runs one statement as the interpreter does: a transaction whose run-loop turn ends
  /// before it commits (queued blocks run, animated transitions finish).
  @discardableResult
  public func statement<T>(_ body: () throws -> T) throws -> T {
    try transaction {
      let result = try body()
      try runLoopTurnEnded()
      return result
    }
  }
}
