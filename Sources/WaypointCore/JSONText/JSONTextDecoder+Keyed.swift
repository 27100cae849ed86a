/// A keyed container of `JSONTextDecoder`: the members of one object, found by key as
/// `JSONDecoder` finds them (the first member whose key is `==` to the one asked for).
struct JSONTextKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  private let reader: JSONTextReader
  let codingPath: [any CodingKey]
  /// Each member's key literal (from its opening quote to after its closing one) and value, in
  /// the order written.
  private var members: [(key: Int, keyEnd: Int, value: Int)] = []
  /// Whether every key is plain ASCII, so that comparing bytes is comparing strings.
  private var isASCII = true

  /// Objects this large are left to `JSONDecoder`, which looks keys up in a dictionary.
  private static var maximumCount: Int { 64 }

  init(reader: JSONTextReader, position: Int, codingPath: [any CodingKey]) throws {
    self.reader = reader
    self.codingPath = codingPath
    let bytes = reader.bytes
    guard bytes[position] == JSONByte.openBrace else { throw reader.abandon() }
    var index = reader.skipWhitespace(from: position + 1)
    members.reserveCapacity(4)
    while bytes[index] != JSONByte.closeBrace {
      guard members.count < Self.maximumCount else { throw reader.abandon() }
      let keyEnd = reader.stringEnd(from: index)
      if isASCII {
        isASCII = !bytes[index..<keyEnd].contains { $0 >= 0x80 || $0 == JSONByte.backslash }
      }
      let value = reader.skipWhitespace(from: reader.skipWhitespace(from: keyEnd) + 1)
      members.append((index, keyEnd, value))
      index = reader.skipWhitespace(from: reader.skipValue(from: value))
      if bytes[index] == JSONByte.comma { index = reader.skipWhitespace(from: index + 1) }
    }
  }

  var allKeys: [Key] {
    var seen: [String] = []
    for member in members {
      guard let key = try? reader.string(at: member.key) else { return [] }
      if !seen.contains(key) { seen.append(key) }
    }
    return seen.compactMap { Key(stringValue: $0) }
  }

  func contains(_ key: Key) -> Bool {
    value(for: key) != nil
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    reader.isNull(at: try position(of: key))
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try reader.bool(at: position(of: key))
  }

  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try reader.string(at: position(of: key))
  }

  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try reader.floatingPoint(at: position(of: key))
  }

  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    try reader.floatingPoint(at: position(of: key))
  }

  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    try reader.integer(at: position(of: key))
  }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
    try reader.integer(at: position(of: key))
  }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
    try reader.integer(at: position(of: key))
  }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
    try reader.integer(at: position(of: key))
  }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
    try reader.integer(at: position(of: key))
  }
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 {
    try reader.integer(at: position(of: key))
  }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
    try reader.integer(at: position(of: key))
  }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
    try reader.integer(at: position(of: key))
  }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try reader.integer(at: position(of: key))
  }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try reader.integer(at: position(of: key))
  }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try reader.integer(at: position(of: key))
  }
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 {
    try reader.integer(at: position(of: key))
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try JSONTextDecoder.decode(type, with: decoder(for: key))
  }

  // The standard library's versions for these types look the key up three times (`contains`,
  // `decodeNil`, `decode`); one lookup does.
  func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
    try ifPresent(type, key)
  }
  func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
    try ifPresent(type, key)
  }
  func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
    try ifPresent(type, key)
  }
  func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
    try ifPresent(type, key)
  }
  func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
    try ifPresent(type, key)
  }
  func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
    try ifPresent(type, key)
  }
  func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
    try ifPresent(type, key)
  }
  func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
    try ifPresent(type, key)
  }
  func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
    try ifPresent(type, key)
  }
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  func decodeIfPresent(_ type: Int128.Type, forKey key: Key) throws -> Int128? {
    try ifPresent(type, key)
  }
  func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
    try ifPresent(type, key)
  }
  func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
    try ifPresent(type, key)
  }
  func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
    try ifPresent(type, key)
  }
  func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
    try ifPresent(type, key)
  }
  func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
    try ifPresent(type, key)
  }
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  func decodeIfPresent(_ type: UInt128.Type, forKey key: Key) throws -> UInt128? {
    try ifPresent(type, key)
  }

  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    try ifPresent(type, key)
  }

  private func ifPresent<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T? {
    guard let position = value(for: key), !reader.isNull(at: position) else { return nil }
    return try JSONTextDecoder.decode(
      type,
      with: JSONTextDecoder(reader: reader, position: position, codingPath: codingPath + [key])
    )
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
    throws -> KeyedDecodingContainer<NestedKey>
  {
    KeyedDecodingContainer(
      try JSONTextKeyedDecodingContainer<NestedKey>(
        reader: reader, position: position(of: key), codingPath: codingPath + [key]))
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try JSONTextUnkeyedDecodingContainer(
      reader: reader, position: position(of: key), codingPath: codingPath + [key])
  }

  func superDecoder() throws -> any Decoder { throw reader.abandon() }
  func superDecoder(forKey key: Key) throws -> any Decoder { throw reader.abandon() }

  private func decoder(for key: Key) throws -> JSONTextDecoder {
    JSONTextDecoder(reader: reader, position: try position(of: key), codingPath: codingPath + [key])
  }

  /// Where the value for `key` starts; a missing key is left to `JSONDecoder` (it throws).
  private func position(of key: Key) throws -> Int {
    guard let position = value(for: key) else { throw reader.abandon() }
    return position
  }

  private func value(for key: Key) -> Int? {
    var name = key.stringValue
    if isASCII {
      let (isPlain, position) = name.withUTF8 { name -> (Bool, Int?) in
        guard !name.contains(where: { $0 >= 0x80 }) else { return (false, nil) }
        let member = members.first {
          reader.keyLiteral(from: $0.key, to: $0.keyEnd, spells: name)
        }
        return (true, member?.value)
      }
      if isPlain { return position }
    }
    // Swift's `==` equates canonically equivalent keys (a Kelvin sign and a K), as the
    // dictionary `JSONDecoder` looks keys up in does.
    return members.first { (try? reader.string(at: $0.key)) == name }?.value
  }
}
