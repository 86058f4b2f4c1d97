import FuzzHarness

/// libFuzzer's entry point: one input, as a trace file for `:trace load` (see `FuzzTarget.trace`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  FuzzTarget.trace.run(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}
