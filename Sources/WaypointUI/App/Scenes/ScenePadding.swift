/// How much padding a scene's content gets from its edges.
public struct ScenePadding: Equatable, Sendable, CustomStringConvertible {
  let name: String

  /// The smallest padding that keeps content clear of the scene's edges.
  public static let minimum = ScenePadding(name: "minimum")

  /// The padding as Swift source (`.minimum`).
  public var description: String { ".\(name)" }
}

extension View {
  /// Adds the given scene padding along `edges`: the padding a scene's content gets, as
  /// `scenePadding(_:)` adds it.
  nonisolated public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all)
    -> some View
  {
    scenePadding(edges)
  }
}
