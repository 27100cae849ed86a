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

/// What one step captured: names, texts and converted values, in pattern order. Kept as small
/// arrays rather than dictionaries: a step captures a handful of values, and matching makes
/// many of these.
struct Captures {
  struct Capture {
    var name: String
    var text: String
    /// The converted value, or nil for a `String` capture (its text is its value).
    var value: Any?
  }

  var items: [Capture] = []

  mutating func append(_ name: String, text: String, value: Any?) {
    items.append(Capture(name: name, text: text, value: value))
  }

  /// The captured texts by name.
  var dictionary: [String: String] {
    Dictionary(items.map { ($0.name, $0.text) }) { _, last in last }
  }
}

/// The values a URL's segments and query fields were captured as, by name.
public struct RouteParameters {
  let captures: Captures

  /// The captured text, after percent-decoding, by capture name.
  public var strings: [String: String] { captures.dictionary }

  /// The captured value of `name`, converted as the pattern declared; throws when the pattern
  /// has no such capture, it was not given, or it is of another type.
  public func callAsFunction<T>(_ name: String, as type: T.Type = T.self)
    throws(RouteParameterError) -> T
  {
    guard let capture = captures.items.last(where: { $0.name == name }) else {
      throw .missing(name)
    }
    let value: Any = capture.value ?? capture.text
    guard let typed = value as? T else {
      throw .wrongType(name, expected: "\(T.self)", actual: "\(Swift.type(of: value))")
    }
    return typed
  }

  /// The captured value of `name`, or nil when an optional capture was not given.
  public func optional<T>(_ name: String, as type: T.Type = T.self) throws(RouteParameterError)
    -> T?
  {
    guard captures.items.contains(where: { $0.name == name }) else { return nil }
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
