extension JSONTextWriter {
  func writeNull() {
    append("null")
  }

  func writeBool(_ value: Bool) {
    append(value ? "true" : "false")
  }

  @inline(__always)
  func writeInteger(_ value: some FixedWidthInteger) {
    append(value.description)
  }

  /// `JSONEncoder` writes a finite number's `description` without a trailing `.0`; infinities
  /// and NaN are left to it (it throws, or writes the strategy's strings).
  @inline(__always)
  func writeFloat<F: BinaryFloatingPoint & CustomStringConvertible>(_ value: F) throws {
    guard value.isFinite else { throw abandon() }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    append(text)
  }

  /// Writes a string literal escaped as `JSONEncoder` escapes it.
  func writeString(_ value: String) {
    Self.appendQuoted(value, to: &bytes)
  }

  /// Appends `value` as a JSON string literal escaped as `JSONEncoder` escapes: `"`, `\`, `/`
  /// and control characters, with `\b`, `\f`, `\n`, `\r`, `\t` or lowercase `\u00xx`.
  static func appendQuoted(_ value: String, to bytes: inout [UInt8]) {
    bytes.append(JSONByte.quote)
    var text = value
    text.withUTF8 { utf8 in
      var mark = 0
      for index in utf8.indices {
        let byte = utf8[index]
        guard
          byte < 0x20 || byte == JSONByte.quote || byte == JSONByte.backslash
            || byte == JSONByte.slash
        else { continue }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[mark..<index]))
        bytes.append(JSONByte.backslash)
        switch byte {
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case JSONByte.quote, JSONByte.backslash, JSONByte.slash: bytes.append(byte)
        default:
          bytes.append(contentsOf: "u00".utf8)
          bytes.append(hexDigits[Int(byte >> 4)])
          bytes.append(hexDigits[Int(byte & 0xF)])
        }
        mark = index + 1
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[mark...]))
    }
    bytes.append(JSONByte.quote)
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  private func append(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }
}
