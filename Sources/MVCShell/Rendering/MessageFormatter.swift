import MVCRuntime

/// Writes a message as a Swift call: `setValue("Grace", forKey: "name")`.
public enum MessageFormatter {
  /// The selector with its arguments filled in when their number matches the labels, otherwise
  /// the bare selector followed by the arguments.
  public static func call(_ selector: String, _ arguments: [Value], names: (ObjectID) -> String)
    -> String
  {
    guard let open = selector.firstIndex(of: "("), selector.hasSuffix(")") else {
      if arguments.isEmpty { return selector }
      return selector + " "
        + arguments.map { ValueFormatter.literal($0, names: names) }.joined(separator: ", ")
    }
    let base = selector[..<open]
    let inner = selector[selector.index(after: open)..<selector.index(before: selector.endIndex)]
    let labels = inner.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
    guard labels.count == arguments.count else {
      if arguments.isEmpty { return selector }
      return selector + " "
        + arguments.map { ValueFormatter.literal($0, names: names) }.joined(separator: ", ")
    }
    let parts = zip(labels, arguments).map { label, value in
      let text = ValueFormatter.literal(value, names: names)
      return label == "_" ? text : "\(label): \(text)"
    }
    return base + "(" + parts.joined(separator: ", ") + ")"
  }
}
