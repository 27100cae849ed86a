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

/// `.tag(_:)`: records the tag, printed and as a value selection containers can match.
struct TagModifier<V: Hashable> {
  let tag: V
}

extension TagModifier: PrimitiveModifier {
  func output(in node: Node) -> NodeOutput {
    var output = node.childrenOutput()
    let attribute = Attribute.tag(describeValue(tag))
    let value = ElementTag(value: AnyHashable(tag), isExplicit: true)
    output.elements = node.mapElements(output.elements, parameters: [attribute]) {
      $0.adding(attribute).tagged(value)
    }
    return output
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

  static var skipsUnchangedValues: Bool { true }

  func update(in node: Node) {
    node.reconcile { $0.add(content, key: .index(0)) }
  }
}

/// A value as a snapshot prints it: strings quoted, enum cases with a leading dot.
func describeValue<V>(_ value: V) -> String {
  if let string = value as? String { return string.debugDescription }
  if V.self == AnyHashable.self, let hashable = value as? AnyHashable {
    return describeValue(hashable.base)
  }
  let text = String(describing: value)
  if Mirror(reflecting: value).displayStyle == .enum, !text.contains("(") { return "." + text }
  return text
}
