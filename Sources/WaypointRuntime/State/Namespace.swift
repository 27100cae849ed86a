import Foundation

/// A property wrapper giving a view an identity for matching views across transitions
/// (`matchedTransitionSource(id:in:)`, `.zoom(sourceID:in:)`), stable while the view lives.
@propertyWrapper
public struct Namespace: DynamicProperty {
  /// A namespace's identity.
  public struct ID: Hashable, Sendable, CustomStringConvertible {
    package let value: Int

    /// `namespace`, with its number.
    public var description: String { "namespace \(value)" }
  }

  @State private var id: ID

  /// Creates a namespace; the view keeps the first one it was given.
  public init() {
    _id = State(wrappedValue: ID(value: NamespaceCounter.next()))
  }

  /// The namespace's identity.
  public var wrappedValue: ID { id }
}

/// Numbers namespaces, from any thread views are made on.
private enum NamespaceCounter {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var last = 0

  static func next() -> Int {
    lock.withLock {
      last += 1
      return last
    }
  }
}
