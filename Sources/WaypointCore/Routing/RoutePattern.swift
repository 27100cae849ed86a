/// One step of a deep link, as declared: path segments, then query fields.
///
/// Syntax: literal segments (`recipe`), captures (`{slug}`, `{id:Int}`, `{id:UUID}`,
/// `{recipe:Recipe}` for a registered conversion), optional captures (`{page:Int?}`), `*` (any
/// one segment) and `**` (the rest of the path, captured as `**`), then `?` and query fields
/// (`q={query}`, `page={page:Int=1}` with a default, `sort={sort?}` optional), joined by `&`.
public struct RoutePattern: Sendable, Hashable, CustomStringConvertible {
  /// A path segment of the pattern.
  public enum Segment: Sendable, Hashable {
    /// Matches this text (case-insensitively when the router says so).
    case literal(String)
    /// Captures the segment under `name` if it converts to `type`.
    case capture(name: String, type: String, isOptional: Bool)
    /// Matches any one segment.
    case wildcard
    /// Matches the rest of the path, captured as `**`.
    case rest
  }

  /// A query field of the pattern.
  public struct QueryField: Sendable, Hashable {
    /// The query item's name in the URL.
    public var key: String
    /// The parameter name it is captured as.
    public var name: String
    /// The conversion it must pass.
    public var type: String
    /// Whether the field may be missing.
    public var isOptional: Bool
    /// The value used when it is missing.
    public var defaultValue: String?
  }

  /// The path segments.
  public let segments: [Segment]
  /// The query fields.
  public let query: [QueryField]
  /// The pattern as written.
  public let description: String

  /// Parses a pattern; throws, saying where, when it is malformed.
  public init(_ pattern: String) throws(RoutePatternError) {
    description = pattern
    // The query starts at the first `?` outside braces (`{page?}` is an optional capture).
    var depth = 0
    var queryStart: String.Index?
    for index in pattern.indices {
      switch pattern[index] {
      case "{": depth += 1
      case "}": depth -= 1
      case "?" where depth == 0 && queryStart == nil: queryStart = index
      default: break
      }
    }
    let parts: [Substring] =
      queryStart.map { [pattern[..<$0], pattern[pattern.index(after: $0)...]] } ?? [pattern[...]]
    let path = parts.first.map(String.init) ?? ""
    var segments: [Segment] = []
    var names: Set<String> = []
    let pathParts = path.split(separator: "/", omittingEmptySubsequences: true)
    for (index, part) in pathParts.enumerated() {
      let segment = try Self.segment(String(part), in: pattern)
      switch segment {
      case .rest where index != pathParts.count - 1:
        throw RoutePatternError(pattern: pattern, problem: "`**` must be the last segment")
      case .capture(let name, _, _):
        guard names.insert(name).inserted else {
          throw RoutePatternError(pattern: pattern, problem: "the capture `\(name)` appears twice")
        }
      default:
        break
      }
      segments.append(segment)
    }
    var query: [QueryField] = []
    if parts.count == 2 {
      for field in parts[1].split(separator: "&") {
        let pair = field.split(separator: "=", maxSplits: 1)
        let parsed =
          pair.count == 2
          ? try Self.segment(String(pair[1]), in: pattern, allowingDefault: true) : nil
        guard let parsed, !pair[0].isEmpty,
          case .capture(let name, let type, let isOptional) = parsed.segment
        else {
          throw RoutePatternError(
            pattern: pattern, problem: "query field `\(field)` is not `key={capture}`")
        }
        guard names.insert(name).inserted else {
          throw RoutePatternError(pattern: pattern, problem: "the capture `\(name)` appears twice")
        }
        let defaultValue = parsed.defaultValue
        query.append(
          QueryField(
            key: String(pair[0]), name: name, type: type,
            isOptional: isOptional || defaultValue != nil, defaultValue: defaultValue))
      }
    }
    self.segments = segments
    self.query = query
  }

  private static func segment(_ text: String, in pattern: String) throws(RoutePatternError)
    -> Segment
  {
    try segment(text, in: pattern, allowingDefault: false).segment
  }

  /// One segment: a literal, `*`, `**` or `{name[:Type][?|=default]}`.
  private static func segment(_ text: String, in pattern: String, allowingDefault: Bool)
    throws(RoutePatternError)
    -> (segment: Segment, defaultValue: String?)
  {
    if text == "*" { return (.wildcard, nil) }
    if text == "**" { return (.rest, nil) }
    guard text.hasPrefix("{") else {
      guard !text.contains("{"), !text.contains("}") else {
        throw RoutePatternError(pattern: pattern, problem: "`\(text)` mixes text and a capture")
      }
      return (.literal(text), nil)
    }
    guard text.hasSuffix("}"), text.count > 2 else {
      throw RoutePatternError(pattern: pattern, problem: "`\(text)` is not closed with `}`")
    }
    var body = Substring(text.dropFirst().dropLast())
    var defaultValue: String?
    if let equals = body.firstIndex(of: "=") {
      guard allowingDefault else {
        throw RoutePatternError(
          pattern: pattern, problem: "`\(text)`: only query fields take defaults")
      }
      defaultValue = String(body[body.index(after: equals)...])
      body = body[..<equals]
    }
    var isOptional = false
    if body.hasSuffix("?") {
      isOptional = true
      body = body.dropLast()
    }
    let pieces = body.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    let name = String(pieces[0])
    let type = pieces.count == 2 ? String(pieces[1]) : "String"
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !type.isEmpty
    else {
      throw RoutePatternError(
        pattern: pattern, problem: "`\(text)` needs a name of letters, digits and _")
    }
    return (.capture(name: name, type: type, isOptional: isOptional), defaultValue)
  }

  /// The literal segments, for ranking and for suggesting the closest patterns.
  var literals: [String] {
    segments.compactMap { if case .literal(let text) = $0 { text } else { nil } }
  }
}

/// A route pattern that could not be parsed.
public struct RoutePatternError: Error, Equatable, CustomStringConvertible {
  /// The pattern.
  public var pattern: String
  /// What is wrong with it.
  public var problem: String

  /// A sentence naming the pattern and the problem.
  public var description: String { "Route pattern \"\(pattern)\": \(problem)." }
}
