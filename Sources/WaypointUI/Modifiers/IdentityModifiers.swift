extension View {
  /// Binds a view's identity to the given proxy value: when it changes, the view is a new view
  /// and its state starts over.
  nonisolated public func id<ID: Hashable>(_ id: ID) -> some View {
    modifier(IdentityModifier(id: id))
  }

  /// Sets the unique tag value of this view, used by lists, pickers and tab views to tell
  /// their choices apart.
  nonisolated public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
    modifier(TagModifier(tag: tag))
  }

  /// Prevents the view from updating its child view when its new value is the same as its old
  /// value (by `==`).
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

/// A view type that compares itself against its previous value and prevents its child updating
/// if its new value is the same as its old value.
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
