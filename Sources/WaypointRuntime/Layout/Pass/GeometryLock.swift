import Foundation
import Synchronization

/// Guards an element's geometry with one byte. A `Mutex` would hold a 4-byte lock word before
/// an 8-aligned value, 8 bytes in every element of every open tab; this byte sits in padding
/// the element already has. The guarded work is a few loads and stores, written by the layout
/// pass and read by renderers, nearly always on one thread, so a waiter yields rather than
/// sleeps.
package struct GeometryLock: ~Copyable, Sendable {
  private let state = Atomic<UInt8>(0)

  package init() {}

  /// Runs `body` while no other thread holds the lock.
  package borrowing func withLock<R>(_ body: () throws -> R) rethrows -> R {
    while !state.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged {
      sched_yield()
    }
    defer { state.store(0, ordering: .releasing) }
    return try body()
  }
}

/// An element's geometry as the layout pass and renderers reach it: `element.geometry.withLock`.
package struct GeometryAccess {
  fileprivate let element: Element

  /// Runs `body` on the element's geometry while holding its lock.
  package func withLock<R>(_ body: (inout ElementGeometry) throws -> R) rethrows -> R {
    try element.geometryLock.withLock { try body(&element.storedGeometry) }
  }
}

extension Element {
  /// What the last layout pass measured and placed (`Element+Frame`), behind its lock.
  package var geometry: GeometryAccess { GeometryAccess(element: self) }
}
