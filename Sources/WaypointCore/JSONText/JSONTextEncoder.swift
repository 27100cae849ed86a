/// The `Encoder` a value sees while `JSONTextWriter` writes it: one per slot, as `JSONEncoder`
/// makes one per nested value, and its own single-value container.
final class JSONTextEncoder: Encoder, SingleValueEncodingContainer {
  let writer: JSONTextWriter
  /// The writer's frame this encoder's value goes into.
  let slot: Int
  private let owner: JSONTextEncoder?
  private let key: (any CodingKey)?

  init(writer: JSONTextWriter, slot: Int, owner: JSONTextEncoder?, key: (any CodingKey)?) {
    self.writer = writer
    self.slot = slot
    self.owner = owner
    self.key = key
  }

  /// As `JSONEncoder` reports it: the keys of the encoders above, without the keys of nested
  /// containers they went through.
  var codingPath: [any CodingKey] {
    var path = owner?.codingPath ?? []
    if let key { path.append(key) }
    return path
  }

  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    let frame = writer.openContainer(keyed: true, in: slot, key: nil)
    return KeyedEncodingContainer(JSONTextKeyedEncodingContainer<Key>(encoder: self, frame: frame))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    JSONTextUnkeyedEncodingContainer(
      encoder: self, frame: writer.openContainer(keyed: false, in: slot, key: nil))
  }

  func singleValueContainer() -> any SingleValueEncodingContainer { self }

  func encodeNil() throws {
    try writer.beginValue(in: slot, key: nil)
    writer.writeNull()
  }

  func encode(_ value: Bool) throws {
    try writer.beginValue(in: slot, key: nil)
    writer.writeBool(value)
  }

  func encode(_ value: String) throws {
    try writer.beginValue(in: slot, key: nil)
    writer.writeString(value)
  }

  func encode(_ value: Double) throws { try encodeFloat(value) }
  func encode(_ value: Float) throws { try encodeFloat(value) }
  func encode(_ value: Int) throws { try encodeInteger(value) }
  func encode(_ value: Int8) throws { try encodeInteger(value) }
  func encode(_ value: Int16) throws { try encodeInteger(value) }
  func encode(_ value: Int32) throws { try encodeInteger(value) }
  func encode(_ value: Int64) throws { try encodeInteger(value) }
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  func encode(_ value: Int128) throws { try encodeInteger(value) }
  func encode(_ value: UInt) throws { try encodeInteger(value) }
  func encode(_ value: UInt8) throws { try encodeInteger(value) }
  func encode(_ value: UInt16) throws { try encodeInteger(value) }
  func encode(_ value: UInt32) throws { try encodeInteger(value) }
  func encode(_ value: UInt64) throws { try encodeInteger(value) }
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  func encode(_ value: UInt128) throws { try encodeInteger(value) }

  /// Like `JSONEncoder`, the value encodes into this same encoder.
  func encode<T: Encodable>(_ value: T) throws {
    try writer.beginValue(in: slot, key: nil)
    try writer.writeValue(value, with: self)
  }

  @inline(__always)
  private func encodeInteger(_ value: some FixedWidthInteger) throws {
    try writer.beginValue(in: slot, key: nil)
    writer.writeInteger(value)
  }

  @inline(__always)
  private func encodeFloat<F: BinaryFloatingPoint & CustomStringConvertible>(_ value: F) throws {
    try writer.beginValue(in: slot, key: nil)
    try writer.writeFloat(value)
  }
}
