import Foundation

/// Turns deep links into navigation paths and navigation paths into deep links, from one
/// declaration of the app's URL patterns.
///
/// Each pattern is one step of a path: `category/{name}` builds a category, `recipe/{slug}` a
/// recipe, and `myapp://category/desserts/recipe/apple-pie` matches as both steps in turn,
/// giving `[category, recipe]` to assign to a navigation path at once. Printing goes back:
/// `match(url(for: routes)).routes == routes` for every path a pattern's `print` accepts.
///
/// Custom schemes treat the host as the first path segment (`myapp://category/…`); web links
/// (`http`, `https`) must have one of the router's hosts.
public struct URLRouter<Route> {
  struct Step {
    let pattern: RoutePattern
    let build: (RouteParameters) throws -> Route
    let values: (Route) -> [String: Any]?
  }

  /// The schemes accepted, lowercased; the first is used for printing.
  public let schemes: [String]
  /// The hosts web links may have, lowercased; the first is used for printing.
  public let hosts: [String]
  /// Whether literal segments must match in case.
  public var isCaseSensitive: Bool { table.isCaseSensitive }
  /// The limits on what a URL may hold.
  public var limits: URLRouterLimits

  var steps: [Step] = []
  var table: RouteTable
  private var conversions = CaptureConversion.builtIn

  /// A router for these schemes and web hosts.
  public init(
    schemes: [String], hosts: [String] = [], isCaseSensitive: Bool = true,
    limits: URLRouterLimits = URLRouterLimits()
  ) {
    self.schemes = schemes.map { $0.lowercased() }
    self.hosts = hosts.map { $0.lowercased() }
    self.limits = limits
    table = RouteTable(isCaseSensitive: isCaseSensitive)
  }

  /// The patterns, in declaration order.
  public var patterns: [RoutePattern] { steps.map { $0.pattern } }

  // MARK: Declaring

  /// Lets patterns capture `T` by its type name (`{id:OrderID}`), through its description.
  public mutating func register<T: LosslessStringConvertible>(
    _ type: T.Type, as name: String = "\(T.self)"
  ) {
    conversions[name] = CaptureConversion(parse: { T($0) }, print: { $0.description })
  }

  /// Lets patterns capture `T` under `name` with a conversion of the app's own, such as a slug
  /// looked up in the app's data (`parse` returns nil when there is no such item).
  public mutating func register<T>(
    _ name: String, parse: @escaping (String) -> T?, print: @escaping (T) -> String?
  ) {
    conversions[name] = CaptureConversion(parse: parse, print: print)
  }

  /// Declares a step: `pattern`, the route `match` builds from its captures, and the captures
  /// `print` gives for a route it handles (nil for routes of other steps).
  public mutating func route(
    _ pattern: String, match: @escaping (RouteParameters) throws -> Route,
    print: @escaping (Route) -> [String: Any]?
  ) throws(RoutePatternError) {
    let parsed = try RoutePattern(pattern)
    for case .capture(_, let type, _) in parsed.segments where conversions[type] == nil {
      throw RoutePatternError(
        pattern: pattern, problem: "unknown capture type `\(type)`; register it first")
    }
    for field in parsed.query where conversions[field.type] == nil {
      throw RoutePatternError(
        pattern: pattern, problem: "unknown capture type `\(field.type)`; register it first")
    }
    guard !parsed.segments.isEmpty else {
      throw RoutePatternError(pattern: pattern, problem: "a step needs at least one path segment")
    }
    let optionalCount = parsed.segments.filter {
      if case .capture(_, _, true) = $0 { true } else { false }
    }.count
    guard optionalCount <= 4 else {
      throw RoutePatternError(pattern: pattern, problem: "at most 4 optional captures per pattern")
    }
    steps.append(Step(pattern: parsed, build: match, values: print))
    table.add(parsed, conversions: conversions)
  }

  // MARK: Matching

  /// The routes a URL stands for, with the patterns that matched and what they captured.
  public func match(_ text: String) throws(URLRoutingError) -> URLMatch<Route> {
    let url = try RoutableURL(text, limits: limits)
    guard schemes.contains(url.scheme) else {
      throw .schemeNotAccepted(url.scheme, accepted: schemes)
    }
    var segments = url.segments
    if url.scheme == "http" || url.scheme == "https" {
      let host = url.host.lowercased()
      guard hosts.contains(host) else { throw .hostNotAccepted(host, accepted: hosts) }
    } else if !url.host.isEmpty {
      guard segments.count < limits.maximumSegments else {
        throw .tooManySegments(limit: limits.maximumSegments)
      }
      segments.insert(url.host, at: 0)
    }
    var routes: [Route] = []
    var search = PathSearch(table: table, segments: segments, query: url.query)
    let chosen = try search.run { depth, step, captures in
      do {
        let route = try steps[step].build(RouteParameters(captures: captures))
        // A deeper branch that failed may have left routes past this depth.
        if routes.count > depth { routes.removeSubrange(depth...) }
        routes.append(route)
        return nil
      } catch {
        return "\(error)"
      }
    }
    return URLMatch(
      routes: routes.count == chosen.count ? routes : Array(routes.prefix(chosen.count)),
      steps: chosen.map {
        MatchedStep(pattern: steps[$0.step].pattern.description, parameters: $0.captures.dictionary)
      })
  }

  /// The routes a URL stands for.
  public func match(_ url: URL) throws(URLRoutingError) -> URLMatch<Route> {
    try match(url.absoluteString)
  }

  func conversion(_ type: String) -> CaptureConversion? { conversions[type] }
}

/// What a URL matched.
public struct URLMatch<Route> {
  /// The routes, root first: assign them to a navigation path.
  public var routes: [Route]
  /// For each route, the pattern that matched and what it captured.
  public var steps: [MatchedStep]
}

/// One matched step: its pattern and its captures as text.
public struct MatchedStep: Sendable, Hashable {
  /// The pattern as declared.
  public var pattern: String
  /// The captured text by name, including query fields and defaults.
  public var parameters: [String: String]
}
