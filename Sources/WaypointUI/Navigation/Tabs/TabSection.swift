/// A container that groups tabs: a sidebar shows its header above them; the tab bar shows the
/// tabs themselves.
public struct TabSection<Header: View, Content: TabContent, Footer: View, SelectionValue: Hashable>
where SelectionValue == Content.TabValue {
  let title: String?
  let content: Content
}

extension TabSection where Header == Text, Footer == EmptyView {
  /// Creates a section with a title.
  public init(
    _ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content
  ) {
    self.init(title: titleKey.resolved, content: content())
  }

  /// Creates a section with a title string.
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

/// The title of a section's header view: the text of a `Text`.
enum TabSectionHeader {
  nonisolated static func text(of header: some View) -> String? {
    (header as? Text)?.plainText
  }
}
