/// An unkeyed container of `JSONTextEncoder`: the elements of one array.
struct JSONTextUnkeyedEncodingContainer: UnkeyedEncodingContainer {
  let encoder: JSONTextEncoder
  /// The writer's frame of this array; -1 once abandoned.
  let frame: Int
  /// The keys of the nested containers between `encoder` and this one.
  var nestedPath: [any CodingKey] = []

  var codingPath: [any CodingKey] { encoder.codingPath + nestedPath }
  var count: Int { writer.count(of: frame) }

  private var writer: JSONTextWriter { encoder.writer }

  mutating func encodeNil() throws {
    try writer.beginValue(in: frame, key: nil)
    writer.writeNull()
  }

  mutating func encode(_ value: Bool) throws {
    try writer.beginValue(in: frame, key: nil)
    writer.writeBool(value)
  }

  mutating func encode(_ value: String) throws {
    try writer.beginValue(in: frame, key: nil)
    writer.writeString(value)
  }

  mutating func encode(_ value: Double) throws { try float(value) }
  mutating func encode(_ value: Float) throws { try float(value) }
  mutating func encode(_ value: Int) throws { try integer(value) }
  mutating func encode(_ value: Int8) throws { try integer(value) }
  mutating func encode(_ value: Int16) throws { try integer(value) }
  mutating func encode(_ value: Int32) throws { try integer(value) }
  mutating func encode(_ value: Int64) throws { try integer(value) }
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  mutating func encode(_ value: Int128) throws { try integer(value) }
  mutating func encode(_ value: UInt) throws { try integer(value) }
  mutating func encode(_ value: UInt8) throws { try integer(value) }
  mutating func encode(_ value: UInt16) throws { try integer(value) }
  mutating func encode(_ value: UInt32) throws { try integer(value) }
  mutating func encode(_ value: UInt64) throws { try integer(value) }
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  mutating func encode(_ value: UInt128) throws { try integer(value) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    let key = JSONTextIndexKey(index: count)
    try writer.writeNested(value, in: frame, key: nil, owner: encoder, codingKey: key)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let key = JSONTextIndexKey(index: count)
    let nested = writer.openContainer(keyed: true, in: frame, key: nil)
    return KeyedEncodingContainer(
      JSONTextKeyedEncodingContainer<NestedKey>(
        encoder: encoder, frame: nested, nestedPath: nestedPath + [key]))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let key = JSONTextIndexKey(index: count)
    let nested = writer.openContainer(keyed: false, in: frame, key: nil)
    return JSONTextUnkeyedEncodingContainer(
      encoder: encoder, frame: nested, nestedPath: nestedPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    _ = writer.abandon()
    return JSONTextEncoder(writer: writer, slot: -1, owner: encoder, key: nil)
  }

  @inline(__always)
  private func integer(_ value: some FixedWidthInteger) throws {
    try writer.beginValue(in: frame, key: nil)
    writer.writeInteger(value)
  }

  @inline(__always)
  private func float<F: BinaryFloatingPoint & CustomStringConvertible>(_ value: F) throws {
    try writer.beginValue(in: frame, key: nil)
    try writer.writeFloat(value)
  }
}
