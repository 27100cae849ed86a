import Foundation

/// How a captured string becomes a value, and a value becomes the string again.
struct CaptureConversion {
  let parse: (String) -> Any?
  let print: (Any) -> String?

  init<T>(parse: @escaping (String) -> T?, print: @escaping (T) -> String?) {
    self.parse = { parse($0) }
    self.print = { ($0 as? T).flatMap(print) }
  }

  /// The conversions every router knows, by the name patterns use.
  static var builtIn: [String: CaptureConversion] {
    [
      "String": CaptureConversion(parse: { $0 }, print: { $0 }),
      "Int": CaptureConversion(parse: { Int($0) }, print: { String($0) }),
      "Double": CaptureConversion(parse: { Double($0) }, print: { String($0) }),
      "Bool": CaptureConversion(parse: { Bool($0) }, print: { String($0) }),
      "UUID": CaptureConversion(parse: { UUID(uuidString: $0) }, print: { $0.uuidString }),
    ]
  }
}

/// The values a URL's segments and query fields were captured as, by name.
public struct RouteParameters {
  /// The captured text, after percent-decoding, by capture name.
  public let strings: [String: String]
  let values: [String: Any]

  /// The captured value of `name`, converted as the pattern declared; throws when the pattern
  /// has no such capture, it was not given, or it is of another type.
  public func callAsFunction<T>(_ name: String, as type: T.Type = T.self)
    throws(RouteParameterError) -> T
  {
    guard let value = values[name] else { throw .missing(name) }
    guard let typed = value as? T else {
      throw .wrongType(name, expected: "\(T.self)", actual: "\(Swift.type(of: value))")
    }
    return typed
  }

  /// The captured value of `name`, or nil when an optional capture was not given.
  public func optional<T>(_ name: String, as type: T.Type = T.self) throws(RouteParameterError)
    -> T?
  {
    guard values[name] != nil else { return nil }
    return try callAsFunction(name, as: type)
  }
}

/// A parameter a route's `match` closure asked for could not be given.
public enum RouteParameterError: Error, Equatable, CustomStringConvertible {
  /// No capture of this name was made.
  case missing(String)
  /// The capture is of another type than asked for.
  case wrongType(String, expected: String, actual: String)

  /// A sentence saying which parameter and why.
  public var description: String {
    switch self {
    case .missing(let name): "no parameter `\(name)` was captured"
    case .wrongType(let name, let expected, let actual):
      "parameter `\(name)` is \(actual), not \(expected)"
    }
  }
}
