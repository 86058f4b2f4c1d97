import FuzzHarness

/// libFuzzer's entry point: one input, as a lesson file (see `FuzzTarget.lesson`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  FuzzTarget.lesson.run(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}
