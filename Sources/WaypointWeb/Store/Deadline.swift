/// Why an operation was given up: it took longer than allowed.
struct DeadlinePassed: Error, CustomStringConvertible {
  let limit: Duration
  var description: String { "no answer within \(limit)" }
}

/// The result of `body`, or `DeadlinePassed` when it takes longer than `limit` (it is then
/// cancelled): a store that does not answer must not hold up a page.
func withDeadline<T: Sendable>(
  _ limit: Duration, _ body: @escaping @Sendable () async throws -> T
) async throws -> T {
  try await withThrowingTaskGroup(of: T.self) { group in
    group.addTask { try await body() }
    group.addTask {
      try await Task.sleep(for: limit)
      throw DeadlinePassed(limit: limit)
    }
    defer { group.cancelAll() }
    guard let first = try await group.next() else { throw DeadlinePassed(limit: limit) }
    return first
  }
}
