import FuzzHarness

/// libFuzzer's entry point: one input, as translation catalogs (see `FuzzTarget.catalog`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  FuzzTarget.catalog.run(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}
