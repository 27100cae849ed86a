import Foundation

extension View {
  /// Reads the value of `key` from this view's content and layers the view `transform` makes
  /// of it in front of the content; made again whenever the value may have changed.
  nonisolated public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(PreferenceValueDecoration<K, V>(kind: .overlay, alignment: .center, make: transform))
  }

  /// Reads the value of `key` from this view's content and layers the view `transform` makes
  /// of it in front of the content, at `alignment`.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(PreferenceValueDecoration<K, V>(kind: .overlay, alignment: alignment, make: transform))
  }

  /// The form of `overlayPreferenceValue(_:alignment:_:)` older systems link against.
  @_disfavoredOverload
  nonisolated public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _v0: Void = (), _ key: K.Type, alignment: Alignment,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(PreferenceValueDecoration<K, V>(kind: .overlay, alignment: alignment, make: transform))
  }

  /// Reads the value of `key` from this view's content and layers the view `transform` makes
  /// of it behind the content; made again whenever the value may have changed.
  nonisolated public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(
      PreferenceValueDecoration<K, V>(kind: .background, alignment: .center, make: transform))
  }

  /// Reads the value of `key` from this view's content and layers the view `transform` makes
  /// of it behind the content, at `alignment`.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(
      PreferenceValueDecoration<K, V>(kind: .background, alignment: alignment, make: transform))
  }

  /// The form of `backgroundPreferenceValue(_:alignment:_:)` older systems link against.
  @_disfavoredOverload
  nonisolated public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _v0: Void = (), _ key: K.Type, alignment: Alignment,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(
      PreferenceValueDecoration<K, V>(kind: .background, alignment: alignment, make: transform))
  }

  /// Changes the value of `key` that this view passes up to its ancestors.
  nonisolated public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View {
    modifier(PreferenceTransformModifier<K>(transform: callback))
  }

  /// Sets `key` to what `transform` makes of the anchor `value` names, resolved in this view's
  /// frame (the scene's bounds: renderers own layout, so no view has a frame of its own).
  nonisolated public func anchorPreference<A, K: PreferenceKey>(
    key _: K.Type = K.self, value: Anchor<A>.Source,
    transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    AnchorPreferenceWriter<K, A, Self>(content: self, source: value) { preference, anchor in
      preference = transform(anchor)
    }
  }

  /// Changes the value of `key` with what `transform` makes of the anchor `value` names,
  /// resolved in this view's frame (the scene's bounds, as `anchorPreference`).
  nonisolated public func transformAnchorPreference<A, K: PreferenceKey>(
    key _: K.Type = K.self, value: Anchor<A>.Source,
    transform: @escaping (inout K.Value, Anchor<A>) -> Void
  ) -> some View {
    AnchorPreferenceWriter<K, A, Self>(content: self, source: value, transform: transform)
  }
}

/// `overlayPreferenceValue` and `backgroundPreferenceValue`: the content is the first child;
/// the view made from its value of `K` is the second, attached as a decoration.
struct PreferenceValueDecoration<K: PreferenceKey, Decoration: View> {
  let kind: DecorationInfo.Kind
  let alignment: Alignment
  let make: (K.Value) -> Decoration
}

/// What a preference-value decoration keeps: the content output it read, so a content change
/// that did not reach this node (a state deep inside) makes the decoration again.
@MainActor
final class PreferenceReading {
  let attached = AttachedDecoration()
  var contentGeneration = -1
  var isRefreshQueued = false
}

extension PreferenceValueDecoration: PrimitiveModifier {
  func update<Content: View>(content: Content, in node: Node) {
    let reading = node.primitiveState { PreferenceReading() }
    let make = self.make
    node.reconcile { children in
      children.add(content, key: .index(0))
      guard let contentNode = children.lastPlaced else { return }
      let value = contentNode.output.preferences[K.self]
      reading.contentGeneration = contentNode.outputGeneration
      children.add(make(value), key: .index(1))
    }
  }

  func output(in node: Node) -> NodeOutput {
    guard let reading = node.primitiveState(as: PreferenceReading.self),
      let contentNode = node.children.first
    else { return node.childrenOutput() }
    _ = contentNode.output
    if contentNode.outputGeneration != reading.contentGeneration, !reading.isRefreshQueued {
      reading.isRefreshQueued = true
      node.graph.queueLifecycle { [weak node] in
        reading.isRefreshQueued = false
        node?.markDirty()
      }
    }
    return reading.attached.output(in: node, kind: kind, alignment: alignment)
  }
}

/// `.transformPreference(_:_:)`: changes the content's value of `K` on its way up.
struct PreferenceTransformModifier<K: PreferenceKey> {
  let transform: (inout K.Value) -> Void
}

extension PreferenceTransformModifier: PrimitiveModifier {
  func output(in node: Node) -> NodeOutput {
    var output = node.childrenOutput()
    var value = output.preferences[K.self]
    transform(&value)
    output.preferences.set(K.self, value)
    return output
  }
}

/// Writes a preference made from an anchor resolved in the scene's bounds, reading the scene's
/// size so a resize writes it again.
struct AnchorPreferenceWriter<K: PreferenceKey, A, Content: View> {
  let content: Content
  let source: Anchor<A>.Source
  let transform: (inout K.Value, Anchor<A>) -> Void
  @Environment(\.sceneSize) private var sceneSize
}

extension AnchorPreferenceWriter: View {
  var body: some View {
    content.transformPreference(K.self) { [source, transform, sceneSize] value in
      transform(&value, source.anchor(in: CGRect(origin: .zero, size: sceneSize)))
    }
  }
}
