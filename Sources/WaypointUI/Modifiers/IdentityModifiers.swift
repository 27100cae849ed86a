extension View {
  /// Keys the content by `id`, recorded on the element: a different `id` makes the runtime
  /// build a new node in place of the old one, so its state starts over.
  nonisolated public func id<ID: Hashable>(_ id: ID) -> some View {
    modifier(IdentityModifier(id: id))
  }

  /// Records `tag` on the element; `List` selection, `Picker` and `TabView` compare it with
  /// their selection binding. `includeOptional` is not read.
  nonisolated public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
    modifier(TagModifier(tag: tag))
  }

  /// Wraps the view in ``EquatableView``: its body runs again only when the new value is not
  /// `==` the previous one.
  nonisolated public func equatable() -> EquatableView<Self> where Self: Equatable {
    EquatableView(content: self)
  }
}

/// `.id(_:)`: the content is keyed by the id, so a new id makes a new node.
struct IdentityModifier<ID: Hashable> {
  let id: ID
}

extension IdentityModifier: PrimitiveModifier {
  func update<Content: View>(content: Content, in node: Node) {
    node.reconcile { $0.add(content, key: .explicit(AnyHashable(id))) }
  }

  func output(in node: Node) -> NodeOutput {
    node.childrenOutput(adding: .id(describeValue(id)))
  }
}

/// Skips updating `content` when the runtime finds the new value `==` the one it last saw;
/// `.equatable()` makes one.
public struct EquatableView<Content: View & Equatable> {
  /// The view being compared.
  public var content: Content

  /// Creates a new view that compares itself with `==`.
  public init(content: Content) {
    self.content = content
  }
}

extension EquatableView: View, PrimitiveView {
  /// An equatable view has no body.
  public var body: Never { primitiveBody(Self.self) }

  package static var skipsUnchangedValues: Bool { true }

  package func update(in node: Node) {
    node.reconcile { $0.add(content, key: .index(0)) }
  }
}
