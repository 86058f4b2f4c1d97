/// The row changes a `performBatchUpdates(_:completion:)` has collected so far.
struct TableBatch {
  var inserted: [TableIndex] = []
  var deleted: [TableIndex] = []
}

extension World {
  /// `tableView.performBatchUpdates(_:completion:)`: the `insertRows` and `deleteRows` the
  /// updates closure makes are applied together when it returns, and UIKit's consistency rule
  /// is checked once for the whole batch (each section's new count is its old count plus the
  /// rows inserted minus those deleted, over all the batch's calls), deletions counting rows
  /// as they were before the batch, insertions as they are after it, whatever their order in
  /// the closure. The completion runs when the batch's animation ends: at the end of the
  /// run-loop turn, with `finished` true.
  ///
  /// A batch inside a batch of the same table joins it.
  func performBatchUpdates(
    on table: ObjectID, updates: ClosureID?, completion: ClosureID?, selector: String,
    arguments: [Value]
  ) throws {
    try deliver(selector, to: table, arguments: arguments, kind: .call, invokesUserMethod: false) {
      let isOutermost = tableBatches[table] == nil
      if isOutermost { tableBatches[table] = TableBatch() }
      defer { if isOutermost { tableBatches[table] = nil } }
      if let updates {
        // The updates are the caller's code, run at once (as an animation's are).
        let owner = closures.indices.contains(updates.raw) ? closures[updates.raw].receiver : nil
        let author = owner.flatMap { isAlive($0) ? Participant.object($0) : nil } ?? currentActor
        try acting(as: author) { _ = try callClosure(updates, arguments: []) }
      }
      if isOutermost, let batch = tableBatches[table] {
        tableBatches[table] = nil
        try applyRowUpdates(of: table, inserting: batch.inserted, deleting: batch.deleted)
      }
      if let completion {
        mainQueue.append(
          QueuedBlock(
            work: .closure(completion), delay: Self.transitionDuration, isDelayed: false,
            cause: currentCause, order: mainQueue.count, selector: "completion(_:)",
            arguments: [.bool(true)]))
      }
    }
  }
}
