/// Limits that keep matching cheap whatever a URL holds.
public struct URLRouterLimits: Sendable, Hashable {
  /// The longest URL accepted, in UTF-8 bytes.
  public var maximumLength: Int
  /// The most path segments accepted.
  public var maximumSegments: Int
  /// The most query items accepted.
  public var maximumQueryItems: Int

  /// Limits generous for any real deep link.
  public init(maximumLength: Int = 4096, maximumSegments: Int = 32, maximumQueryItems: Int = 32) {
    self.maximumLength = maximumLength
    self.maximumSegments = maximumSegments
    self.maximumQueryItems = maximumQueryItems
  }
}

/// Why a URL was not matched: which part failed and why, with the patterns it came closest to.
public enum URLRoutingError: Error, Equatable, CustomStringConvertible {
  /// The text is not an absolute URL with a scheme.
  case notAURL(text: String)
  /// The URL is longer than the limit.
  case tooLong(length: Int, limit: Int)
  /// The path has more segments than the limit.
  case tooManySegments(limit: Int)
  /// The query has more items than the limit.
  case tooManyQueryItems(limit: Int)
  /// A percent escape is malformed or decodes to invalid UTF-8.
  case invalidPercentEncoding(in: String)
  /// The scheme is not one the router accepts.
  case schemeNotAccepted(String, accepted: [String])
  /// The host of a web link is not one the router accepts.
  case hostNotAccepted(String, accepted: [String])
  /// No sequence of patterns matches the path: the furthest segment reached, why it failed,
  /// and the patterns closest to what was there.
  case noMatch(segment: Int, text: String, reason: String, closest: [String])

  /// A sentence saying what failed and why.
  public var description: String {
    switch self {
    case .notAURL(let text): "\"\(text)\" is not an absolute URL."
    case .tooLong(let length, let limit): "The URL is \(length) bytes long; the limit is \(limit)."
    case .tooManySegments(let limit): "The URL's path has more than \(limit) segments."
    case .tooManyQueryItems(let limit): "The URL's query has more than \(limit) items."
    case .invalidPercentEncoding(let part): "The URL's \(part) has an invalid percent escape."
    case .schemeNotAccepted(let scheme, let accepted):
      "The scheme \"\(scheme)\" is not accepted (accepted: \(accepted.joined(separator: ", ")))."
    case .hostNotAccepted(let host, let accepted):
      "The host \"\(host)\" is not accepted (accepted: \(accepted.joined(separator: ", ")))."
    case .noMatch(let segment, let text, let reason, let closest):
      "Segment \(segment) \"\(text)\": \(reason)."
        + (closest.isEmpty ? "" : " Closest patterns: \(closest.joined(separator: ", ")).")
    }
  }
}

/// Why routes could not be printed as a URL.
public enum URLPrintingError: Error, Equatable, CustomStringConvertible {
  /// No pattern's `print` closure accepted the route at this position of the path.
  case noPatternPrints(index: Int, route: String)
  /// A capture the pattern needs was not given by `print`, or could not be converted.
  case missingValue(pattern: String, capture: String)
  /// The router accepts no scheme to print with.
  case noScheme
  /// A route printed with a `**` pattern is followed by more routes, which `**` would swallow.
  case restNotLast(pattern: String)
  /// Two routes give different values for the same query field.
  case queryConflict(key: String)

  /// A sentence saying what failed.
  public var description: String {
    switch self {
    case .noPatternPrints(let index, let route): "No pattern prints route \(index) (\(route))."
    case .missingValue(let pattern, let capture):
      "Pattern \"\(pattern)\" needs a printable value for `\(capture)`."
    case .noScheme: "The router has no scheme to print URLs with."
    case .queryConflict(let key): "Two routes give different values for the query field `\(key)`."
    case .restNotLast(let pattern):
      "Pattern \"\(pattern)\" takes the rest of the path, so it must print the last route."
    }
  }
}
