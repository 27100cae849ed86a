import Synchronization

/// An identity for a subscriber or subscription, distinct from all others in the process; for
/// telling instances apart when debugging, and printed in hexadecimal.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
  private static let counter = Atomic<UInt64>(0)
  private let value: UInt64

  /// Draws a fresh identifier from a process-wide counter.
  public init() {
    value = Self.counter.add(1, ordering: .relaxed).newValue
  }

  /// The identifier of `obj`, taken from its object identity: two calls with the same live object
  /// give equal identifiers.
  public init(_ obj: AnyObject) {
    value = UInt64(UInt(bitPattern: ObjectIdentifier(obj).hashValue))
  }

  /// The identifier in hexadecimal.
  public var description: String { "0x" + String(value, radix: 16) }
}

/// A subscriber or subscription that has a ``CombineIdentifier``; classes get one from their
/// identity without writing anything.
public protocol CustomCombineIdentifierConvertible {
  /// This instance's identity, stable for its lifetime.
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  /// The object's identity as a Combine identifier.
  public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}
