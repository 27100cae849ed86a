/// Reads the text of an old-style property list: `{ key = value; }` dictionaries, `( a, b, )`
/// lists, quoted and bare strings, `< hex >` data, and `/* */` and `//` comments.
struct PropertyListParser {
  private let bytes: [UInt8]
  private var offset = 0
  private var line = 1
  private var depth = 0

  /// Nesting deeper than this is taken for a garbled file rather than followed.
  static let maximumDepth = 200

  /// Reads `text`, which must hold exactly one value.
  static func parse(_ text: String) throws(PropertyListError) -> PropertyList {
    var parser = PropertyListParser(bytes: Array(text.utf8))
    let value = try parser.value()
    parser.skipSpaceAndComments()
    guard parser.offset == parser.bytes.count else {
      throw parser.error("text after the end of the property list")
    }
    return value
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private func error(_ message: String) -> PropertyListError {
    PropertyListError(line: line, message: message)
  }

  private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

  private mutating func advance() {
    if bytes[offset] == UInt8(ascii: "\n") { line += 1 }
    offset += 1
  }

  private mutating func value() throws(PropertyListError) -> PropertyList {
    skipSpaceAndComments()
    guard let byte = current else { throw error("the text ends where a value was expected") }
    switch byte {
    case UInt8(ascii: "{"), UInt8(ascii: "("):
      depth += 1
      defer { depth -= 1 }
      guard depth <= Self.maximumDepth else { throw error("values nested too deeply") }
      return byte == UInt8(ascii: "{") ? try dictionary() : try array()
    case UInt8(ascii: "<"): return try data()
    case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try quoted())
    default:
      guard Self.isBare(byte) else {
        throw error("unexpected \"\(Character(Unicode.Scalar(byte)))\"")
      }
      return .string(bare())
    }
  }

  private mutating func dictionary() throws(PropertyListError) -> PropertyList {
    advance()
    var result: [String: PropertyList] = [:]
    while true {
      skipSpaceAndComments()
      guard let byte = current else { throw error("a dictionary is not closed with \"}\"") }
      if byte == UInt8(ascii: "}") {
        advance()
        return .dictionary(result)
      }
      guard case .string(let key) = try value() else { throw error("a key that is not a string") }
      try expect("=", after: "the key \"\(key)\"")
      result[key] = try value()
      try expect(";", after: "the value of \"\(key)\"")
    }
  }

  private mutating func array() throws(PropertyListError) -> PropertyList {
    advance()
    var result: [PropertyList] = []
    while true {
      skipSpaceAndComments()
      guard let byte = current else { throw error("a list is not closed with \")\"") }
      if byte == UInt8(ascii: ")") {
        advance()
        return .array(result)
      }
      result.append(try value())
      skipSpaceAndComments()
      if current == UInt8(ascii: ",") {
        advance()
      } else if current != UInt8(ascii: ")") {
        throw error("list items are not separated by \",\"")
      }
    }
  }

  private mutating func expect(_ character: Unicode.Scalar, after what: String)
    throws(PropertyListError)
  {
    skipSpaceAndComments()
    guard current == UInt8(ascii: character) else {
      throw error("\"\(character)\" expected after \(what)")
    }
    advance()
  }

  private mutating func data() throws(PropertyListError) -> PropertyList {
    advance()
    var digits: [UInt8] = []
    while let byte = current, byte != UInt8(ascii: ">") {
      advance()
      guard !Self.isSpace(byte) else { continue }
      guard let digit = Self.hexValue(byte) else { throw error("data with a non-hex digit") }
      digits.append(digit)
    }
    guard current != nil else { throw error("data is not closed with \">\"") }
    advance()
    guard digits.count.isMultiple(of: 2) else { throw error("data with an odd number of digits") }
    return .data(stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] })
  }

  private mutating func quoted() throws(PropertyListError) -> String {
    let quote = bytes[offset]
    let start = line
    advance()
    var result: [UInt8] = []
    while let byte = current {
      advance()
      if byte == quote { return String(decoding: result, as: UTF8.self) }
      guard byte == UInt8(ascii: "\\") else {
        result.append(byte)
        continue
      }
      guard let escaped = current else { break }
      advance()
      switch escaped {
      case UInt8(ascii: "n"): result.append(UInt8(ascii: "\n"))
      case UInt8(ascii: "t"): result.append(UInt8(ascii: "\t"))
      case UInt8(ascii: "r"): result.append(UInt8(ascii: "\r"))
      case UInt8(ascii: "U"), UInt8(ascii: "u"):
        var scalar: UInt32 = 0
        for _ in 0..<4 {
          guard let byte = current, let digit = Self.hexValue(byte) else { break }
          advance()
          scalar = scalar << 4 | UInt32(digit)
        }
        result += Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "?").utf8)
      default: result.append(escaped)
      }
    }
    throw PropertyListError(line: start, message: "a quoted string is not closed")
  }

  private mutating func bare() -> String {
    let start = offset
    while let byte = current, Self.isBare(byte) { advance() }
    return String(decoding: bytes[start..<offset], as: UTF8.self)
  }

  mutating func skipSpaceAndComments() {
    while let byte = current {
      if Self.isSpace(byte) {
        advance()
      } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count,
        bytes[offset + 1] == UInt8(ascii: "*")
      {
        advance()
        advance()
        while current != nil
          && !(current == UInt8(ascii: "*") && offset + 1 < bytes.count
            && bytes[offset + 1] == UInt8(ascii: "/"))
        {
          advance()
        }
        if current != nil {
          advance()
          advance()
        }
      } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count,
        bytes[offset + 1] == UInt8(ascii: "/")
      {
        while let byte = current, byte != UInt8(ascii: "\n") { advance() }
      } else {
        return
      }
    }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// Letters, digits and `_$+-/:.`, and any byte of a non-ASCII character.
  private static func isBare(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), 0x80...0xFF:
      return true
    default: return "_$+-/:.".utf8.contains(byte)
    }
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
