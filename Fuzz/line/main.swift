import FuzzHarness

/// libFuzzer's entry point: one input, as lines typed at the prompt (see `FuzzTarget.line`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  FuzzTarget.line.run(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}
