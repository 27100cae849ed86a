/// Finds the sequence of steps that covers a URL's whole path: most specific step first, then
/// declaration order, backing up to the next candidate when a deeper step fails.
///
/// The search is iterative (its stack is an array, not the call stack), and a position from
/// which no sequence completes is remembered, so each position is searched once: the work grows
/// with segments × steps, never exponentially.
struct PathSearch<Route> {
  let router: URLRouter<Route>
  let segments: [String]
  let keys: [String]
  let query: [(key: String, value: String)]
  private var failedPositions: [Bool]
  private var furthest: (segment: Int, priority: Int, reason: String)?

  init(router: URLRouter<Route>, segments: [String], query: [(key: String, value: String)]) {
    self.router = router
    self.segments = segments
    keys = router.isCaseSensitive ? segments : segments.map { $0.lowercased() }
    self.query = query
    failedPositions = Array(repeating: false, count: segments.count + 1)
  }

  /// One way a step matches at a position: where it ends and what it captured.
  struct Alternative {
    var end: Int
    var strings: [String: String]
    var values: [String: Any]
  }

  private struct Frame {
    var position: Int
    var candidates: [Int]
    var candidateIndex = -1
    var alternatives: [Alternative] = []
    var alternativeIndex = 0
    /// The step and route being explored from this frame.
    var chosen: (step: Int, route: Route, strings: [String: String])?
  }

  mutating func run() throws(URLRoutingError) -> URLMatch<Route> {
    guard !segments.isEmpty else { return URLMatch(routes: [], steps: []) }
    var stack = [Frame(position: 0, candidates: router.candidates(for: segments[0]))]
    while !stack.isEmpty {
      let top = stack.count - 1
      if stack[top].position == segments.count {
        let chosen = stack.dropLast().compactMap(\.chosen)
        return URLMatch(
          routes: chosen.map(\.route),
          steps: chosen.map {
            MatchedStep(pattern: router.steps[$0.step].pattern.description, parameters: $0.strings)
          })
      }
      if let next = nextBranch(of: &stack[top]) {
        let candidates = next < segments.count ? router.candidates(for: segments[next]) : []
        stack.append(Frame(position: next, candidates: candidates))
      } else {
        failedPositions[stack[top].position] = true
        stack.removeLast()
      }
    }
    throw failure()
  }

  /// Advances `frame` to its next viable alternative and returns where it ends, or nil when
  /// every candidate from this position is exhausted.
  private mutating func nextBranch(of frame: inout Frame) -> Int? {
    if frame.candidates.isEmpty {
      note(frame.position, "no pattern starts with this segment")
    }
    while true {
      while frame.alternativeIndex < frame.alternatives.count {
        let alternative = frame.alternatives[frame.alternativeIndex]
        frame.alternativeIndex += 1
        guard !failedPositions[alternative.end] else { continue }
        let step = router.steps[frame.candidates[frame.candidateIndex]]
        do {
          let route = try step.build(
            RouteParameters(strings: alternative.strings, values: alternative.values))
          frame.chosen = (frame.candidates[frame.candidateIndex], route, alternative.strings)
          return alternative.end
        } catch {
          note(frame.position, "\(step.pattern) did not accept it: \(error)", priority: 2)
        }
      }
      frame.candidateIndex += 1
      guard frame.candidateIndex < frame.candidates.count else { return nil }
      frame.alternatives = alternatives(
        of: frame.candidates[frame.candidateIndex], at: frame.position)
      frame.alternativeIndex = 0
    }
  }

  /// Every way step `index` matches from `position`, preferred first (an optional capture is
  /// taken before it is skipped); a step always consumes at least one segment.
  private mutating func alternatives(of index: Int, at position: Int) -> [Alternative] {
    let step = router.steps[index]
    let pattern = step.pattern
    var results: [Alternative] = []
    // (pattern segment, path position, captures so far); depth is bounded by the pattern.
    var pending: [(Int, Int, Alternative)] = [
      (0, position, Alternative(end: position, strings: [:], values: [:]))
    ]
    while let (k, q, partial) = pending.popLast() {
      guard k < pattern.segments.count else {
        if q > position, var complete = queryFields(of: pattern, adding: partial, at: position) {
          complete.end = q
          results.append(complete)
        }
        continue
      }
      var branches: [(Int, Int, Alternative)] = []
      switch pattern.segments[k] {
      case .literal(let text):
        if q < segments.count, keys[q] == router.key(text) {
          branches.append((k + 1, q + 1, partial))
        } else {
          let hasSegment = q < segments.count
          note(
            q, hasSegment ? "expected `\(text)` in \(pattern)" : "\(pattern) needs more segments")
        }
      case .capture(let name, let type, let isOptional):
        if q < segments.count, let value = router.conversion(type)?.parse(segments[q]) {
          var taken = partial
          taken.strings[name] = segments[q]
          taken.values[name] = value
          branches.append((k + 1, q + 1, taken))
        } else if q < segments.count {
          note(q, "not a valid \(type) for {\(name)} in \(pattern)", priority: 2)
        } else if !isOptional {
          note(q, "\(pattern) needs more segments")
        }
        if isOptional { branches.append((k + 1, q, partial)) }
      case .wildcard:
        if q < segments.count {
          branches.append((k + 1, q + 1, partial))
        } else {
          note(q, "\(pattern) needs more segments", priority: 1)
        }
      case .rest:
        var taken = partial
        let rest = segments[q...].joined(separator: "/")
        taken.strings["**"] = rest
        taken.values["**"] = rest
        branches.append((k + 1, segments.count, taken))
      }
      // Pushed in reverse so the preferred branch is explored first.
      pending.append(contentsOf: branches.reversed())
    }
    return results
  }

  /// The query fields of `pattern` added to `partial`, or nil when a required one is missing
  /// or a value does not convert.
  private mutating func queryFields(
    of pattern: RoutePattern, adding partial: Alternative, at position: Int
  ) -> Alternative? {
    var result = partial
    for field in pattern.query {
      let text = query.last(where: { $0.key == field.key })?.value ?? field.defaultValue
      guard let text else {
        if field.isOptional { continue }
        note(position, "\(pattern) needs the query field `\(field.key)`", priority: 2)
        return nil
      }
      guard let value = router.conversion(field.type)?.parse(text) else {
        note(
          position, "query field `\(field.key)` is not a valid \(field.type) in \(pattern)",
          priority: 2)
        return nil
      }
      result.strings[field.name] = text
      result.values[field.name] = value
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
    return .noMatch(
      segment: segment + 1, text: text, reason: furthest?.reason ?? "no pattern matches",
      closest: closestPatterns(to: text))
  }

  /// Up to three patterns with a literal close to `text` (by edit distance).
  private func closestPatterns(to text: String) -> [String] {
    let lowered = text.lowercased()
    let scored = router.steps.compactMap { step -> (Int, String)? in
      let distances = step.pattern.literals.map { EditDistance.between($0.lowercased(), lowered) }
      guard let best = distances.min(), best <= max(2, lowered.count / 3) else { return nil }
      return (best, step.pattern.description)
    }
    return scored.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
      .prefix(3).map(\.element.1)
  }
}

/// Levenshtein distance, for suggesting the pattern a mistyped segment meant.
enum EditDistance {
  static func between(_ a: String, _ b: String) -> Int {
    let a = Array(a.prefix(64))
    let b = Array(b.prefix(64))
    if a.isEmpty { return b.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in stride(from: 1, through: b.count, by: 1) {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
