/// The title menu of a navigation bar: actions about the screen's document, opened from its
/// title.
public struct ToolbarTitleMenu<Content: View> {
  let content: Content

  /// The title menu with the system's own commands, of which a terminal has none: it adds no
  /// item.
  public init() where Content == EmptyView {
    content = EmptyView()
  }

  /// A title menu of `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension ToolbarTitleMenu: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent {
  /// A title menu has no body.
  public var body: Never { primitiveBody(Self.self) }

  /// The menu, by the title (which the items of a `.toolbar` do not see): an item of the bar's
  /// trailing side, labelled with a chevron.
  var itemViews: [AnyView] {
    guard Content.self != EmptyView.self else { return [] }
    return [AnyView(TitleMenuItem.view(title: nil, content: content))]
  }
}

/// The item a title menu adds to the bar.
@MainActor
enum TitleMenuItem {
  /// In the title's place, labelled with the title, when it is known; else a chevron on the
  /// bar's trailing side, so the title stays.
  static func view<Content: View>(title: String?, content: Content) -> some View {
    ToolbarItemView(
      placement: title == nil ? .automatic : .principal, id: nil,
      content: Menu {
        content
      } label: {
        if let title { Text(title) } else { Image(systemName: "chevron.down") }
      })
  }
}

/// `toolbarTitleMenu`: the menu in the title's place, labelled with the title the content set,
/// which it learns as the content's preferences change.
struct TitleMenuModifier<MenuContent: View> {
  let menu: MenuContent
  @State private var title: String?
}

extension TitleMenuModifier: ViewModifier {
  func body(content: Content) -> some View {
    let title = self.title
    let menu = self.menu
    return
      content
      .onPreferenceChange(NavigationTitleKey.self) { self.title = $0 }
      .modifier(
        ToolbarModifier(items: { [AnyView(TitleMenuItem.view(title: title, content: menu))] }))
  }
}

extension View {
  /// Adds a title menu of `content` to the navigation bar: opened from the title, labelled with
  /// it.
  nonisolated public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
    modifier(TitleMenuModifier(menu: content()))
  }
}
