#if canImport(Glibc)
  import Glibc

  /// glibc's `pthread_getattr_np`, which Swift's Glibc module leaves out (it needs
  /// `_GNU_SOURCE`): the attributes, stack included, of a running thread.
  @_silgen_name("pthread_getattr_np")
  private func threadAttributes(
    _ thread: pthread_t, _ attributes: UnsafeMutablePointer<pthread_attr_t>
  ) -> Int32
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps a statement from running the thread out of stack. A method that calls itself from
/// inside loops and conditions uses many frames per call (more in a debug build), so no fixed
/// count of nested calls is safe; instead the interpreter compares the depth of the stack
/// with the thread's own size, and stops the statement with a clear error while a reserve
/// is left.
struct StackGuard {
  /// The lowest address the running statement may use on its thread's stack (0: unknown).
  private(set) var floor: UInt = 0
  /// The bottom of the thread's stack: an address below it is not on this stack at all (a
  /// sanitizer's "fake stack" frame lives on the heap), and says nothing about the depth.
  private var bottom: UInt = 0
  private var thread: pthread_t?

  /// Whether the depth can be read from addresses: false when a local's address is not on
  /// the thread's stack (AddressSanitizer keeps such locals on a "fake stack" on the heap);
  /// the interpreter then counts its own nesting instead (``fallbackNesting``).
  private(set) var isMeasurable = true

  /// The deepest nesting of statements and expressions allowed when the stack cannot be
  /// measured: small enough for the largest frames (a debug build under a sanitizer).
  static let fallbackNesting = 250

  /// Finds the current thread's stack, once per thread.
  mutating func prepare() {
    let current = pthread_self()
    if let thread, pthread_equal(thread, current) != 0 { return }
    thread = current
    (bottom, floor) = Self.bounds(of: current)
    var marker: UInt8 = 0
    let address = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    isMeasurable = floor != 0 && address > floor && address >= bottom
  }

  /// Whether the stack has gone below the reserve.
  @inline(__always)
  func isExhausted() -> Bool {
    guard floor != 0 else { return false }
    var marker: UInt8 = 0
    let address = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    return address >= bottom && address < floor
  }

  /// The bottom of a thread's stack and the floor the interpreter keeps above it.
  private static func bounds(of thread: pthread_t) -> (bottom: UInt, floor: UInt) {
    #if canImport(Glibc)
      var attributes = pthread_attr_t()
      guard threadAttributes(thread, &attributes) == 0 else { return (0, 0) }
      defer { pthread_attr_destroy(&attributes) }
      var address: UnsafeMutableRawPointer?
      var size = 0
      guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else {
        return (0, 0)
      }
      let low = UInt(bitPattern: address)
    #elseif canImport(Darwin)
      let high = UInt(bitPattern: pthread_get_stackaddr_np(thread))
      let size = pthread_get_stacksize_np(thread)
      let low = high - UInt(size)
    #else
      return (0, 0)
    #endif
    // An eighth of the stack (at least 64 KiB, at most 1 MiB) stays free for the frames that
    // report the error and for the runtime's own calls.
    let reserve = min(max(UInt(size) / 8, 64 << 10), 1 << 20)
    return (low, low + reserve)
  }
}
