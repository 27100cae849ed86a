/// An unkeyed container of `JSONTextDecoder`: the elements of one array, read in order.
///
/// Reading past the end is left to `JSONDecoder` (it throws), except `decodeIfPresent`, which
/// returns nil there and still advances, as `JSONDecoder`'s does.
struct JSONTextUnkeyedDecodingContainer: UnkeyedDecodingContainer {
  private let reader: JSONTextReader
  let codingPath: [any CodingKey]
  /// Where each element starts.
  private var elements: [Int] = []
  private(set) var currentIndex = 0

  init(reader: JSONTextReader, position: Int, codingPath: [any CodingKey]) throws {
    self.reader = reader
    self.codingPath = codingPath
    let bytes = reader.bytes
    guard bytes[position] == JSONByte.openBracket else { throw reader.abandon() }
    var index = reader.skipWhitespace(from: position + 1)
    while bytes[index] != JSONByte.closeBracket {
      elements.append(index)
      index = reader.skipWhitespace(from: reader.skipValue(from: index))
      if bytes[index] == JSONByte.comma { index = reader.skipWhitespace(from: index + 1) }
    }
  }

  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  mutating func decodeNil() throws -> Bool {
    guard reader.isNull(at: try current()) else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool {
    try reader.bool(at: advance())
  }

  mutating func decode(_ type: String.Type) throws -> String {
    try reader.string(at: advance())
  }

  mutating func decode(_ type: Double.Type) throws -> Double {
    try reader.floatingPoint(at: advance())
  }

  mutating func decode(_ type: Float.Type) throws -> Float {
    try reader.floatingPoint(at: advance())
  }

  mutating func decode(_ type: Int.Type) throws -> Int {
    try reader.integer(at: advance())
  }
  mutating func decode(_ type: Int8.Type) throws -> Int8 {
    try reader.integer(at: advance())
  }
  mutating func decode(_ type: Int16.Type) throws -> Int16 {
    try reader.integer(at: advance())
  }
  mutating func decode(_ type: Int32.Type) throws -> Int32 {
    try reader.integer(at: advance())
  }
  mutating func decode(_ type: Int64.Type) throws -> Int64 {
    try reader.integer(at: advance())
  }
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  mutating func decode(_ type: Int128.Type) throws -> Int128 {
    try reader.integer(at: advance())
  }
  mutating func decode(_ type: UInt.Type) throws -> UInt {
    try reader.integer(at: advance())
  }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 {
    try reader.integer(at: advance())
  }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
    try reader.integer(at: advance())
  }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
    try reader.integer(at: advance())
  }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
    try reader.integer(at: advance())
  }
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  mutating func decode(_ type: UInt128.Type) throws -> UInt128 {
    try reader.integer(at: advance())
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    let decoder = try elementDecoder()
    let value = try JSONTextDecoder.decode(type, with: decoder)
    currentIndex += 1
    return value
  }

  mutating func decodeIfPresent(_ type: Bool.Type) throws -> Bool? { try ifPresent(type) }
  mutating func decodeIfPresent(_ type: String.Type) throws -> String? { try ifPresent(type) }
  mutating func decodeIfPresent(_ type: Double.Type) throws -> Double? { try ifPresent(type) }
  mutating func decodeIfPresent(_ type: Float.Type) throws -> Float? { try ifPresent(type) }
  mutating func decodeIfPresent(_ type: Int.Type) throws -> Int? { try ifPresent(type) }
  mutating func decodeIfPresent(_ type: Int8.Type) throws -> Int8? { try ifPresent(type) }
  mutating func decodeIfPresent(_ type: Int16.Type) throws -> Int16? { try ifPresent(type) }
  mutating func decodeIfPresent(_ type: Int32.Type) throws -> Int32? { try ifPresent(type) }
  mutating func decodeIfPresent(_ type: Int64.Type) throws -> Int64? { try ifPresent(type) }
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  mutating func decodeIfPresent(_ type: Int128.Type) throws -> Int128? { try ifPresent(type) }
  mutating func decodeIfPresent(_ type: UInt.Type) throws -> UInt? { try ifPresent(type) }
  mutating func decodeIfPresent(_ type: UInt8.Type) throws -> UInt8? { try ifPresent(type) }
  mutating func decodeIfPresent(_ type: UInt16.Type) throws -> UInt16? { try ifPresent(type) }
  mutating func decodeIfPresent(_ type: UInt32.Type) throws -> UInt32? { try ifPresent(type) }
  mutating func decodeIfPresent(_ type: UInt64.Type) throws -> UInt64? { try ifPresent(type) }
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  mutating func decodeIfPresent(_ type: UInt128.Type) throws -> UInt128? { try ifPresent(type) }

  mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? {
    try ifPresent(type)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    let decoder = try elementDecoder()
    let container = try decoder.container(keyedBy: type)
    currentIndex += 1
    return container
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let decoder = try elementDecoder()
    let container = try decoder.unkeyedContainer()
    currentIndex += 1
    return container
  }

  mutating func superDecoder() throws -> any Decoder { throw reader.abandon() }

  private func current() throws -> Int {
    guard currentIndex < elements.count else { throw reader.abandon() }
    return elements[currentIndex]
  }

  private func elementDecoder() throws -> JSONTextDecoder {
    JSONTextDecoder(
      reader: reader, position: try current(),
      codingPath: codingPath + [JSONTextIndexKey(index: currentIndex)])
  }

  /// The current element's position, moving past it (a failure to read it abandons the value).
  private mutating func advance() throws -> Int {
    let position = try current()
    currentIndex += 1
    return position
  }

  private mutating func ifPresent<T: Decodable>(_ type: T.Type) throws -> T? {
    guard currentIndex < elements.count, !reader.isNull(at: elements[currentIndex]) else {
      currentIndex += 1
      return nil
    }
    return try decode(type)
  }
}
