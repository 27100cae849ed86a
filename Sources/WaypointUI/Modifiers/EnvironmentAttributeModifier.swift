/// A modifier that sets an environment value for its content and records what set it on each of
/// the content's elements: after `.font(.title)`, `@Environment(\.font)` reads `.title` below and
/// `render()` prints `.font(.title)`.
struct EnvironmentAttributeModifier<V> {
  let write: EnvironmentWrite<V>
  /// How the value joins the one already set (variants add up); nil replaces it. A function that
  /// captures nothing, so comparing the write alone tells an unchanged environment.
  let merge: ((inout V, V) -> Void)?
  let attribute: Attribute?
}

extension EnvironmentAttributeModifier: PrimitiveModifier {
  func update<Content: View>(content: Content, in node: Node) {
    let merge = self.merge
    let environment = node.derivedEnvironment(value: write) { environment, write in
      if let merge {
        merge(&environment[keyPath: write.keyPath], write.value)
      } else {
        environment[keyPath: write.keyPath] = write.value
      }
    }
    node.reconcile { $0.add(content, key: .index(0), environment: environment) }
  }

  func output(in node: Node) -> NodeOutput {
    guard let attribute else { return node.childrenOutput() }
    return node.childrenOutput(adding: attribute)
  }
}

extension View {
  /// Sets `keyPath` to `value` for this view's content and records `attribute` on its elements.
  nonisolated func setting<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V, attribute: Attribute?,
    merge: ((inout V, V) -> Void)? = nil
  ) -> ModifiedContent<Self, EnvironmentAttributeModifier<V>> {
    modifier(
      EnvironmentAttributeModifier(
        write: EnvironmentWrite(keyPath: keyPath, value: value), merge: merge,
        attribute: attribute))
  }

  /// Sets `keyPath` to `value` for this view's content and records `source`, the modifier as the
  /// Swift that applied it, for renderers that cannot act on the value.
  nonisolated func setting<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V, recording source: String,
    merge: ((inout V, V) -> Void)? = nil
  ) -> ModifiedContent<Self, EnvironmentAttributeModifier<V>> {
    setting(keyPath, value, attribute: .drawing(source), merge: merge)
  }
}
