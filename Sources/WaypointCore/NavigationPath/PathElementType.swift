import Foundation

/// A type that path entries can be decoded into, with every name a saved path may call it by.
///
/// Unchecked: its only non-Sendable field is a metatype, which is immutable runtime data.
struct PathElementType: @unchecked Sendable {
  /// The type itself.
  let type: any (Hashable & Decodable).Type
  /// Apple's module-qualified spelling, as written into a Codable representation.
  let qualifiedName: String
  /// The name without its module, for saved paths that omit it.
  let unqualifiedName: String
  /// The mangled name in Apple's spelling (NavigationBackport's format).
  let mangledName: String?

  init<T: Hashable & Decodable>(_ type: T.Type) {
    self.type = type
    self.qualifiedName = TypeName.qualified(type)
    self.unqualifiedName = TypeName.unqualified(type)
    self.mangledName = TypeName.mangled(type)
  }

  /// Creates the entry for `type` when it is decodable; nil otherwise.
  init?(dynamic type: Any.Type) {
    guard let decodable = type as? any (Hashable & Decodable).Type else { return nil }
    self.init(decodable)
  }

  /// Whether a saved entry's type name (already in Apple's spelling) names this type exactly.
  /// Whether this is exactly `other`.
  func isType(_ other: Any.Type) -> Bool {
    ObjectIdentifier(type) == ObjectIdentifier(other)
  }

  func isNamed(_ canonicalName: String) -> Bool {
    canonicalName == qualifiedName || canonicalName == mangledName
  }

  /// Decodes one entry's JSON into a value of this type, as `decoder` (with `JSONDecoder`'s
  /// default options) does.
  ///
  /// `JSONText` reads the common shapes without `JSONDecoder`'s per-call cost; anything else,
  /// and every failure, is read by `decoder`, so values and errors are its own.
  func decode(_ json: String, with decoder: JSONDecoder) throws -> AnyHashable {
    let elementType = self.type
    return try Self.decodeValue(of: elementType, from: json, with: decoder)
  }

  private static func decodeValue<T: Hashable & Decodable>(
    of type: T.Type, from json: String, with decoder: JSONDecoder
  ) throws -> AnyHashable {
    do {
      return AnyHashable(try JSONText.decode(T.self, from: json))
    } catch {
      return AnyHashable(try decoder.decode(T.self, from: Data(json.utf8)))
    }
  }
}
