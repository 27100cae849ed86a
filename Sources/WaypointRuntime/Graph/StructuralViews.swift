/// Nothing: it records no element and takes no space, e.g. the missing header of a section.
public struct EmptyView {
  /// Creates an empty view.
  public init() {}
}

extension EmptyView: View, PrimitiveView {
  /// An empty view has no body.
  public var body: Never { primitiveBody(Self.self) }
}

extension EmptyView: LeafView {
  package func leafContent() -> (role: Role, attributes: [Attribute])? { nil }
}

/// Several views side by side in a tuple, as a `@ViewBuilder` block with more than one
/// statement makes; each becomes a child in order, keyed by its position.
public struct TupleView<T> {
  /// The tuple of views.
  public var value: T
  private let children: ((T) -> [any View])?

  /// Creates a tuple view; its elements are found by reflection.
  public init(_ value: T) {
    self.value = value
    self.children = nil
  }

  package init(_ value: T, children: @escaping (T) -> [any View]) {
    self.value = value
    self.children = children
  }

  /// The views of the tuple, in order.
  package var views: [any View] {
    if let children { return children(value) }
    return Mirror(reflecting: value).children.compactMap { $0.value as? any View }
  }
}

/// A view made of several views in order, which containers that place each view on its own
/// (a navigation view's columns) read.
package protocol ViewSequence {
  /// The views, in order.
  var views: [any View] { get }
}

extension TupleView: ViewSequence {}

extension TupleView: View, PrimitiveView {
  /// A tuple view has no body.
  public var body: Never { primitiveBody(Self.self) }

  package func update(in node: Node) {
    placeChildren(in: node, environment: nil)
  }
}

extension ChildReconciler {
  /// Adds a child given as an existential view, with its dynamic type, in `environment` (the
  /// parent's when nil).
  package mutating func add(
    _ view: any View, key: ChildKey, environment: EnvironmentValues? = nil
  ) {
    addOpened(view, key: key, environment: environment)
  }

  private mutating func addOpened<V: View>(
    _ view: V, key: ChildKey, environment: EnvironmentValues?
  ) {
    // `startsActive` picks the generic `add`: this one would take the opened view again.
    add(view, key: key, environment: environment, startsActive: true)
  }
}

/// Content that shows one of two possible children: views, tab content, table content or
/// formatting definitions.
public struct _ConditionalContent<TrueContent, FalseContent> {
  package enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  package let storage: Storage

  package init(storage: Storage) {
    self.storage = storage
  }
}

/// An `if`/`else` a parent's reconciler places as its chosen branch (see `ChildKey.branched`).
package protocol BranchChoosing: View {
  /// The view shown when the condition holds.
  associatedtype TrueView: View
  /// The view shown otherwise.
  associatedtype FalseView: View
  /// The branch chosen.
  var branch: _ConditionalContent<TrueView, FalseView>.Storage { get }
}

/// An optional view (what an `if` without `else` builds) a parent's reconciler places as the
/// view it holds, keyed as the `true` branch of an `if`/`else`, or as an `EmptyView` (the
/// `false` branch) when it holds none.
package protocol OptionalContent: View {
  /// The view held.
  associatedtype Present: View
  /// The view held, if any.
  var present: Present? { get }
}

extension Optional: OptionalContent where Wrapped: View {
  package var present: Wrapped? { self }
}

extension _ConditionalContent: BranchChoosing where TrueContent: View, FalseContent: View {
  package var branch: Storage { storage }
}

extension _ConditionalContent: View, PrimitiveView where TrueContent: View, FalseContent: View {
  /// Conditional content has no body.
  public var body: Never { primitiveBody(Self.self) }

  package func update(in node: Node) {
    node.reconcile { children in
      switch storage {
      case .trueContent(let view): children.add(view, key: .branch(true))
      case .falseContent(let view): children.add(view, key: .branch(false))
      }
    }
  }
}

extension Optional: View where Wrapped: View {
  /// An optional view has no body.
  public var body: Never { primitiveBody(Self.self) }
}

extension Optional: PrimitiveView where Wrapped: View {
  package func update(in node: Node) {
    node.reconcile { children in
      if let view = self { children.add(view, key: .index(0)) }
    }
  }
}

/// A type-erased view.
public struct AnyView {
  package let view: any View

  /// Hides `view`'s type; wrapping an `AnyView` again keeps the view it holds. When the type
  /// inside changes between updates, the old view's node and state are replaced.
  public init<V: View>(_ view: V) {
    self.view = (view as? AnyView)?.view ?? view
  }

  /// Creates an instance that type-erases the parameter.
  public init<V: View>(erasing view: V) {
    self.init(view)
  }

  /// A type-erased view of `value` when it is a view; nil otherwise.
  public init?(_fromValue value: Any) {
    guard let view = value as? any View else { return nil }
    self.view = (view as? AnyView)?.view ?? view
  }
}

extension AnyView: View, PrimitiveView {
  /// A type-erased view has no body.
  public var body: Never { primitiveBody(Self.self) }

  package func update(in node: Node) {
    node.reconcile { children in children.add(view, key: .index(0)) }
  }
}

/// Several views treated as one for a modifier, with no element of its own: the content's
/// elements go straight into the parent, and an attribute set on the group (a font, a color)
/// is recorded on each of them.
public struct Group<Content> {
  package let content: Content

  /// A group of `content` as made, for the group forms other modules declare.
  package init(made content: Content) {
    self.content = content
  }

  /// Groups the builder's views, e.g. to get past a builder's child limit or share modifiers.
  public init(@ViewBuilder content: () -> Content) where Content: View {
    self.content = content()
  }
}

extension Group: View, PrimitiveView where Content: View {
  /// A group has no body.
  public var body: Never { primitiveBody(Self.self) }

  package func update(in node: Node) {
    placeChildren(in: node, environment: nil)
  }
}
