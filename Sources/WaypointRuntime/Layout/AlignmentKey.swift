import Foundation

/// The identity of a custom alignment guide: its `AlignmentID` type.
package struct AlignmentKey: Hashable, @unchecked Sendable {
  package let type: any AlignmentID.Type
  package static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
    ObjectIdentifier(a.type) == ObjectIdentifier(b.type)
  }
  package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(type)) }
}
