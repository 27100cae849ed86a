import RoutingKit
import WaypointCore

/// Deep-link matching: Waypoint's `URLRouter` against RoutingKit's `TrieRouter` on the same 100
/// patterns and the same URLs, both producing the same captures (path and query).
enum RouterBenchmarks {
  /// One pattern in both routers' terms.
  struct Pattern {
    var waypoint: String
    var trie: [PathComponent]
    var queryFields: [String]
  }

  static let sections = [
    "users", "recipes", "orders", "teams", "projects", "shops", "articles", "events", "places",
    "books",
  ]

  /// 100 patterns shaped like an app's: literal screens, then one to three captures, some with
  /// query fields.
  static let patterns: [Pattern] = {
    var result: [Pattern] = []
    for (index, section) in sections.enumerated() {
      // Three literal screens per section.
      for screen in ["settings", "about", "help"] {
        result.append(
          Pattern(
            waypoint: "\(section)/\(screen)", trie: [.constant(section), .constant(screen)],
            queryFields: []))
      }
      result.append(
        Pattern(
          waypoint: "\(section)/{id}", trie: [.constant(section), .parameter("id")], queryFields: []
        ))
      result.append(
        Pattern(
          waypoint: "\(section)/{id}/edit",
          trie: [.constant(section), .parameter("id"), .constant("edit")], queryFields: []))
      result.append(
        Pattern(
          waypoint: "\(section)/{id}/items/{item}",
          trie: [.constant(section), .parameter("id"), .constant("items"), .parameter("item")],
          queryFields: []))
      result.append(
        Pattern(
          waypoint: "\(section)/{id}/items/{item}/notes/{note}",
          trie: [
            .constant(section), .parameter("id"), .constant("items"), .parameter("item"),
            .constant("notes"), .parameter("note"),
          ],
          queryFields: []))
      result.append(
        Pattern(
          waypoint: "\(section)/search?q={q}&page={page?}",
          trie: [.constant(section), .constant("search")], queryFields: ["q", "page"]))
      result.append(
        Pattern(
          waypoint: "\(section)/{id}/share?via={via}",
          trie: [.constant(section), .parameter("id"), .constant("share")],
          queryFields: ["via"]))
      result.append(
        Pattern(
          waypoint: "v\(index)/\(section)/{kind}/{id}",
          trie: [.constant("v\(index)"), .constant(section), .parameter("kind"), .parameter("id")],
          queryFields: []))
    }
    return result
  }()

  /// 1,000 URLs: seven in ten match a pattern, the rest miss (unknown section, wrong length).
  static let urls: [String] = {
    var random = SplitMix(state: 42)
    var urls: [String] = []
    for _ in 0..<1_000 {
      let section = sections[random.int(below: sections.count)]
      let id = "id\(random.int(below: 10_000))"
      switch random.int(below: 10) {
      case 0: urls.append("https://app.example.com/\(section)/settings")
      case 1: urls.append("https://app.example.com/\(section)/\(id)")
      case 2: urls.append("https://app.example.com/\(section)/\(id)/edit")
      case 3: urls.append("https://app.example.com/\(section)/\(id)/items/\(random.int(below: 99))")
      case 4:
        urls.append(
          "https://app.example.com/\(section)/\(id)/items/3/notes/\(random.int(below: 9))")
      case 5:
        urls.append("https://app.example.com/\(section)/search?q=pie&page=\(random.int(below: 9))")
      case 6: urls.append("https://app.example.com/\(section)/\(id)/share?via=mail")
      case 7: urls.append("https://app.example.com/unknown/\(id)")
      case 8: urls.append("https://app.example.com/\(section)/\(id)/items")
      default: urls.append("https://app.example.com/\(section)/\(id)/share")  // missing required query
      }
    }
    return urls
  }()

  static func comparisons() throws -> [Comparison] {
    var router = URLRouter<Int>(schemes: ["https"], hosts: ["app.example.com"])
    for (index, pattern) in patterns.enumerated() {
      try router.route(pattern.waypoint) { _ in
        index
      } print: { _ in
        nil
      }
    }
    let trie = TrieRouter(Int.self)
    for (index, pattern) in patterns.enumerated() { trie.register(index, at: pattern.trie) }

    // Both must produce the same captures for every URL before either is timed.
    for url in urls {
      let ours = (try? router.match(url)).map { ($0.routes, $0.steps.first?.parameters ?? [:]) }
      let theirs = trieMatch(url, trie)
      guard ours?.0.first == theirs?.0, (ours?.1 ?? [:]) == (theirs?.1 ?? [:]) else {
        throw BenchmarkError.mismatch(
          "\(url): Waypoint \(String(describing: ours)), RoutingKit \(String(describing: theirs))")
      }
    }
    let matched = urls.filter { (try? router.match($0)) != nil }.count
    return [
      Comparison(
        name: "Deep links: 100 patterns, 1000 URLs (\(matched) match)",
        subject: Benchmark(name: "URLRouter.match (with backtracking)", operations: urls.count) {
          var found = 0
          for url in urls {
            if let match = try? router.match(url) {
              found += match.steps.first?.parameters.count ?? 0
            }
          }
          consume(found)
        },
        baseline: Benchmark(name: "RoutingKit TrieRouter.route + query", operations: urls.count) {
          var found = 0
          for url in urls {
            if let (_, parameters) = trieMatch(url, trie) { found += parameters.count }
          }
          consume(found)
        },
        // Waypoint must be at least 1.5 times as fast: its time at most 1/1.5 of RoutingKit's.
        target: 1 / 1.5)
    ]
  }

  /// What an app does with RoutingKit for the same result: split the URL, route the path, then
  /// read the pattern's query fields.
  static func trieMatch(_ url: String, _ trie: TrieRouter<Int>) -> (Int, [String: String])? {
    guard let schemeEnd = url.range(of: "://") else { return nil }
    var rest = url[schemeEnd.upperBound...]
    guard let pathStart = rest.firstIndex(of: "/") else { return nil }
    rest = rest[pathStart...]
    var query: Substring = ""
    if let question = rest.firstIndex(of: "?") {
      query = rest[rest.index(after: question)...]
      rest = rest[..<question]
    }
    let path = rest.split(separator: "/").map(String.init)
    var parameters = Parameters()
    guard let index = trie.route(path: path, parameters: &parameters) else { return nil }
    var captures: [String: String] = [:]
    for name in parameters.allNames { captures[name] = parameters.get(name) }
    let items = query.split(separator: "&").map { $0.split(separator: "=", maxSplits: 1) }
    let pattern = patterns[index]
    for (position, field) in pattern.queryFields.enumerated() {
      if let item = items.first(where: { $0.first.map(String.init) == field }), item.count == 2 {
        captures[field] = String(item[1])
      } else if position == 0 {
        return nil  // the first field of each pattern here is required
      }
    }
    return (index, captures)
  }
}

enum BenchmarkError: Error {
  case mismatch(String)
}

/// SplitMix64: deterministic inputs.
struct SplitMix {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func int(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
