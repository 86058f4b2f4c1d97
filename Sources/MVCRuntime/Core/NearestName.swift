/// Finds the known name closest to a misspelled one, for "did you mean …?" suggestions.
public enum NearestName {
  /// The candidate with the smallest edit distance to `name`, if it is close enough to help.
  public static func suggestion(for name: String, among candidates: some Sequence<String>)
    -> String?
  {
    let target = Array(name.lowercased())
    // A name cut short (`te` for `text`) is best completed by the shortest name it starts.
    if target.count >= 2 {
      let lowered = name.lowercased()
      let extensions = candidates.filter { $0 != name && $0.lowercased().hasPrefix(lowered) }
      if let shortest = extensions.min(by: { ($0.count, $0) < ($1.count, $1) }) { return shortest }
    }
    var best: (String, Int)?
    for candidate in candidates where candidate != name {
      let distance = editDistance(target, Array(candidate.lowercased()))
      let limit = max(2, min(target.count, candidate.count) / 3)
      guard distance <= limit else { continue }
      if best == nil || distance < best?.1 ?? Int.max { best = (candidate, distance) }
    }
    return best?.0
  }

  /// Levenshtein distance between two character arrays, in O(min(n, m)) memory.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
