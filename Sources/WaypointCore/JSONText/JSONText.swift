import Foundation

/// JSON text for single values, exactly as `JSONEncoder` (with `.sortedKeys`) writes it and
/// `JSONDecoder` (with default options) reads it, for the shapes `Codable` types usually take:
/// `JSONTextWriter` writes, and `decode` reads.
///
/// Foundation's coders cost about 10,000 instructions of set-up per call, which a path of 10,000
/// elements pays 10,000 times, and building and walking their trees costs as much again. These
/// do the same work directly. Anything they do not reproduce exactly (a `superEncoder`,
/// `Decimal`, a key written twice, a number that needs rounding, an error of any kind) makes
/// them give up, and the caller asks Foundation, so results and errors are always Foundation's.
enum JSONText {
  /// The value `JSONDecoder` reads from `text`; throws `JSONTextUnsupported` to ask `JSONDecoder`
  /// (a throwing function rather than an optional result spares unspecialized callers the
  /// runtime's lookup of `Optional<T>`).
  static func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
    guard let reader = JSONTextReader(validating: text) else { throw JSONTextUnsupported() }
    let decoder = JSONTextDecoder(reader: reader, position: reader.root, codingPath: [])
    do {
      let value = try JSONTextDecoder.decode(type, with: decoder)
      if reader.isAbandoned { throw JSONTextUnsupported() }
      return value
    } catch {
      throw JSONTextUnsupported()
    }
  }
}

/// Thrown to unwind a value the fast coders leave to Foundation.
struct JSONTextUnsupported: Error {}

/// The key `JSONEncoder` and `JSONDecoder` give an array element in coding paths.
struct JSONTextIndexKey: CodingKey {
  let intValue: Int?
  var stringValue: String { "Index \(intValue ?? 0)" }

  init(index: Int) { intValue = index }
  init?(stringValue: String) { nil }
  init?(intValue: Int) { self.intValue = intValue }
}

/// The bytes of JSON's punctuation.
enum JSONByte {
  static let quote = UInt8(ascii: "\"")
  static let backslash = UInt8(ascii: "\\")
  static let slash = UInt8(ascii: "/")
  static let comma = UInt8(ascii: ",")
  static let colon = UInt8(ascii: ":")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")
  static let openBracket = UInt8(ascii: "[")
  static let closeBracket = UInt8(ascii: "]")
  static let minus = UInt8(ascii: "-")
}
