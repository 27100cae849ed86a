/// Finds the sequence of steps that covers a URL's whole path: most specific step first, then
/// declaration order, backing up to the next candidate when a deeper step fails.
///
/// The search is iterative (its stack is an array, not the call stack), and a position from
/// which no sequence completes is remembered, so each position is searched once: the work grows
/// with segments × steps, never exponentially.
struct PathSearch {
  let table: RouteTable
  let segments: [String]
  let keys: [String]
  let query: [(key: String, value: String)]
  private var failedPositions: PositionSet
  private var furthest: (segment: Int, priority: Int, reason: String)?

  init(table: RouteTable, segments: [String], query: [(key: String, value: String)]) {
    self.table = table
    self.segments = segments
    keys = table.isCaseSensitive ? segments : segments.map { $0.lowercased() }
    self.query = query
    failedPositions = PositionSet(count: segments.count + 1)
  }

  /// One way a step matches at a position: where it ends and what it captured.
  struct Alternative {
    var end: Int
    var captures: Captures
  }

  private struct Frame {
    var position: Int
    var candidates: [Int]
    var candidateIndex = -1
    var alternatives: [Alternative] = []
    var alternativeIndex = 0
    /// The step being explored from this frame, and what it captured.
    var chosen: (step: Int, captures: Captures)?
  }

  /// The steps that cover the path, in order. `build(depth, step, captures)` makes the route
  /// of a step at a depth of the path and returns why it refused, or nil when it accepted.
  mutating func run(build: (Int, Int, Captures) -> String?) throws(URLRoutingError) -> [(
    step: Int, captures: Captures
  )] {
    guard !segments.isEmpty else { return [] }
    var stack = [Frame(position: 0, candidates: table.candidates(for: keys[0]))]
    while !stack.isEmpty {
      let top = stack.count - 1
      if stack[top].position == segments.count {
        return stack.dropLast().compactMap { $0.chosen }
      }
      if let next = nextBranch(of: &stack[top], depth: top, build: build) {
        let candidates = next < segments.count ? table.candidates(for: keys[next]) : []
        stack.append(Frame(position: next, candidates: candidates))
      } else {
        failedPositions.insert(stack[top].position)
        stack.removeLast()
      }
    }
    throw failure()
  }

  /// Advances `frame` to its next viable alternative and returns where it ends, or nil when
  /// every candidate from this position is exhausted.
  private mutating func nextBranch(
    of frame: inout Frame, depth: Int, build: (Int, Int, Captures) -> String?
  ) -> Int? {
    if frame.candidates.isEmpty {
      note(frame.position, "no pattern starts with this segment")
    }
    while true {
      while frame.alternativeIndex < frame.alternatives.count {
        let alternative = frame.alternatives[frame.alternativeIndex]
        frame.alternativeIndex += 1
        guard !failedPositions.contains(alternative.end) else { continue }
        let step = frame.candidates[frame.candidateIndex]
        if let refusal = build(depth, step, alternative.captures) {
          let pattern = table.entries[step].pattern
          note(frame.position, "\(pattern) did not accept it: \(refusal)", priority: 2)
          continue
        }
        frame.chosen = (step, alternative.captures)
        return alternative.end
      }
      frame.candidateIndex += 1
      guard frame.candidateIndex < frame.candidates.count else { return nil }
      frame.alternatives = alternatives(
        of: frame.candidates[frame.candidateIndex], at: frame.position)
      frame.alternativeIndex = 0
    }
  }

