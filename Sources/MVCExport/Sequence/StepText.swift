import MVCLocalization
import MVCRuntime

/// The words a reader sees beside a message, in the export's language: the kind of message,
/// the MVC role of the hop, the rule behind it, and why it is flagged.
struct StepText {
  let localizer: Localizer

  /// `Target-action`, from `kind.<kind>`.
  func kind(_ event: TraceEvent) -> String { localizer.string("kind." + event.kind.rawValue) }

  /// `View → Controller`, from `role.<from>-<to>`.
  func role(_ event: TraceEvent) -> String { localizer.string("role." + event.role.key) }

  /// The most specific rule that explains the hop, if the catalogs hold one.
  func explanation(_ event: TraceEvent) -> String? {
    localizer.first(of: event.explanationKeys)
  }

  /// Why the hop is discouraged, when it is.
  func flag(_ event: TraceEvent) -> String? { event.flag.map { localizer.string($0) } }

  /// The name of an MVC layer (`Model`, `视图`).
  func layer(_ role: MVCRole) -> String { localizer.string("export.layer." + role.rawValue) }

  /// `Step 3 of 9`.
  func stepOf(_ number: Int, _ count: Int) -> String {
    localizer.string("export.stepOf", [String(number), String(count)])
  }

  /// `Statement 3: type(field, "Grace")`: a heading for a statement's messages (its source's
  /// first line, escaped and cut at 60 columns).
  func statement(_ number: Int, source: String) -> String {
    let line = source.split(separator: "\n", omittingEmptySubsequences: true).first ?? ""
    let shown = TextWidth.truncated(ValueText.escaped(String(line)), to: 60)
    return word("statement", [String(number), shown])
  }

  /// The heading of every statement whose source the trace keeps, by number.
  func statementTitles(_ trace: Trace) -> [Int: String] {
    var titles: [Int: String] = [:]
    for entry in trace.statements {
      titles[entry.number] = statement(entry.number, source: entry.source)
    }
    return titles
  }

  /// One of the export's own words, from `export.*`.
  func word(_ key: String, _ arguments: [String] = []) -> String {
    localizer.string("export." + key, arguments)
  }
}
