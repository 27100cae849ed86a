/// A URL split into what routing reads: scheme, host, path segments and query items, with
/// percent escapes decoded once and only where there are any.
///
/// Parsed by hand in one pass over the bytes, rather than with `URLComponents`: it is several
/// times faster, and its behaviour on hostile input is ours to bound and test.
struct RoutableURL {
  var scheme: String
  var host: String
  /// The path segments, decoded; empty segments (from `//` or a trailing `/`) are dropped.
  var segments: [String]
  /// The query items in order, decoded; a key without `=` has an empty value.
  var query: [(key: String, value: String)]

  /// Splits `text`; throws when it is too long or too large, or an escape is malformed.
  init(_ text: String, limits: URLRouterLimits) throws(URLRoutingError) {
    let original = text
    var text = text
    // Native strings are contiguous UTF-8, so this reads them in place without a copy.
    let result: Result<RoutableURL, URLRoutingError> = text.withUTF8 { bytes in
      do throws(URLRoutingError) {
        return .success(try RoutableURL(bytes: bytes, text: original, limits: limits))
      } catch {
        return .failure(error)
      }
    }
    self = try result.get()
  }

  private init(bytes: UnsafeBufferPointer<UInt8>, text: String, limits: URLRouterLimits)
    throws(URLRoutingError)
  {
    guard bytes.count <= limits.maximumLength else {
      throw .tooLong(length: bytes.count, limit: limits.maximumLength)
    }
    var index = 0
    // Scheme: letters, digits, + - . up to ':'.
    while index < bytes.count, Self.isSchemeByte(bytes[index]) { index += 1 }
    guard index > 0, index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
      throw .notAURL(text: Self.excerpt(text))
    }
    scheme = String(decoding: bytes[0..<index], as: UTF8.self).lowercased()
    index += 1
    host = ""
    if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/"),
      bytes[index + 1] == UInt8(ascii: "/")
    {
      index += 2
      let start = index
      while index < bytes.count, !Self.endsHost(bytes[index]) { index += 1 }
      var authority = bytes[start..<index]
      // Drop user info and port: routing is by host name only.
      if let at = authority.lastIndex(of: UInt8(ascii: "@")) { authority = authority[(at + 1)...] }
      if let colon = authority.lastIndex(of: UInt8(ascii: ":")),
        !authority.contains(UInt8(ascii: "]"))
      {
        authority = authority[..<colon]
      }
      host = try Self.decode(authority, what: "host")
    }
    // Custom schemes count the host as the first segment, so errors number segments that way.
    let firstSegment = (scheme == "http" || scheme == "https" || host.isEmpty) ? 1 : 2
    var segments: [String] = []
    var segmentStart = index
    while index <= bytes.count {
      let atEnd =
        index == bytes.count || bytes[index] == UInt8(ascii: "?")
        || bytes[index] == UInt8(ascii: "#")
      if atEnd || bytes[index] == UInt8(ascii: "/") {
        if index > segmentStart {
          guard segments.count < limits.maximumSegments else {
            throw .tooManySegments(limit: limits.maximumSegments)
          }
          segments.append(
            try Self.decode(
              bytes[segmentStart..<index], what: "segment \(segments.count + firstSegment)"))
        }
        segmentStart = index + 1
        if atEnd { break }
      }
      index += 1
    }
    self.segments = segments
    var query: [(String, String)] = []
    if index < bytes.count, bytes[index] == UInt8(ascii: "?") {
      index += 1
      var itemStart = index
      while index <= bytes.count {
        let atEnd = index == bytes.count || bytes[index] == UInt8(ascii: "#")
        if atEnd || bytes[index] == UInt8(ascii: "&") {
          if index > itemStart {
            guard query.count < limits.maximumQueryItems else {
              throw .tooManyQueryItems(limit: limits.maximumQueryItems)
            }
            let item = bytes[itemStart..<index]
            let equals = item.firstIndex(of: UInt8(ascii: "="))
            let key = try Self.decode(item[..<(equals ?? item.endIndex)], what: "query key")
            var value = ""
            if let equals {
              value = try Self.decode(item[(equals + 1)...], what: "query value of \(key)")
            }
            query.append((key, value))
          }
          itemStart = index + 1
          if atEnd { break }
        }
        index += 1
      }
    }
    self.query = query
  }

  /// The bytes as text, percent escapes decoded once; bytes without `%` are taken as they are.
  static func decode<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, what: String)
    throws(URLRoutingError)
    -> String where Bytes.Index == Int
  {
    guard bytes.contains(UInt8(ascii: "%")) else { return String(decoding: bytes, as: UTF8.self) }
    var decoded: [UInt8] = []
    decoded.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "%") else {
        decoded.append(byte)
        index += 1
        continue
      }
      guard index + 2 < bytes.endIndex, let high = hexValue(bytes[index + 1]),
        let low = hexValue(bytes[index + 2])
      else {
        throw .invalidPercentEncoding(in: what)
      }
      decoded.append(high << 4 | low)
      index += 3
    }
    guard let text = String(validating: decoded, as: UTF8.self) else {
      throw .invalidPercentEncoding(in: what)
    }
    return text
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  private static func isSchemeByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"),
      UInt8(ascii: "."):
      true
    default: false
    }
  }

  private static func endsHost(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
  }

  /// The start of a long text, for error messages.
  static func excerpt(_ text: String) -> String {
    text.count <= 60 ? text : String(text.prefix(57)) + "…"
  }
}