  /// Every way pattern `index` matches from `position`, preferred first (an optional capture is
  /// taken before it is skipped); a step always consumes at least one segment.
  private mutating func alternatives(of index: Int, at position: Int) -> [Alternative] {
    let entry = table.entries[index]
    // Cheap rejections first: too few segments left, or a literal that differs.
    guard position + entry.minimumLength <= segments.count else {
      note(segments.count, "\(entry.pattern) needs more segments", priority: 1)
      return []
    }
    if !entry.hasOptional {
      for (offset, text) in entry.literalOffsets where keys[position + offset] != text {
        note(position + offset, "expected `\(text)` in \(entry.pattern)")
        return []
      }
      return singleAlternative(of: entry, at: position).map { [$0] } ?? []
    }
    var results: [Alternative] = []
    // (matcher, path position, captures so far); depth is bounded by the pattern.
    var pending: [(Int, Int, Captures)] = [(0, position, Captures())]
    while let (k, q, partial) = pending.popLast() {
      guard k < entry.matchers.count else {
        if q > position, let complete = queryFields(of: entry, adding: partial, at: position) {
          results.append(Alternative(end: q, captures: complete))
        }
        continue
      }
      let hasSegment = q < segments.count
      switch entry.matchers[k] {
      case .literal(let text):
        if hasSegment && keys[q] == text {
          pending.append((k + 1, q + 1, partial))
        } else {
          note(
            q,
            hasSegment
              ? "expected `\(text)` in \(entry.pattern)" : "\(entry.pattern) needs more segments")
        }
      case .capture(let name, let conversion, let type, let isOptional):
        // The skip branch goes first on the stack, so taking the segment is explored first.
        if isOptional { pending.append((k + 1, q, partial)) }
        guard hasSegment else {
          if !isOptional { note(q, "\(entry.pattern) needs more segments", priority: 1) }
          continue
        }
        guard let capture = capture(q, name: name, conversion: conversion, type: type, in: entry)
        else {
          continue
        }
        var taken = partial
        taken.items.append(capture)
        pending.append((k + 1, q + 1, taken))
      case .wildcard:
        if hasSegment {
          pending.append((k + 1, q + 1, partial))
        } else {
          note(q, "\(entry.pattern) needs more segments", priority: 1)
        }
      case .rest:
        var taken = partial
        taken.append("**", text: segments[q...].joined(separator: "/"), value: nil)
        pending.append((k + 1, segments.count, taken))
      }
    }
    return results
  }

  /// The one way a pattern without optional captures matches (its literals already checked):
  /// its captures converted in one pass.
  private mutating func singleAlternative(of entry: RouteTable.Entry, at position: Int)
    -> Alternative?
  {
    var captures = Captures()
    var q = position
    for matcher in entry.matchers {
      switch matcher {
      case .literal, .wildcard:
        q += 1
      case .capture(let name, let conversion, let type, _):
        guard let capture = capture(q, name: name, conversion: conversion, type: type, in: entry)
        else {
          return nil
        }
        captures.items.append(capture)
        q += 1
      case .rest:
        captures.append("**", text: segments[q...].joined(separator: "/"), value: nil)
        q = segments.count
      }
    }
    guard q > position, let complete = queryFields(of: entry, adding: captures, at: position) else {
      return nil
    }
    return Alternative(end: q, captures: complete)
  }

  /// Segment `q` captured as `name`, converted to `type` (a `String` capture has no conversion),
  /// or nil, noting why, when it does not convert.
  private mutating func capture(
    _ q: Int, name: String, conversion: CaptureConversion?, type: String, in entry: RouteTable.Entry
  ) -> Captures.Capture? {
    guard let conversion else { return Captures.Capture(name: name, text: segments[q], value: nil) }
    guard let value = conversion.parse(segments[q]) else {
      note(q, "not a valid \(type) for {\(name)} in \(entry.pattern)", priority: 2)
      return nil
    }
    return Captures.Capture(name: name, text: segments[q], value: value)
  }

  /// The query fields of `entry` added to `partial`, or nil when a required one is missing or a
  /// value does not convert.
  private mutating func queryFields(
    of entry: RouteTable.Entry, adding partial: Captures, at position: Int
  ) -> Captures? {
    guard !entry.query.isEmpty else { return partial }
    var result = partial
    for (field, conversion) in entry.query {
      let text = query.last(where: { $0.key == field.key })?.value ?? field.defaultValue
      guard let text else {
        if field.isOptional { continue }
        note(position, "\(entry.pattern) needs the query field `\(field.key)`", priority: 2)
        return nil
      }
      var value: Any?
      if let conversion {
        guard let converted = conversion.parse(text) else {
          note(
            position, "query field `\(field.key)` is not a valid \(field.type) in \(entry.pattern)",
            priority: 2)
          return nil
        }
        value = converted
      }
      result.append(field.name, text: text, value: value)
    }
    return result
  }

