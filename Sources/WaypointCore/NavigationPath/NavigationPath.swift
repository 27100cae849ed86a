/// The stack of values a `NavigationStack(path:)` shows, root first: each element, whatever its
/// type, is pushed as the screen its `navigationDestination(for:)` builds, so appending pushes a
/// screen and removing pops it.
///
/// Elements appended as `Codable` keep the path serializable through `codable`. A path created from
/// a `CodableRepresentation` keeps its entries encoded until their types are known; see
/// `resolve(using:)`.
public struct NavigationPath {
  /// One element, either a live value or an entry of a decoded path still waiting for its type.
  enum Item {
    /// A value with the type it was appended as; `isCodable` records which `append` ran.
    case value(AnyHashable, type: Any.Type, isCodable: Bool)
    /// A saved entry: its type name as written and its value's JSON.
    case encoded(EncodedEntry)
  }

  /// The elements, root first.
  var items: [Item]
  /// A number per element, unique in the process, kept by copies: a stack compares these to
  /// find the screens it already shows without comparing values.
  var serials: [UInt64]

  /// Creates an empty path.
  public init() {
    items = []
    serials = []
  }

  /// Creates a path holding the elements of `elements`, first element at the root.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    items = elements.map { .value(AnyHashable($0), type: S.Element.self, isCodable: false) }
    serials = ElementSerial.next(items.count)
  }

  /// Creates a path holding the codable elements of `elements`, first element at the root.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable & Codable {
    items = elements.map { .value(AnyHashable($0), type: S.Element.self, isCodable: true) }
    serials = ElementSerial.next(items.count)
  }

  /// Creates a path from its serializable form; entries resolve lazily (see `resolve(using:)`).
  public init(_ codable: CodableRepresentation) {
    items = codable.entries.map { .encoded($0) }
    serials = ElementSerial.next(items.count)
  }

  /// How many screens are pushed above the root.
  public var count: Int { items.count }

  /// Whether this path has no elements.
  public var isEmpty: Bool { items.isEmpty }

  /// Pushes `value`; a path holding a value that is not `Codable` has no `codable` form.
  public mutating func append<V: Hashable>(_ value: V) {
    items.append(.value(AnyHashable(value), type: V.self, isCodable: false))
    serials.append(ElementSerial.next())
  }

  /// Pushes `value`, which `codable` can write out.
  public mutating func append<V: Hashable & Codable>(_ value: V) {
    items.append(.value(AnyHashable(value), type: V.self, isCodable: true))
    serials.append(ElementSerial.next())
  }

  /// Pops the last `k` values (one by default), and with them their screens.
  ///
  /// Removing more values than the path holds empties it and reports a diagnostic, where SwiftUI
  /// would trap; a negative `k` removes nothing and reports one.
  public mutating func removeLast(
    _ k: Int = 1, fileID: String = #fileID, line: Int = #line, column: Int = #column
  ) {
    let location = Diagnostic.SourceLocation(fileID: fileID, line: line, column: column)
    guard k >= 0 else {
      DiagnosticLog.report(.removeLastNegative(k, location: location))
      return
    }
    guard k <= items.count else {
      DiagnosticLog.report(.removeLastBeyondCount(k, count: items.count, location: location))
      items.removeAll()
      serials.removeAll()
      return
    }
    // `removeLast()` is a pop; `removeLast(k)` goes through the general range replacement.
    if k == 1 {
      items.removeLast()
      serials.removeLast()
    } else {
      items.removeLast(k)
      serials.removeLast(k)
    }
  }
}

extension NavigationPath: CustomStringConvertible {
  /// The elements, root first: values as `Type(value)`, unresolved entries as `Type<encoded JSON>`.
  public var description: String {
    let parts = entries.map { entry in
      if let value = entry.value { return "\(entry.typeName)(\(value.base))" }
      return "\(entry.typeName)<encoded \(entry.encodedValue ?? "")>"
    }
    return "NavigationPath([\(parts.joined(separator: ", "))])"
  }
}
