/// A view that switches between child views by tabs, each keeping its state while another is
/// selected.
public struct TabView<SelectionValue: Hashable, Content: View> {
  let selection: Binding<SelectionValue>?
  let content: Content
}

extension TabView {
  /// Creates a tab view whose selection follows a binding to the tabs' values.
  public init<C: TabContent>(
    selection: Binding<SelectionValue>,
    @TabContentBuilder<SelectionValue> content: () -> C
  ) where Content == TabContentBuilder<SelectionValue>.Content<C>, C.TabValue == SelectionValue {
    self.init(selection: selection, content: TabContentBuilder.Content(tabs: content()))
  }
}

extension TabView where SelectionValue == Never {
  /// Creates a tab view that keeps its own selection, starting on the first tab.
  public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C)
  where Content == TabContentBuilder<Never>.Content<C>, C.TabValue == Never {
    self.init(selection: nil, content: TabContentBuilder.Content(tabs: content()))
  }
}

extension TabContentBuilder {
  /// The tabs of a tab view, as the view type the tab view holds.
  public struct Content<C: TabContent> {
    let tabs: C
  }
}

extension TabContentBuilder.Content: View {
  /// Tab content is shown by its tab view, never on its own.
  public var body: some View { EmptyView() }
}

extension TabView: View, PrimitiveView {
  /// A tab view has no body.
  public var body: Never { primitiveBody(Self.self) }

  func update(in node: Node) {
    TabUpdate(node: node, entries: entries, selection: selectionProxy).run()
  }

  func output(in node: Node) -> NodeOutput {
    TabOutput(node: node, tabs: TabContainer.of(node)).make()
  }

  /// The tabs declared, in order.
  @MainActor private var entries: [TabEntry] {
    guard let tabs = content as? any TabsHolder else { return [] }
    return tabs.entries
  }

  /// The selection binding, type-erased to the tabs' values.
  @MainActor private var selectionProxy: TabSelection? {
    guard let selection else { return nil }
    return TabSelection(
      read: { AnyHashable(selection.wrappedValue) },
      write: { value in
        if let value = value.base as? SelectionValue { selection.wrappedValue = value }
      })
  }
}

/// The tabs a tab view holds, whatever their value type.
@MainActor
protocol TabsHolder {
  var entries: [TabEntry] { get }
}

extension TabContentBuilder.Content: TabsHolder {
  var entries: [TabEntry] {
    var entries: [TabEntry] = []
    tabs.collectTabs(into: &entries, path: TabPath())
    return entries
  }
}

/// A tab view's selection binding with its type erased.
struct TabSelection {
  let read: () -> AnyHashable
  let write: (AnyHashable) -> Void
}
