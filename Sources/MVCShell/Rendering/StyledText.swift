import MVCLocalization

/// Output text as runs of (style, string): what every renderer, command and presenter builds,
/// and what only ``TerminalText/finish(_:colour:)`` turns into the characters a terminal gets.
///
/// A style belongs to a run, never to a character, so nothing in the text (a learner's
/// string, a loaded trace, a lesson, a catalog entry) can start or end a colour: whatever the
/// characters are, they stay text and are made visible when the text is finished.
///
///     var out = Style.heading.paint("Trace") + "\n"
///     out += "  " + name + ": " + Style.value.paint(summary) + "\n"
public struct StyledText: Sendable, Equatable {
  /// A stretch of text in one style (`nil`: no style).
  public struct Run: Sendable, Equatable {
    /// The style of the whole run, or nil for plain text.
    public let style: Style?
    /// The text of the run, as it is (not yet made visible).
    public fileprivate(set) var text: String
  }

  /// The runs, in order. Never an empty run, and never two neighbours in the same style.
  public private(set) var runs: [Run] = []

  /// No text.
  public init() {}

  /// Plain text.
  public init(_ text: String) { append(text) }

  /// Text in a style (nil: plain).
  public init(_ text: String, style: Style?) { append(text, style: style) }

  /// Whether there is no text at all.
  public var isEmpty: Bool { runs.isEmpty }

  /// The text without its styles (what a width is measured on, and what a test compares).
  public var plain: String {
    if runs.count == 1 { return runs[0].text }
    var out = ""
    for run in runs { out += run.text }
    return out
  }

  // MARK: Building

  /// Appends plain text.
  public mutating func append(_ text: String) { append(text, style: nil) }

  /// Appends text in a style (nil: plain); it joins the last run when that has the same style.
  public mutating func append(_ text: String, style: Style?) {
    guard !text.isEmpty else { return }
    // The style is compared without keeping the last run (a copy of it would share the text's
    // storage, and the append below would then copy the whole text: quadratic output).
    if !runs.isEmpty, runs[runs.count - 1].style == style {
      runs[runs.count - 1].text += text  // in place: long output is built in linear time
    } else {
      runs.append(Run(style: style, text: text))
    }
  }

  /// Appends other styled text, keeping its styles.
  public mutating func append(_ other: StyledText) {
    guard let first = other.runs.first else { return }
    guard !runs.isEmpty else {
      runs = other.runs  // shared until either changes: appending a long text to nothing is free
      return
    }
    append(first.text, style: first.style)
    runs.append(contentsOf: other.runs.dropFirst())
  }

  public static func + (lhs: StyledText, rhs: StyledText) -> StyledText {
    var out = lhs
    out.append(rhs)
    return out
  }

  public static func + (lhs: StyledText, rhs: String) -> StyledText {
    var out = lhs
    out.append(rhs)
    return out
  }

  public static func + (lhs: String, rhs: StyledText) -> StyledText {
    var out = StyledText(lhs)
    out.append(rhs)
    return out
  }

  public static func += (lhs: inout StyledText, rhs: StyledText) { lhs.append(rhs) }

  public static func += (lhs: inout StyledText, rhs: String) { lhs.append(rhs) }

  // MARK: Shaping

  /// The same text without the spaces at its end (in whichever runs they are).
  public func droppingTrailingSpaces() -> StyledText {
    var out = self
    while let last = out.runs.last {
      var text = Substring(last.text)
      while text.last == " " { text.removeLast() }
      if text.isEmpty {
        out.runs.removeLast()
        continue
      }
      out.runs[out.runs.count - 1].text = String(text)
      break
    }
    return out
  }

  /// Cut to at most `width` columns, ending with `…` when something was cut (as
  /// `TextWidth.truncated` does), each kept character in its style.
  public func truncated(to width: Int) -> StyledText {
    if runs.count <= 1 {
      guard let run = runs.first else { return self }
      return StyledText(TextWidth.truncated(run.text, to: width), style: run.style)
    }
    guard TextWidth.of(plain) > width else { return self }
    guard width > 0 else { return StyledText() }
    var out = StyledText()
    var used = 0
    for run in runs {
      var kept = ""
      for character in run.text {
        let w = TextWidth.of(character)
        if used + w > width - 1 {
          out.append(kept, style: run.style)
          out.append("…", style: run.style)
          return out
        }
        kept.append(character)
        used += w
      }
      out.append(kept, style: run.style)
    }
    return out
  }
}

extension Sequence where Element == StyledText {
  /// The texts one after another, with `separator` (plain) between them.
  public func joined(separator: String = "") -> StyledText {
    var out = StyledText()
    var first = true
    for text in self {
      if !first { out.append(separator) }
      out.append(text)
      first = false
    }
    return out
  }
}
