/// A container that groups tabs: a sidebar shows its header above them; the tab bar shows the
/// tabs themselves.
public struct TabSection<Header: View, Content: TabContent, Footer: View, SelectionValue: Hashable>
where SelectionValue == Content.TabValue {
  let title: String?
  let content: Content
}

extension TabSection where Header == Text, Footer == EmptyView {
  /// A section titled with `titleKey` looked up as a localization key, holding the tabs of
  /// `content`.
  public init(
    _ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content
  ) {
    self.init(title: titleKey.resolved, content: content())
  }

  /// A section titled `title` verbatim, holding the tabs of `content`.
  public init<S: StringProtocol>(
    _ title: S, @TabContentBuilder<SelectionValue> content: () -> Content
  ) {
    self.init(title: String(title), content: content())
  }
}

extension TabSection where Footer == EmptyView {
  /// Creates a section with a header view; its text is the section's title.
  public init(
    @TabContentBuilder<SelectionValue> content: () -> Content,
    @ViewBuilder header: () -> Header
  ) {
    self.init(title: TabSectionHeader.text(of: header()), content: content())
  }
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
  /// Creates a section without a header.
  public init(@TabContentBuilder<SelectionValue> content: () -> Content) {
    self.init(title: nil, content: content())
  }
}

extension TabSection: TabContent, PrimitiveTabContent {
  /// The selection value of the section's tabs.
  public typealias TabValue = SelectionValue

  /// A section has no body.
  public var body: Never { return primitiveBody(Self.self) }

  func collectTabs(into tabs: inout [TabEntry], path: TabPath) {
    let start = tabs.count
    content.collectTabs(into: &tabs, path: path)
    for index in tabs.indices[start...] where tabs[index].section == nil {
      tabs[index].section = title
    }
  }
}

/// The title of a section's header view: the text it shows — a `Text`, a `Label`'s title, the
/// first text of a stack or of a modified view.
enum TabSectionHeader {
  nonisolated static func text(of header: some View) -> String? {
    firstText(in: header, depth: 0)
  }

  /// The first `Text` among `value`'s stored parts, depth first (a header is a few levels deep at
  /// most: a label's title, a stack's tuple, a modifier's content).
  nonisolated private static func firstText(in value: Any, depth: Int) -> String? {
    if let text = value as? Text { return text.plainText }
    guard depth < 8 else { return nil }
    for child in Mirror(reflecting: value).children {
      if let found = firstText(in: child.value, depth: depth + 1) { return found }
    }
    return nil
  }
}
