/// How many bodies ran, in total and per view type name.
public struct EvaluationCount: Equatable, Sendable, CustomStringConvertible {
  /// All body evaluations.
  public var total: Int
  /// Evaluations per view type name (only types that ran).
  public var byType: [String: Int]

  /// The evaluations of the view type named `name`.
  public subscript(_ name: String) -> Int { byType[name] ?? 0 }

  /// The counts, sorted by type name.
  public var description: String {
    "\(total) evaluations: "
      + byType.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")
  }
}
