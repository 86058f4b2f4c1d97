import MVCLocalization
import MVCRuntime

/// Reads a trace written by `:export jsonl` or `:export json` back (`:trace load FILE`).
///
/// Any input, however broken or hostile, gives either a ``Trace`` or a ``TraceReadError`` that
/// says what is wrong and where (line and column): not UTF-8, truncated, malformed JSON,
/// numbers too large, nesting too deep, a missing or mistyped field, an unknown participant,
/// kind or role, a format version this build does not read, or a name holding control or
/// direction-changing characters (which could disguise what the terminal shows).
public enum TraceReader {
  /// Reads a JSON Lines file or a JSON document, whichever the bytes hold.
  public static func read(_ bytes: [UInt8]) throws(TraceReadError) -> LoadedTrace {
    var parser = try JSONParser(bytes: bytes)
    parser.skipWhitespace()
    guard !parser.isAtEnd else { throw TraceReadError("export.error.empty", at: parser.position) }
    let headerPosition = parser.position
    let first = try parser.parseValue()
    guard case .object = first else {
      throw TraceReadError("export.error.notATrace", at: headerPosition)
    }
    var decoder = CanonicalDecoder()
    let header = try decoder.header(first, at: headerPosition)
    let count = try decoder.eventCount(first, at: headerPosition)
    if let events = first.member("events") {
      guard case .array(let items) = events.value else {
        throw TraceReadError(
          "export.error.wrongType", [.text("events"), .key("export.type.array")],
          at: events.position)
      }
      var decoded: [TraceEvent] = []
      decoded.reserveCapacity(items.count)
      for item in items { decoded.append(try decoder.event(item, at: events.position)) }
      parser.skipWhitespace()
      if !parser.isAtEnd {
        throw TraceReadError("export.error.trailing", at: parser.position)
      }
      guard decoded.count == count else {
        throw TraceReadError(
          "export.error.countMismatch", [.text(String(count)), .text(String(decoded.count))],
          at: events.position)
      }
      return LoadedTrace(
        trace: Trace(
          events: decoded, participants: decoder.participants, statements: decoder.statements),
        header: header,
        format: .json)
    }
    try parser.expectEndOfLine()
    var events: [TraceEvent] = []
    events.reserveCapacity(min(count, 1 << 20))
    while true {
      parser.skipWhitespace()
      if parser.isAtEnd { break }
      let position = parser.position
      let value = try parser.parseValue()
      events.append(try decoder.event(value, at: position))
      try parser.expectEndOfLine()
    }
    guard events.count == count else {
      throw TraceReadError(
        "export.error.countMismatch", [.text(String(count)), .text(String(events.count))],
        at: parser.position)
    }
    return LoadedTrace(
      trace: Trace(
        events: events, participants: decoder.participants, statements: decoder.statements),
      header: header,
      format: .jsonl)
  }
}
