/// `.preference(key:value:)`: sets the key's value for this subtree.
struct PreferenceWritingModifier<K: PreferenceKey> {
  let value: K.Value
}

extension PreferenceWritingModifier: PrimitiveModifier {
  func output(in node: Node) -> NodeOutput {
    var output = node.childrenOutput()
    output.preferences.set(K.self, value)
    return output
  }
}

/// `.onPreferenceChange(_:perform:)`: runs the action after a flush in which the subtree's
/// value for the key changed.
struct PreferenceObservingModifier<K: PreferenceKey> {
  let action: (K.Value) -> Void
}

extension PreferenceObservingModifier: ViewModifier, PrimitiveModifier where K.Value: Equatable {
  func update<Content: View>(content: Content, in node: Node) {
    let observed = node.primitiveState { ObservedPreference<K.Value>() }
    observed.action = action
    node.reconcile { $0.add(content, key: .index(0)) }
  }

  func output(in node: Node) -> NodeOutput {
    let output = node.childrenOutput()
    if let observed = node.primitiveState(as: ObservedPreference<K.Value>.self) {
      let value = output.preferences[K.self]
      if observed.last != value {
        observed.last = value
        if let action = observed.action { node.graph.queueLifecycle { action(value) } }
      }
    }
    return output
  }
}

@MainActor
final class ObservedPreference<Value: Equatable> {
  var last: Value?
  var action: ((Value) -> Void)?
}

extension View {
  /// Gives this subtree `value` for the key `K`; an ancestor sees the values of all its
  /// subtrees combined by `K.reduce(value:nextValue:)`.
  nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value)
    -> some View
  {
    modifier(PreferenceWritingModifier<K>(value: value))
  }

  /// Calls `action` with the content's value for `key` after each update in which that value
  /// changed, the first update included.
  nonisolated public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    modifier(PreferenceObservingModifier<K>(action: action))
  }
}
