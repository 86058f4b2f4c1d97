import MVCRuntime

/// Writes a trace in the canonical format, JSON Lines or one JSON document, to a sink in
/// chunks, so exporting a million messages needs only a chunk of memory beyond the trace.
struct CanonicalStreamWriter {
  /// The bytes handed to the sink at a time (the last chunk may be smaller).
  var chunkSize: Int

  /// Writes the header line, then one line per event (`.jsonl`); or one document whose
  /// `events` array holds one event per line (`.json`).
  func write(
    _ trace: Trace, header: ExportHeader, document: Bool, to sink: ([UInt8]) throws -> Void
  ) rethrows {
    var output = JSONOutput(capacity: chunkSize + 4096)
    output.headerMembers(trace, header: header)
    if document {
      output.raw(",\"events\":[")
    } else {
      output.raw("}\n")
    }
    for (index, event) in trace.events.enumerated() {
      if document { output.raw(index == 0 ? "\n" : ",\n") }
      output.event(event)
      if !document { output.byte(0x0A) }
      if output.bytes.count >= chunkSize {
        try sink(output.bytes)
        output.bytes.removeAll(keepingCapacity: true)
      }
    }
    if document { output.raw(trace.events.isEmpty ? "]}\n" : "\n]}\n") }
    if !output.bytes.isEmpty { try sink(output.bytes) }
  }
}
