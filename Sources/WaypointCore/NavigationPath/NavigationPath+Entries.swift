extension NavigationPath {
  /// A read-only view of one element of a path, resolved or still encoded.
  ///
  /// A Waypoint addition: SwiftUI's path keeps its elements private.
  public struct Entry {
    /// The element's type name in Apple's module-qualified spelling (for an unresolved entry,
    /// the name as saved).
    public let typeName: String
    /// The value, once resolved; nil while the entry is still encoded.
    public let value: AnyHashable?
    /// The saved JSON of an unresolved entry; nil once resolved.
    public let encodedValue: String?
    /// Whether this element would be written into a `CodableRepresentation`.
    public let isCodable: Bool

    /// Whether the entry holds a live value.
    public var isResolved: Bool { value != nil }
  }

  /// The elements of this path, root first, without resolving any.
  public var entries: [Entry] {
    items.map { item in
      switch item {
      case .value(let value, let type, let isCodable):
        Entry(
          typeName: TypeName.qualified(type), value: value, encodedValue: nil,
          isCodable: isCodable)
      case .encoded(let entry):
        Entry(typeName: entry.typeName, value: nil, encodedValue: entry.json, isCodable: true)
      }
    }
  }

  /// The number of elements still waiting for their type to be known.
  public var unresolvedCount: Int {
    items.reduce(0) { count, item in
      if case .encoded = item { count + 1 } else { count }
    }
  }
}