  /// Remembers the failure furthest into the path, to report; at the same segment, a value
  /// that did not convert says more than another pattern's literal that did not match.
  private mutating func note(_ segment: Int, _ reason: @autoclosure () -> String, priority: Int = 0)
  {
    if let furthest,
      furthest.segment > segment || (furthest.segment == segment && furthest.priority >= priority)
    {
      return
    }
    furthest = (segment, priority, reason())
  }

  private func failure() -> URLRoutingError {
    let segment = min(furthest?.segment ?? 0, max(0, segments.count - 1))
    let text = segments.isEmpty ? "" : segments[segment]
    // Suggestions help with a mistyped literal; a value that did not convert or a missing
    // segment or field is explained by the reason alone.
    let isLiteralFailure = (furthest?.priority ?? 0) == 0
    return .noMatch(
      segment: segment + 1, text: text, reason: furthest?.reason ?? "no pattern matches",
      closest: isLiteralFailure ? closestPatterns(to: text) : [])
  }

  /// Up to three patterns with a literal close to `text` (by edit distance), comparing each
  /// distinct literal once and skipping those whose length alone rules them out.
  private func closestPatterns(to text: String) -> [String] {
    let lowered = Array(text.lowercased().utf8.prefix(64))
    let limit = max(2, lowered.count / 3)
    var best: [Int: Int] = [:]
    var rows = (
      Array(repeating: 0, count: lowered.count + 1), Array(repeating: 0, count: lowered.count + 1)
    )
    for literal in table.literals where abs(literal.text.count - lowered.count) <= limit {
      guard let distance = EditDistance.between(literal.text, lowered, limit: limit, rows: &rows)
      else { continue }
      for pattern in literal.patterns { best[pattern] = min(best[pattern] ?? distance, distance) }
    }
    return best.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.prefix(3).map {
      table.entries[$0.key].pattern.description
    }
  }
}

/// A set of path positions: a bit mask for the usual short paths, an array beyond 64.
struct PositionSet {
  private var bits: UInt64 = 0
  private var overflow: [Bool]

  init(count: Int) {
    overflow = count > 64 ? Array(repeating: false, count: count) : []
  }

  func contains(_ position: Int) -> Bool {
    overflow.isEmpty ? bits & (1 << UInt64(position)) != 0 : overflow[position]
  }

  mutating func insert(_ position: Int) {
    if overflow.isEmpty { bits |= 1 << UInt64(position) } else { overflow[position] = true }
  }
}

/// Levenshtein distance, for suggesting the pattern a mistyped segment meant.
enum EditDistance {
  static func between(_ a: String, _ b: String) -> Int {
    between(Array(a.utf8.prefix(64)), Array(b.utf8.prefix(64)))
  }

  static func between(_ a: [UInt8], _ b: [UInt8]) -> Int {
    var rows = (Array(repeating: 0, count: b.count + 1), Array(repeating: 0, count: b.count + 1))
    return between(a, b, limit: .max, rows: &rows) ?? .max
  }

  /// The distance, or nil as soon as it must exceed `limit`; `rows` are reused buffers of
  /// `b.count + 1` elements.
  static func between(_ a: [UInt8], _ b: [UInt8], limit: Int, rows: inout ([Int], [Int])) -> Int? {
    if a.isEmpty { return b.count <= limit ? b.count : nil }
    for j in 0...b.count { rows.0[j] = j }
    for i in 1...a.count {
      rows.1[0] = i
      var rowMinimum = i
      for j in stride(from: 1, through: b.count, by: 1) {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        let value = min(rows.0[j] + 1, rows.1[j - 1] + 1, rows.0[j - 1] + cost)
        rows.1[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      if rowMinimum > limit { return nil }
      swap(&rows.0, &rows.1)
    }
    return rows.0[b.count] <= limit ? rows.0[b.count] : nil
  }
}
