/// What `.toolbar { … }` accepts: items and groups of them, each a `.toolbarItem` element in the
/// navigation bar of the screen that declares it.
@MainActor @preconcurrency
public protocol ToolbarContent {
  /// The toolbar content `body` returns, usually inferred.
  associatedtype Body: ToolbarContent
  /// The items this content is made of; Waypoint collects them in order.
  @ToolbarContentBuilder var body: Self.Body { get }
}

/// Toolbar content whose items carry ids, as `.toolbar(id:content:)` requires; each item element
/// records its id.
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

/// Toolbar content Waypoint turns into views itself.
@MainActor
protocol PrimitiveToolbarContent {
  /// The content's items, each as a view that produces one toolbar item element.
  var itemViews: [AnyView] { get }
}

/// One `.toolbarItem` element in the navigation bar of the screen that declares it, recording its
/// placement and holding `content`.
public struct ToolbarItem<ID, Content: View> {
  let itemID: ID
  let placement: ToolbarItemPlacement
  let content: Content
}

extension ToolbarItem where ID == () {
  /// An item showing `content` at `placement`, which its element records.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.init(itemID: (), placement: placement, content: content())
  }
}

extension ToolbarItem where ID == String {
  /// An item showing `content` at `placement`, with `id` recorded on its element; as the id stays
  /// the same from screen to screen, so does the item.
  public init(
    id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) {
    self.init(itemID: id, placement: placement, content: content())
  }
}

extension ToolbarItem: ToolbarContent, PrimitiveToolbarContent {
  /// A toolbar item has no body.
  public var body: Never { primitiveBody(Self.self) }

  var itemViews: [AnyView] {
    [AnyView(ToolbarItemView(placement: placement, id: itemID as? String, content: content))]
  }
}

extension ToolbarItem: CustomizableToolbarContent where ID == String {}

/// Several views placed together in the navigation bar, as one `.toolbarItem` element at one
/// placement.
public struct ToolbarItemGroup<Content: View> {
  let placement: ToolbarItemPlacement
  let content: Content

  /// A group showing the views of `content` at `placement`, as one item element.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

extension ToolbarItemGroup: ToolbarContent, PrimitiveToolbarContent {
  /// A toolbar item group has no body.
  public var body: Never { primitiveBody(Self.self) }

  var itemViews: [AnyView] {
    [AnyView(ToolbarItemView(placement: placement, id: nil, content: content))]
  }
}

/// Several pieces of toolbar content built by `ToolbarContentBuilder`.
public struct TupleToolbarContent<T> {
  let value: T
  let contents: (T) -> [any ToolbarContent]
}

extension TupleToolbarContent: ToolbarContent, PrimitiveToolbarContent {
  /// A tuple of toolbar content has no body.
  public var body: Never { primitiveBody(Self.self) }

  var itemViews: [AnyView] { contents(value).flatMap(ToolbarContentViews.items) }
}

extension TupleToolbarContent: CustomizableToolbarContent {}

/// Toolbar content chosen by an `if`/`else`.
public struct ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent> {
  let content: any ToolbarContent
}

extension ConditionalToolbarContent: ToolbarContent, PrimitiveToolbarContent {
  /// Conditional toolbar content has no body.
  public var body: Never { primitiveBody(Self.self) }

  var itemViews: [AnyView] { ToolbarContentViews.items(in: content) }
}

extension ConditionalToolbarContent: CustomizableToolbarContent
where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {}

/// Toolbar content that may be absent (an `if` without `else`).
public struct OptionalToolbarContent<Wrapped: ToolbarContent> {
  let content: Wrapped?
}

extension OptionalToolbarContent: ToolbarContent, PrimitiveToolbarContent {
  /// Optional toolbar content has no body.
  public var body: Never { primitiveBody(Self.self) }

  var itemViews: [AnyView] { content.map(ToolbarContentViews.items) ?? [] }
}

extension OptionalToolbarContent: CustomizableToolbarContent
where Wrapped: CustomizableToolbarContent {}

/// Turns any toolbar content, primitive or composite, into item views.
@MainActor
enum ToolbarContentViews {
  static func items(in content: any ToolbarContent) -> [AnyView] {
    items(of: content)
  }

