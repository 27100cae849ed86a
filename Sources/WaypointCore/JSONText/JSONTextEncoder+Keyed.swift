/// A keyed container of `JSONTextEncoder`: members of one object, sorted when it closes.
struct JSONTextKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: JSONTextEncoder
  /// The writer's frame of this object; -1 once abandoned.
  let frame: Int
  /// The keys of the nested containers between `encoder` and this one.
  var nestedPath: [any CodingKey] = []

  var codingPath: [any CodingKey] { encoder.codingPath + nestedPath }

  private var writer: JSONTextWriter { encoder.writer }

  mutating func encodeNil(forKey key: Key) throws {
    try writer.beginValue(in: frame, key: key.stringValue)
    writer.writeNull()
  }

  mutating func encode(_ value: Bool, forKey key: Key) throws {
    try writer.beginValue(in: frame, key: key.stringValue)
    writer.writeBool(value)
  }

  mutating func encode(_ value: String, forKey key: Key) throws {
    try writer.beginValue(in: frame, key: key.stringValue)
    writer.writeString(value)
  }

  mutating func encode(_ value: Double, forKey key: Key) throws { try float(value, key) }
  mutating func encode(_ value: Float, forKey key: Key) throws { try float(value, key) }
  mutating func encode(_ value: Int, forKey key: Key) throws { try integer(value, key) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { try integer(value, key) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { try integer(value, key) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { try integer(value, key) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { try integer(value, key) }
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  mutating func encode(_ value: Int128, forKey key: Key) throws { try integer(value, key) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { try integer(value, key) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { try integer(value, key) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { try integer(value, key) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { try integer(value, key) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { try integer(value, key) }
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  mutating func encode(_ value: UInt128, forKey key: Key) throws { try integer(value, key) }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try writer.writeNested(
      value, in: frame, key: key.stringValue, owner: encoder, codingKey: key)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let nested = writer.openContainer(keyed: true, in: frame, key: key.stringValue)
    return KeyedEncodingContainer(
      JSONTextKeyedEncodingContainer<NestedKey>(
        encoder: encoder, frame: nested, nestedPath: nestedPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let nested = writer.openContainer(keyed: false, in: frame, key: key.stringValue)
    return JSONTextUnkeyedEncodingContainer(
      encoder: encoder, frame: nested, nestedPath: nestedPath + [key])
  }

  mutating func superEncoder() -> any Encoder { abandoned() }
  mutating func superEncoder(forKey key: Key) -> any Encoder { abandoned() }

  private func abandoned() -> any Encoder {
    _ = writer.abandon()
    return JSONTextEncoder(writer: writer, slot: -1, owner: encoder, key: nil)
  }

  @inline(__always)
  private func integer(_ value: some FixedWidthInteger, _ key: Key) throws {
    try writer.beginValue(in: frame, key: key.stringValue)
    writer.writeInteger(value)
  }

  @inline(__always)
  private func float<F: BinaryFloatingPoint & CustomStringConvertible>(_ value: F, _ key: Key)
    throws
  {
    try writer.beginValue(in: frame, key: key.stringValue)
    try writer.writeFloat(value)
  }
}
