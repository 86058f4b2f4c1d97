import MVCRuntime

/// A second world beside the learner's: a fresh ``SessionCore`` that replays some of the
/// session's history, so `:goal` and `:whatif` can run statements the learner did not type and
/// compare what they do. The learner's world is only read (its history's sources), never
/// changed: the world is deterministic, so the replay rebuilds the same objects with the same
/// ids and the same message numbers.
struct ShadowWorld {
  /// The shadow's own core: its world, interpreter and history.
  let core = SessionCore()

  /// What the shadow holds.
  var reader: WorldReader { core.reader }

  /// The history entry a replay could not run again (a change that depended on something
  /// outside the history); carries the source, not words.
  struct ReplayFailure: Error, Equatable {
    /// The source of the entry that failed.
    var source: String
  }

  /// A shadow that replayed `sources` (the first entries of a session's history), in order.
  /// A `:device NAME` entry (a command that changed the world) is replayed as that change.
  static func replaying(_ sources: ArraySlice<String>) -> Result<ShadowWorld, ReplayFailure> {
    let shadow = ShadowWorld()
    if let failed = shadow.core.replayHistory(sources) {
      return .failure(ReplayFailure(source: failed))
    }
    return .success(shadow)
  }
}
