import Foundation

extension AnyHashable {
  /// A hash of a plain value — a string, an integer, a UUID — that is the same in every run;
  /// nil for any other value. A table every tab shares keeps only plain values, so that no tab
  /// holds another's objects, and addresses them alike in every run (a value's own `hashValue`
  /// is seeded per process).
  package var plainValueHash: Int? {
    switch base {
    case let string as String: string.utf8.reduce(5381) { ($0 &* 33) &+ Int($1) }
    case let integer as Int: integer
    case let uuid as UUID:
      withUnsafeBytes(of: uuid.uuid) { Int(truncatingIfNeeded: $0.loadUnaligned(as: UInt64.self)) }
    default: nil
    }
  }
}
