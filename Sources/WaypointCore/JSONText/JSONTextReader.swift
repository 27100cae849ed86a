/// The validated bytes of one JSON text, read by `JSONTextDecoder`.
///
/// `JSONDecoder` rejects a text with a syntax error anywhere, even in a member nobody decodes, so
/// the whole text is checked first, at least as strictly as Foundation checks it (no surrogate
/// escapes, no deep nesting): what this reader refuses, Foundation decides.
final class JSONTextReader {
  let bytes: [UInt8]
  /// Where the top-level value starts.
  let root: Int
  /// Set once decoding did something this reader leaves to `JSONDecoder`.
  // Unchecked: a reader serves one value on one thread, and the flag is only ever set.
  @exclusivity(unchecked) private(set) var isAbandoned = false

  private static let maximumDepth = 64

  /// Reads `text`; nil when it is not JSON this reader accepts.
  init?(validating text: String) {
    bytes = Array(text.utf8)
    root = Self.skipWhitespace(in: bytes, from: 0)
    var position = root
    guard validateValue(at: &position, depth: 0) else { return nil }
    guard skipWhitespace(from: position) == bytes.count else { return nil }
  }

  /// Records that the value cannot be read here; returned to be thrown.
  func abandon() -> JSONTextUnsupported {
    isAbandoned = true
    return JSONTextUnsupported()
  }

  func skipWhitespace(from start: Int) -> Int {
    Self.skipWhitespace(in: bytes, from: start)
  }

  private static func skipWhitespace(in bytes: [UInt8], from start: Int) -> Int {
    var position = start
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x0A, 0x0D, 0x09: position += 1
      default: return position
      }
    }
    return position
  }

  /// The end of the (validated) value starting at `start`.
  func skipValue(from start: Int) -> Int {
    var position = start
    var depth = 0
    repeat {
      switch bytes[position] {
      case JSONByte.quote:
        position = stringEnd(from: position)
        continue
      case JSONByte.openBrace, JSONByte.openBracket: depth += 1
      case JSONByte.closeBrace, JSONByte.closeBracket: depth -= 1
      default:
        if depth == 0 { return scalarEnd(from: position) }
      }
      position += 1
    } while depth > 0
    return position
  }

  /// The end of the (validated) string literal starting at `start`, after its closing quote.
  func stringEnd(from start: Int) -> Int {
    var position = start + 1
    while bytes[position] != JSONByte.quote {
      position += bytes[position] == JSONByte.backslash ? 2 : 1
    }
    return position + 1
  }

  /// The end of the number or literal starting at `start`.
  private func scalarEnd(from start: Int) -> Int {
    var position = start
    while position < bytes.count {
      switch bytes[position] {
      case JSONByte.comma, JSONByte.closeBrace, JSONByte.closeBracket, 0x20, 0x0A, 0x0D, 0x09:
        return position
      default: position += 1
      }
    }
    return position
  }

  private func validateValue(at position: inout Int, depth: Int) -> Bool {
    guard position < bytes.count, depth < Self.maximumDepth else { return false }
    switch bytes[position] {
    case JSONByte.quote: return validateString(at: &position)
    case JSONByte.openBrace: return validateContainer(at: &position, keyed: true, depth: depth)
    case JSONByte.openBracket: return validateContainer(at: &position, keyed: false, depth: depth)
    case UInt8(ascii: "t"): return validateLiteral("true", at: &position)
    case UInt8(ascii: "f"): return validateLiteral("false", at: &position)
    case UInt8(ascii: "n"): return validateLiteral("null", at: &position)
    default: return validateNumber(at: &position)
    }
  }

  private func validateContainer(at position: inout Int, keyed: Bool, depth: Int) -> Bool {
    let close = keyed ? JSONByte.closeBrace : JSONByte.closeBracket
    position = skipWhitespace(from: position + 1)
    if position < bytes.count, bytes[position] == close {
      position += 1
      return true
    }
    while true {
      if keyed {
        guard position < bytes.count, bytes[position] == JSONByte.quote,
          validateString(at: &position)
        else { return false }
        position = skipWhitespace(from: position)
        guard position < bytes.count, bytes[position] == JSONByte.colon else { return false }
        position = skipWhitespace(from: position + 1)
      }
      guard validateValue(at: &position, depth: depth + 1) else { return false }
      position = skipWhitespace(from: position)
      guard position < bytes.count else { return false }
      if bytes[position] == close {
        position += 1
        return true
      }
      guard bytes[position] == JSONByte.comma else { return false }
      position = skipWhitespace(from: position + 1)
    }
  }

  private func validateLiteral(_ literal: StaticString, at position: inout Int) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard position + count <= bytes.count else { return false }
    for offset in 0..<count where bytes[position + offset] != literal.utf8Start[offset] {
      return false
    }
    position += count
    return true
  }

  /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`
  private func validateNumber(at position: inout Int) -> Bool {
    if position < bytes.count, bytes[position] == JSONByte.minus { position += 1 }
    guard position < bytes.count, isDigit(bytes[position]) else { return false }
    if bytes[position] == UInt8(ascii: "0") {
      position += 1
    } else {
      skipDigits(&position)
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      position += 1
      guard position < bytes.count, isDigit(bytes[position]) else { return false }
      skipDigits(&position)
    }
    if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
      position += 1
      if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == 0x2D {
        position += 1
      }
      guard position < bytes.count, isDigit(bytes[position]) else { return false }
      skipDigits(&position)
    }
    return true
  }

  private func skipDigits(_ position: inout Int) {
    while position < bytes.count, isDigit(bytes[position]) { position += 1 }
  }

  func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

  private func validateString(at position: inout Int) -> Bool {
    position += 1
    while position < bytes.count {
      let byte = bytes[position]
      if byte == JSONByte.quote {
        position += 1
        return true
      }
      guard byte >= 0x20 else { return false }
      if byte == JSONByte.backslash {
        guard position + 1 < bytes.count else { return false }
        switch bytes[position + 1] {
        case JSONByte.quote, JSONByte.backslash, JSONByte.slash, UInt8(ascii: "b"),
          UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
          position += 2
        case UInt8(ascii: "u"):
          guard let scalar = hexScalar(at: position + 2), !(0xD800...0xDFFF).contains(scalar)
          else { return false }
          position += 6
        default:
          return false
        }
      } else {
        position += 1
      }
    }
    return false
  }

  /// The four hex digits at `start`, as a number.
  func hexScalar(at start: Int) -> UInt32? {
    guard start + 4 <= bytes.count else { return nil }
    var value: UInt32 = 0
    for byte in bytes[start..<(start + 4)] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }
}
