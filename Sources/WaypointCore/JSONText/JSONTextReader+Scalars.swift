import Foundation

extension JSONTextReader {
  /// Whether the key literal from `start` (its opening quote) to `end` (after its closing quote),
  /// with no escapes, spells `name`'s UTF-8 bytes.
  func keyLiteral(from start: Int, to end: Int, spells name: UnsafeBufferPointer<UInt8>) -> Bool {
    guard end - start - 2 == name.count else { return false }
    guard let name = name.baseAddress else { return true }
    return bytes.withUnsafeBufferPointer { buffer in
      memcmp(buffer.baseAddress! + start + 1, name, end - start - 2) == 0
    }
  }

  func isNull(at position: Int) -> Bool {
    bytes[position] == UInt8(ascii: "n")
  }

  func bool(at position: Int) throws -> Bool {
    switch bytes[position] {
    case UInt8(ascii: "t"): return true
    case UInt8(ascii: "f"): return false
    default: throw abandon()
    }
  }

  /// The string literal at `position`, unescaped.
  func string(at position: Int) throws -> String {
    guard bytes[position] == JSONByte.quote else { throw abandon() }
    let end = stringEnd(from: position) - 1
    let contents = bytes[(position + 1)..<end]
    guard contents.contains(JSONByte.backslash) else {
      return String(decoding: contents, as: UTF8.self)
    }
    var unescaped: [UInt8] = []
    unescaped.reserveCapacity(contents.count)
    var index = contents.startIndex
    while index < end {
      let byte = bytes[index]
      guard byte == JSONByte.backslash else {
        unescaped.append(byte)
        index += 1
        continue
      }
      let escape = bytes[index + 1]
      index += 2
      switch escape {
      case UInt8(ascii: "b"): unescaped.append(0x08)
      case UInt8(ascii: "f"): unescaped.append(0x0C)
      case UInt8(ascii: "n"): unescaped.append(0x0A)
      case UInt8(ascii: "r"): unescaped.append(0x0D)
      case UInt8(ascii: "t"): unescaped.append(0x09)
      case UInt8(ascii: "u"):
        // Validation admitted only scalars outside the surrogates here.
        guard let value = hexScalar(at: index), let scalar = Unicode.Scalar(value) else {
          throw abandon()
        }
        unescaped.append(contentsOf: String(Character(scalar)).utf8)
        index += 4
      default: unescaped.append(escape)
      }
    }
    return String(decoding: unescaped, as: UTF8.self)
  }

  /// The integer at `position`, when it is written as one (`JSONDecoder` also reads `1.0` or
  /// `1e2` as integers, by a detour through `Double` and `Decimal`, which is left to it).
  @inline(__always)
  func integer<T: FixedWidthInteger>(at position: Int) throws -> T {
    var index = position
    let isNegative = bytes[index] == JSONByte.minus
    if isNegative {
      guard T.isSigned else { throw abandon() }
      index += 1
    }
    guard index < bytes.count, isDigit(bytes[index]) else { throw abandon() }
    var value: T = 0
    while index < bytes.count, isDigit(bytes[index]) {
      let digit = T(bytes[index] &- 0x30)
      let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
      let (next, overflow2) =
        isNegative
        ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
      guard !overflow, !overflow2 else { throw abandon() }
      value = next
      index += 1
    }
    if index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): throw abandon()
      default: break
      }
    }
    return value
  }

  /// The number at `position`, parsed as `JSONDecoder` parses it, by `strtod`/`strtof` (which
  /// `Double(_:)` and `Float(_:)` call). Results rounded to infinity, and zeros that are not
  /// plainly written as zero, are left to it: it rejects the first, and checks the second with
  /// a scan that also rejects some exact zeros (`0e5`, but not `0e0` or `-0e1`).
  @inline(__always)
  func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(at position: Int)
    throws -> T
  {
    let byte = bytes[position]
    guard byte == JSONByte.minus || isDigit(byte) else { throw abandon() }
    let end = skipValue(from: position)
    guard let value = T(String(decoding: bytes[position..<end], as: UTF8.self)),
      value.isFinite, value != 0 || isPlainZero(from: position, to: end)
    else { throw abandon() }
    return value
  }

  /// Whether the number has only zero digits and no exponent.
  private func isPlainZero(from start: Int, to end: Int) -> Bool {
    !bytes[start..<end].contains {
      (UInt8(ascii: "1")...UInt8(ascii: "9")).contains($0) || $0 | 0x20 == UInt8(ascii: "e")
    }
  }
}
