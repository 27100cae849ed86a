/// The patterns of a router prepared for matching: ordered by precedence, indexed by their first
/// literal, with their captures' conversions resolved. Not generic, so the matching code is
/// compiled once, optimized, whatever the app's route type.
struct RouteTable {
  /// A pattern segment with its conversion looked up.
  enum Matcher {
    case literal(String)
    case capture(name: String, conversion: CaptureConversion?, type: String, isOptional: Bool)
    case wildcard
    case rest
  }

  struct Entry {
    var pattern: RoutePattern
    var matchers: [Matcher]
    var query: [(field: RoutePattern.QueryField, conversion: CaptureConversion?)]
    var hasOptional: Bool
    /// The literals and their offsets in the pattern, checked first since they fail fastest.
    var literalOffsets: [(offset: Int, text: String)]
    /// How many segments the pattern needs at least.
    var minimumLength: Int
    /// Whether it ends in `**`.
    var endsInRest: Bool
    /// Specificity per segment: literal 0, capture 1, optional capture 2, `*` 3, `**` 4.
    var rank: [Int]
  }

  let isCaseSensitive: Bool
  private(set) var entries: [Entry] = []
  /// Candidates by first literal (already followed by the patterns starting with a capture or
  /// wildcard), most specific first.
  private var byFirstLiteral: [String: [Int]] = [:]
  private(set) var dynamicFirst: [Int] = []
  /// Each distinct literal, lowercased, with the patterns it appears in, for suggestions.
  private(set) var literals: [(text: [UInt8], patterns: [Int])] = []

  init(isCaseSensitive: Bool) {
    self.isCaseSensitive = isCaseSensitive
  }

  func key(_ text: String) -> String { isCaseSensitive ? text : text.lowercased() }

  mutating func add(_ pattern: RoutePattern, conversions: [String: CaptureConversion]) {
    var hasOptional = false
    let matchers = pattern.segments.map { segment -> Matcher in
      switch segment {
      case .literal(let text): return .literal(key(text))
      case .capture(let name, let type, let isOptional):
        hasOptional = hasOptional || isOptional
        // A String capture needs no conversion: its text is its value.
        return .capture(
          name: name, conversion: type == "String" ? nil : conversions[type], type: type,
          isOptional: isOptional)
      case .wildcard: return .wildcard
      case .rest: return .rest
      }
    }
    let rank = pattern.segments.map { segment -> Int in
      switch segment {
      case .literal: 0
      case .capture(_, _, false): 1
      case .capture(_, _, true): 2
      case .wildcard: 3
      case .rest: 4
      }
    }
    let query = pattern.query.map { ($0, $0.type == "String" ? nil : conversions[$0.type]) }
    let literalOffsets = matchers.enumerated().compactMap { offset, matcher -> (Int, String)? in
      if case .literal(let text) = matcher { (offset, text) } else { nil }
    }
    let minimumLength = rank.filter { $0 <= 1 || $0 == 3 }.count
    entries.append(
      Entry(
        pattern: pattern, matchers: matchers, query: query, hasOptional: hasOptional,
        literalOffsets: literalOffsets, minimumLength: minimumLength, endsInRest: rank.last == 4,
        rank: rank))
    rebuildIndex()
  }

  private mutating func rebuildIndex() {
    let order = entries.indices.sorted { a, b in
      let (left, right) = (entries[a].rank, entries[b].rank)
      if left != right, !left.starts(with: right), !right.starts(with: left) {
        return left.lexicographicallyPrecedes(right)
      }
      return a < b
    }
    var literalFirst: [String: [Int]] = [:]
    dynamicFirst = []
    for index in order {
      if case .literal(let text) = entries[index].matchers[0] {
        literalFirst[text, default: []].append(index)
      } else {
        dynamicFirst.append(index)
      }
    }
    byFirstLiteral = literalFirst.mapValues { $0 + dynamicFirst }
    var found: [String: [Int]] = [:]
    for (index, entry) in entries.enumerated() {
      for literal in entry.pattern.literals {
        found[literal.lowercased(), default: []].append(index)
      }
    }
    literals = found.sorted { $0.key < $1.key }.map { (Array($0.key.utf8.prefix(64)), $0.value) }
  }

  /// Candidate patterns for a segment's key, most specific first.
  func candidates(for key: String) -> [Int] {
    byFirstLiteral[key] ?? dynamicFirst
  }
}
