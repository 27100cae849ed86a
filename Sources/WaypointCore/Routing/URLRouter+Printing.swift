extension URLRouter {
  /// The URL for a path of routes: each route printed by the first step whose `print` accepts
  /// it, with its captures percent-encoded. Custom schemes put the first segment in the host
  /// position (`myapp://category/desserts`); web schemes use `host` (the router's first host).
  public func url(for routes: [Route], scheme: String? = nil, host: String? = nil)
    throws(URLPrintingError) -> String
  {
    guard let scheme = (scheme ?? schemes.first)?.lowercased() else { throw .noScheme }
    var segments: [String] = []
    var query: [(String, String)] = []
    for (index, route) in routes.enumerated() {
      guard
        let (step, values) = steps.lazy.compactMap({ step in step.values(route).map { (step, $0) } }
        ).first
      else {
        throw .noPatternPrints(index: index, route: String(describing: route))
      }
      if step.pattern.segments.last == .rest && index < routes.count - 1 {
        // `**` takes the rest of the path, so nothing printed after it could be matched back.
        throw .restNotLast(pattern: step.pattern.description)
      }
      try print(step.pattern, values: values, into: &segments, query: &query)
    }
    let path = segments.map { PercentEncoding.encode($0, allowing: PercentEncoding.segment) }
    var text: String
    if scheme == "http" || scheme == "https" {
      text = "\(scheme)://\(host ?? hosts.first ?? "")/" + path.joined(separator: "/")
    } else {
      text = "\(scheme)://" + path.joined(separator: "/")
    }
    if !query.isEmpty {
      text +=
        "?"
        + query.map { key, value in
          PercentEncoding.encode(key, allowing: PercentEncoding.query) + "="
            + PercentEncoding.encode(value, allowing: PercentEncoding.query)
        }.joined(separator: "&")
    }
    return text
  }

  private func print(
    _ pattern: RoutePattern, values: [String: Any], into segments: inout [String],
    query: inout [(String, String)]
  ) throws(URLPrintingError) {
    for segment in pattern.segments {
      switch segment {
      case .literal(let text):
        segments.append(text)
      case .capture(let name, let type, let isOptional):
        if let value = values[name], let text = conversion(type)?.print(value), !text.isEmpty {
          segments.append(text)
        } else if !isOptional {
          throw .missingValue(pattern: pattern.description, capture: name)
        }
      case .wildcard:
        guard let text = values["*"].map({ String(describing: $0) }), !text.isEmpty else {
          throw .missingValue(pattern: pattern.description, capture: "*")
        }
        segments.append(text)
      case .rest:
        let text = values["**"].map { String(describing: $0) } ?? ""
        // The rest keeps its slashes: each of its segments is encoded on its own.
        segments += text.split(separator: "/").map(String.init)
      }
    }
    for field in pattern.query {
      guard let value = values[field.name] else {
        if field.isOptional { continue }
        throw .missingValue(pattern: pattern.description, capture: field.name)
      }
      guard let text = conversion(field.type)?.print(value) else {
        throw .missingValue(pattern: pattern.description, capture: field.name)
      }
      // One URL has one query: two routes cannot each give a field of the same name.
      if let existing = query.first(where: { $0.0 == field.key }) {
        guard existing.1 == text else { throw .queryConflict(key: field.key) }
        continue
      }
      if text == field.defaultValue { continue }
      query.append((field.key, text))
    }
  }
}

/// Percent-encoding for printed URLs.
enum PercentEncoding {
  /// Bytes that mean nothing special in a path segment: unreserved characters and
  /// sub-delimiters.
  static let segment = table(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$'()*,;:@")
  /// Bytes that may stay unescaped in a query key or value (not `&`, `=`, `+` or `#`).
  static let query = table(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$'()*,;:@/?")

  private static func table(_ characters: String) -> [Bool] {
    var table = Array(repeating: false, count: 256)
    for byte in characters.utf8 { table[Int(byte)] = true }
    return table
  }

  /// `text` with every byte not allowed by `table` percent-encoded.
  static func encode(_ text: String, allowing table: [Bool]) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      if table[Int(byte)] {
        bytes.append(byte)
      } else {
        bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
