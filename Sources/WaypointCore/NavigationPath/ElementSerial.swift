import Synchronization

/// Hands out numbers for path elements, unique within the process.
enum ElementSerial {
  private static let counter = Atomic<UInt64>(0)

  static func next() -> UInt64 {
    counter.add(1, ordering: .relaxed).newValue
  }

  static func next(_ count: Int) -> [UInt64] {
    guard count > 0 else { return [] }
    let last = counter.add(UInt64(count), ordering: .relaxed).newValue
    return Array((last - UInt64(count) + 1)...last)
  }
}
