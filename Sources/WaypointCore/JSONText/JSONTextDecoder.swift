import Foundation

/// The `Decoder` a value sees while `JSONTextReader` reads it, positioned at one value; also its
/// own single-value container, as in `JSONDecoder`.
final class JSONTextDecoder: Decoder, SingleValueDecodingContainer {
  let reader: JSONTextReader
  /// Where this decoder's value starts.
  let position: Int
  let codingPath: [any CodingKey]

  init(reader: JSONTextReader, position: Int, codingPath: [any CodingKey]) {
    self.reader = reader
    self.position = position
    self.codingPath = codingPath
  }

  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// Decodes `type` from `decoder`'s value, with `JSONDecoder`'s special cases for Foundation's
  /// types: a `URL` from its string; `Data` and `Decimal` are left to `JSONDecoder`. (`Date`
  /// decodes itself, as `JSONDecoder`'s default `.deferredToDate` lets it.)
  static func decode<T: Decodable>(_ type: T.Type, with decoder: JSONTextDecoder) throws -> T {
    if type == URL.self {
      let reader = decoder.reader
      guard let url = URL(string: try reader.string(at: decoder.position)) as? T else {
        throw reader.abandon()
      }
      return url
    }
    if type == Data.self || type == Decimal.self { throw decoder.reader.abandon() }
    return try T(from: decoder)
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(
      try JSONTextKeyedDecodingContainer<Key>(
        reader: reader, position: position, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try JSONTextUnkeyedDecodingContainer(
      reader: reader, position: position, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  func decodeNil() -> Bool { reader.isNull(at: position) }
  func decode(_ type: Bool.Type) throws -> Bool { try reader.bool(at: position) }
  func decode(_ type: String.Type) throws -> String { try reader.string(at: position) }
  func decode(_ type: Double.Type) throws -> Double { try reader.floatingPoint(at: position) }
  func decode(_ type: Float.Type) throws -> Float { try reader.floatingPoint(at: position) }
  func decode(_ type: Int.Type) throws -> Int { try reader.integer(at: position) }
  func decode(_ type: Int8.Type) throws -> Int8 { try reader.integer(at: position) }
  func decode(_ type: Int16.Type) throws -> Int16 { try reader.integer(at: position) }
  func decode(_ type: Int32.Type) throws -> Int32 { try reader.integer(at: position) }
  func decode(_ type: Int64.Type) throws -> Int64 { try reader.integer(at: position) }
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  func decode(_ type: Int128.Type) throws -> Int128 { try reader.integer(at: position) }
  func decode(_ type: UInt.Type) throws -> UInt { try reader.integer(at: position) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try reader.integer(at: position) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try reader.integer(at: position) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try reader.integer(at: position) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try reader.integer(at: position) }
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  func decode(_ type: UInt128.Type) throws -> UInt128 { try reader.integer(at: position) }

  /// Like `JSONDecoder`, the value decodes from this same decoder.
  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try Self.decode(type, with: self)
  }
}
