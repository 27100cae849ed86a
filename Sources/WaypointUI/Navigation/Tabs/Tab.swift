/// The content and label of a tab in a tab view.
public struct Tab<Value: Hashable, Content: View, Label: View> {
  let value: Value?
  let title: String
  let image: ImageName?
  let role: TabRole?
  let content: Content
}

/// The label a tab made from a title and an image shows.
public struct DefaultTabLabel: View {
  let title: String
  let image: ImageName?

  /// The title beside its image.
  public var body: some View {
    switch image {
    case .system(let name)?: Label(title, systemImage: name)
    case .resource(let name)?: Label(title, image: name)
    case .asset(let asset)?: Label(title, image: asset.name)
    case .bitmap?, .remote?, nil: Text(title)
    }
  }
}

extension Tab where Label == DefaultTabLabel {
  /// Creates a tab with a title, a system image and the value that selects it.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, title: titleKey.resolved, image: .system(systemImage), role: role,
      content: content())
  }

  /// Creates a tab with a title string, a system image and the value that selects it.
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, title: String(title), image: .system(systemImage), role: role,
      content: content())
  }

  /// Creates a tab with a title, an image resource and the value that selects it.
  public init(
    _ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, title: titleKey.resolved, image: .named(image, bundle: nil), role: role,
      content: content())
  }

  /// Creates a tab with a title and the value that selects it.
  public init(
    _ titleKey: LocalizedStringKey, value: Value, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, title: titleKey.resolved, image: nil, role: role, content: content())
  }

  /// Creates a tab with a role and the value that selects it; a search tab is titled "Search".
  public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
    self.init(
      value: value, title: role == .search ? "Search" : "", image: Self.image(for: role),
      role: role, content: content())
  }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
  /// Creates a tab with a title and a system image, in a tab view without a selection.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: nil, title: titleKey.resolved, image: .system(systemImage), role: role,
      content: content())
  }

  /// Creates a tab with a title string and a system image, in a tab view without a selection.
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: nil, title: String(title), image: .system(systemImage), role: role,
      content: content())
  }

  /// Creates a tab with a title and an image resource, in a tab view without a selection.
  public init(
    _ titleKey: LocalizedStringKey, image: String, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: nil, title: titleKey.resolved, image: .named(image, bundle: nil), role: role,
      content: content())
  }

  /// Creates a tab with a title, in a tab view without a selection.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(value: nil, title: titleKey.resolved, image: nil, role: nil, content: content())
  }

  /// Creates a tab with a title string, in a tab view without a selection.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(value: nil, title: String(title), image: nil, role: nil, content: content())
  }

  /// Creates a tab with a role, in a tab view without a selection; a search tab is titled
  /// "Search".
  public init(role: TabRole?, @ViewBuilder content: () -> Content) {
    self.init(
      value: nil, title: role == .search ? "Search" : "", image: Self.image(for: role), role: role,
      content: content())
  }
}

extension Tab {
  fileprivate static func image(for role: TabRole?) -> ImageName? {
    role == .search ? .system("magnifyingglass") : nil
  }
}

extension Tab: TabContent, PrimitiveTabContent {
  /// The value that selects the tab.
  public typealias TabValue = Value

  /// A tab has no body.
  public var body: Never { return primitiveBody(Self.self) }

  func collectTabs(into tabs: inout [TabEntry], path: TabPath) {
    let value = value.map { AnyHashable($0) }
    tabs.append(
      TabEntry(
        identity: value.map { AnyHashable(TabValueIdentity(value: $0)) } ?? AnyHashable(path),
        value: value, title: title, image: image, role: role, content: AnyView(content)))
  }
}

/// A tab's identity when it has a value: the value, kept apart from structural paths.
struct TabValueIdentity: Hashable {
  let value: AnyHashable
}

extension Tab where Label == EmptyView {
  /// Creates a tab with an empty label and the value that selects it.
  public init(value: Value, @ViewBuilder content: () -> Content) {
    self.init(value: value, title: "", image: nil, role: nil, content: content())
  }
}

extension Tab where Value == Never, Label == EmptyView {
  /// Creates a tab with an empty label, in a tab view without a selection.
  public init(@ViewBuilder content: () -> Content) {
    self.init(value: nil, title: "", image: nil, role: nil, content: content())
  }
}
