extension View {
  /// Runs `action` with the old and the new value whenever the environment's value at `keyPath`
  /// changes here, without the view that applies it reading the environment.
  ///
  /// A view that reads the value with `@Environment` is evaluated again at each change and hands
  /// everything it shows a new value; this modifier's own node reads it instead and keeps what
  /// it wraps as it is.
  nonisolated package func onEnvironmentChange<V: Equatable>(
    of keyPath: KeyPath<EnvironmentValues, V>, perform action: @escaping (V, V) -> Void
  ) -> some View {
    modifier(EnvironmentChangeModifier(keyPath: keyPath, action: action))
  }
}

/// Watches one environment value from a node of its own: see `onEnvironmentChange(of:perform:)`.
struct EnvironmentChangeModifier<V: Equatable> {
  let keyPath: KeyPath<EnvironmentValues, V>
  let action: (V, V) -> Void
}

extension EnvironmentChangeModifier: PrimitiveModifier {
  static var readsHostEnvironment: Bool { true }

  func update<Content: View>(content: Content, in node: Node) {
    let value = node.environment[keyPath: keyPath]
    ChangeModifier(value: value, initial: false, action: action).update(content: content, in: node)
  }
}
