/// A modifier that must resolve to a concrete modifier in an environment before use: the
/// runtime calls `resolve(in:)` with the modified view's environment, again whenever it
/// changes, and applies what it returns.
@MainActor @preconcurrency
public protocol EnvironmentalModifier: ViewModifier where Body == Never {
  /// What `resolve(in:)` hands back to be applied.
  associatedtype ResolvedModifier: ViewModifier

  /// Picks the modifier to apply from `environment`, the modified view's; the runtime calls it
  /// again when an environment value it read changes.
  func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

extension EnvironmentalModifier {
  /// An environmental modifier has no body: it resolves to another modifier.
  public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

extension ModifiedContent where Content: View, Modifier: ViewModifier {
  /// Applies what `modifier` resolves to in the node's environment to the content.
  @MainActor
  package func applyResolved<M: EnvironmentalModifier>(_ modifier: M, in node: Node) {
    node.graph.recordEvaluation(of: node)
    let resolved = node.graph.tracking(node) { modifier.resolve(in: node.environment) }
    let content = self.content
    node.reconcile { $0.add(content.modifier(resolved), key: .index(0)) }
  }
}
