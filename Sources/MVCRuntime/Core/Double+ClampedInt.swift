extension Double {
  /// The largest magnitude ``clampedInt`` gives: far beyond any screen, row or pixel count,
  /// and small enough that adding a few such numbers cannot overflow an `Int`.
  public static let clampedIntLimit = 1 << 40

  /// This number as an `Int`, toward zero, held within ±``clampedIntLimit`` (not a number
  /// gives 0). Sizes and places come from what the learner typed (`1e300`, `.infinity`), so
  /// drawing code converts them with this and never traps.
  public var clampedInt: Int {
    guard !isNaN else { return 0 }
    let limit = Double(Self.clampedIntLimit)
    return Int(Swift.min(limit, Swift.max(-limit, self)))
  }
}
