/// Which lines of two texts the other one lacks: a longest-common-subsequence diff of their
/// lines' keys (the text a line is compared by), computed iteratively.
///
/// Past ``tableLimit`` cells the table is not built and a line counts as shared when the other
/// side has a line with the same key (as many times as it has it).
struct LineDiff: Equatable {
  /// For each line of the left text, whether the right text lacks it.
  var leftOnly: [Bool]
  /// For each line of the right text, whether the left text lacks it.
  var rightOnly: [Bool]

  /// The largest table (lines × lines) the exact diff builds.
  static let tableLimit = 4_000_000

  /// Whether the two texts have the same lines.
  var isSame: Bool { !leftOnly.contains(true) && !rightOnly.contains(true) }

  /// Compares two texts by their lines' keys.
  init(left: [String], right: [String]) {
    let n = left.count
    let m = right.count
    guard n * m <= Self.tableLimit else {
      leftOnly = Self.unmatched(left, against: right)
      rightOnly = Self.unmatched(right, against: left)
      return
    }
    // lengths[i][j]: the longest common subsequence of left[i...] and right[j...].
    var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        lengths[i][j] =
          left[i] == right[j]
          ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var leftOnly = [Bool](repeating: true, count: n)
    var rightOnly = [Bool](repeating: true, count: m)
    var i = 0
    var j = 0
    while i < n && j < m {
      if left[i] == right[j] {
        leftOnly[i] = false
        rightOnly[j] = false
        i += 1
        j += 1
      } else if lengths[i + 1][j] >= lengths[i][j + 1] {
        i += 1
      } else {
        j += 1
      }
    }
    self.leftOnly = leftOnly
    self.rightOnly = rightOnly
  }

  /// For each line, whether `other` has no line left with its key.
  private static func unmatched(_ lines: [String], against other: [String]) -> [Bool] {
    var available: [String: Int] = [:]
    for line in other { available[line, default: 0] += 1 }
    return lines.map { line in
      guard let count = available[line], count > 0 else { return true }
      available[line] = count - 1
      return false
    }
  }
}
