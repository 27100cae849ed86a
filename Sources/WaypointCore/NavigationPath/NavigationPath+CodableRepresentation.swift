import Foundation

extension NavigationPath {
  /// A navigation path written out for saving and restoring, in the same JSON layout as
  /// SwiftUI's.
  ///
  /// It encodes as one flat array of strings, last element first, two strings per element: the
  /// element's module-qualified type name and its value encoded by `JSONEncoder`.
  public struct CodableRepresentation: Codable, Equatable {
    /// The saved elements, root first.
    var entries: [EncodedEntry]

    init(entries: [EncodedEntry]) {
      self.entries = entries
    }

    /// Reads the flat string array; only its structure is checked here, not the types it names.
    public init(from decoder: any Decoder) throws {
      var container: any UnkeyedDecodingContainer
      do {
        container = try decoder.unkeyedContainer()
      } catch {
        throw DecodingError.typeMismatch(
          [String].self,
          DecodingError.Context(
            codingPath: decoder.codingPath,
            debugDescription: "A NavigationPath.CodableRepresentation is a JSON array of strings "
              + "(type name, value JSON, …, last element first), but the data is not an array.",
            underlyingError: error))
      }
      var flat: [String] = []
      if let count = container.count { flat.reserveCapacity(count) }
      while !container.isAtEnd {
        let position = container.currentIndex
        do {
          flat.append(try container.decode(String.self))
        } catch {
          throw DecodingError.typeMismatch(
            String.self,
            DecodingError.Context(
              codingPath: container.codingPath,
              debugDescription: "Entry \(position) of a NavigationPath.CodableRepresentation is "
                + "not a string; every entry is a type name or a value's JSON text.",
              underlyingError: error))
        }
      }
      guard flat.count.isMultiple(of: 2) else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: decoder.codingPath,
            debugDescription: "A NavigationPath.CodableRepresentation holds pairs of strings "
              + "(type name, value JSON), but this one has \(flat.count) entries."))
      }
      var entries: [EncodedEntry] = []
      entries.reserveCapacity(flat.count / 2)
      var index = flat.count - 2
      while index >= 0 {
        entries.append(EncodedEntry(typeName: flat[index], json: flat[index + 1]))
        index -= 2
      }
      self.entries = entries
    }

    /// Writes the flat string array, last element first.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      for entry in entries.reversed() {
        try container.encode(entry.typeName)
        try container.encode(entry.json)
      }
    }

    /// Whether both hold the same elements: same type names (in either platform's spelling of
    /// Foundation's modules) and the same JSON text.
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.entries.count == rhs.entries.count
        && zip(lhs.entries, rhs.entries).allSatisfy { $0.isEquivalent(to: $1) }
    }
  }

  /// The path in its savable form, for `NavigationPath(_:)` to rebuild the stack from later.
  ///
  /// This value is nil if any element was appended through the non-`Codable` `append`, or fails to
  /// encode; a diagnostic says which.
  public var codable: CodableRepresentation? {
    var encoder = PathEntryEncoder()
    var entries: [EncodedEntry] = []
    entries.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      switch item {
      case .encoded(let entry):
        entries.append(entry)
      case .value(let value, let type, let isCodable):
        guard isCodable else {
          DiagnosticLog.report(.pathNotCodable(typeName: TypeName.qualified(type)))
          return nil
        }
        do {
          let (entry, isWholeModel) = try encoder.encode(value, as: type)
          if isWholeModel {
            DiagnosticLog.report(.persistedPathOfModels(typeName: entry.typeName))
          }
          entries.append(entry)
        } catch {
          DiagnosticLog.report(
            .pathEncodingFailed(index: index, typeName: TypeName.qualified(type), error: error))
          return nil
        }
      }
    }
    return CodableRepresentation(entries: entries)
  }
}