  private static func items<C: ToolbarContent>(of content: C) -> [AnyView] {
    if let primitive = content as? any PrimitiveToolbarContent { return primitive.itemViews }
    if C.Body.self == Never.self { return [] }
    return items(of: content.body)
  }
}

/// Collects the toolbar items written in a `.toolbar { … }` closure, `if` and `if`/`else` included.
@resultBuilder
public enum ToolbarContentBuilder {
  /// Passes a single piece of content through.
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }

  /// Passes a single piece of content through.
  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }

  /// Produces optional content for an `if` without `else`.
  public static func buildIf<Content: ToolbarContent>(_ content: Content?)
    -> OptionalToolbarContent<Content>
  {
    OptionalToolbarContent(content: content)
  }

  /// Produces the first branch of an `if`/`else`.
  public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
    first: TrueContent
  ) -> ConditionalToolbarContent<TrueContent, FalseContent> {
    ConditionalToolbarContent(content: first)
  }

  /// Produces the second branch of an `if`/`else`.
  public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
    second: FalseContent
  ) -> ConditionalToolbarContent<TrueContent, FalseContent> {
    ConditionalToolbarContent(content: second)
  }
}

// swift-format-ignore: AmbiguousTrailingClosureOverload
extension View {
  /// Puts `content` in the navigation bar of the screen this view is in, as one item at the
  /// automatic placement.
  nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    let content = content()
    return modifier(
      ToolbarModifier(items: {
        [AnyView(ToolbarItemView(placement: .automatic, id: nil, content: content))]
      }))
  }

  /// Puts the items `content` declares in the navigation bar of the screen this view is in; they
  /// keep their state and run their actions as children of this view.
  nonisolated public func toolbar<Content: ToolbarContent>(
    @ToolbarContentBuilder content: () -> Content
  ) -> some View {
    let content = content()
    return modifier(ToolbarModifier(items: { ToolbarContentViews.items(in: content) }))
  }

  /// Puts items that carry ids in the navigation bar, as `toolbar(content:)` does; `id` names the
  /// toolbar, though no renderer lets people rearrange it.
  nonisolated public func toolbar<Content: CustomizableToolbarContent>(
    id: String, @ToolbarContentBuilder content: () -> Content
  ) -> some View {
    let content = content()
    return modifier(ToolbarModifier(items: { ToolbarContentViews.items(in: content) }))
  }
}

/// `.toolbar`: the items are children of the node (they keep state and take actions), but their
/// elements go up to the screen's navigation bar instead of into the content.
struct ToolbarModifier {
  let items: @MainActor () -> [AnyView]
}

extension ToolbarModifier: PrimitiveModifier {
  func update<Content: View>(content: Content, in node: Node) {
    let items = items()
    node.reconcile { children in
      children.add(content, key: .index(0))
      for (index, item) in items.enumerated() { children.add(item, key: .index(index + 1)) }
    }
  }

  func output(in node: Node) -> NodeOutput {
    guard var output = node.children.first?.output else { return .empty }
    var items = output.preferences[ToolbarItemsKey.self]
    for child in node.children.dropFirst() {
      let itemOutput = child.output
      items += itemOutput.elements
      output.preferences.merge(itemOutput.preferences.removing(ToolbarItemsKey.self))
    }
    output.preferences.set(ToolbarItemsKey.self, items)
    return output
  }
}

/// One toolbar item as a view: its content, wrapped in a `.toolbarItem` element.
struct ToolbarItemView<Content: View> {
  let placement: ToolbarItemPlacement
  let id: String?
  let content: Content
}

extension ToolbarItemView: View, PrimitiveView {
  var body: Never { primitiveBody(Self.self) }

  func update(in node: Node) {
    node.reconcile { $0.add(content, key: .index(0)) }
  }

  func output(in node: Node) -> NodeOutput {
    node.containerOutput(
      role: .toolbarItem(ToolbarItemInfo(placement: placement, customizationID: id)))
  }
}
