import FuzzHarness

/// libFuzzer's entry point: one input, as a saved session for `:load` (see `FuzzTarget.session`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  FuzzTarget.session.run(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}
