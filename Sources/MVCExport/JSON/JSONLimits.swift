/// Bounds the JSON parser enforces, so hostile input fails with an error instead of exhausting
/// the stack or memory.
struct JSONLimits: Sendable {
  /// The deepest nesting of arrays and objects accepted. A trace wraps an argument in up to
  /// four levels (document, `events`, the event, `args`) and the interpreter makes arrays up to
  /// 256 deep, so anything `:export` writes is read back, with room to spare.
  var maximumDepth = 512
  /// The longest number literal accepted, in characters.
  var maximumNumberLength = 64
  /// The longest string accepted, in UTF-8 bytes after unescaping.
  var maximumStringBytes = 1 << 20

  /// The limits `:trace load` uses.
  static let standard = JSONLimits()
}
