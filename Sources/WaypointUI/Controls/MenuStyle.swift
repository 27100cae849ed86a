/// A type that applies standard interaction behavior and a custom appearance to all menus
/// within a view hierarchy: built-in styles are recorded by name, a custom one's body replaces
/// each menu's.
@MainActor @preconcurrency
public protocol MenuStyle {
  /// A view that represents the body of a menu.
  associatedtype Body: View
  /// The properties of a menu.
  typealias Configuration = MenuStyleConfiguration
  /// Creates a view that represents the body of a menu.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A configuration of a menu.
public struct MenuStyleConfiguration {
  /// A type-erased label of a menu.
  public struct Label { let view: AnyView }
  /// A type-erased content of a menu.
  public struct Content { let view: AnyView }
  let label: Label
  let content: Content
  let primaryAction: (() -> Void)?
}

extension MenuStyleConfiguration.Label: View {
  /// The label view.
  public var body: some View { view }
}

extension MenuStyleConfiguration.Content: View {
  /// The menu's items.
  public var body: some View { view }
}

extension Menu
where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
  /// Creates a menu based on a style configuration: the style's own menu, with the original
  /// menu's label, items and primary action.
  nonisolated public init(_ configuration: MenuStyleConfiguration) {
    if let primaryAction = configuration.primaryAction {
      self.init(
        content: { configuration.content }, label: { configuration.label },
        primaryAction: primaryAction)
    } else {
      self.init(content: { configuration.content }, label: { configuration.label })
    }
  }
}

/// The default menu style, based on the menu's context.
public struct DefaultMenuStyle: MenuStyle, BuiltInControlStyle {
  /// Creates a default menu style.
  public init() {}
  nonisolated var name: String { ".automatic" }
  /// The menu's button and the menu it presents.
  public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

/// A menu style that displays a button that toggles the display of the menu's contents when
/// pressed.
public struct ButtonMenuStyle: MenuStyle, BuiltInControlStyle {
  /// Creates a button menu style.
  public init() {}
  nonisolated var name: String { ".button" }
  /// The menu's button and the menu it presents.
  public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

/// A menu style that displays a borderless button that toggles the display of the menu's
/// contents when pressed.
@available(*, deprecated, message: "Use .menuStyle(.button) and .buttonStyle(.borderless).")
@available(
  iOS, introduced: 14.0, deprecated: 100000.0,
  message: "Use .menuStyle(.button) and .buttonStyle(.borderless)."
)
@available(
  macOS, introduced: 11.0, deprecated: 100000.0,
  message: "Use .menuStyle(.button) and .buttonStyle(.borderless)."
)
@available(
  tvOS, introduced: 17.0, deprecated: 100000.0,
  message: "Use .menuStyle(.button) and .buttonStyle(.borderless)."
)
@available(
  visionOS, introduced: 1.0, deprecated: 100000.0,
  message: "Use .menuStyle(.button) and .buttonStyle(.borderless)."
)
public struct BorderlessButtonMenuStyle: MenuStyle, BuiltInControlStyle {
  /// Creates a borderless button menu style.
  public init() {}
  nonisolated var name: String { ".borderlessButton" }
  /// The menu's button and the menu it presents.
  public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

extension MenuStyle where Self == DefaultMenuStyle {
  /// The default menu style, based on the menu's context.
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
  /// A menu style that displays a button that toggles the display of the menu's contents.
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

@available(*, deprecated, message: "Use .menuStyle(.button) and .buttonStyle(.borderless).")
@available(
  iOS, introduced: 14.0, deprecated: 100000.0,
  message: "Use .menuStyle(.button) and .buttonStyle(.borderless)."
)
@available(
  macOS, introduced: 11.0, deprecated: 100000.0,
  message: "Use .menuStyle(.button) and .buttonStyle(.borderless)."
)
@available(
  tvOS, introduced: 17.0, deprecated: 100000.0,
  message: "Use .menuStyle(.button) and .buttonStyle(.borderless)."
)
@available(
  visionOS, introduced: 1.0, deprecated: 100000.0,
  message: "Use .menuStyle(.button) and .buttonStyle(.borderless)."
)
extension MenuStyle where Self == BorderlessButtonMenuStyle {
  /// A menu style that displays a borderless button that toggles the display of the menu.
  public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

private struct MenuStylingKey: EnvironmentKey {
  static var defaultValue: (@MainActor (MenuStyleConfiguration) -> AnyView)? { nil }
}

extension EnvironmentValues {
  /// The body a custom menu style makes, for menus here.
  var menuStyling: (@MainActor (MenuStyleConfiguration) -> AnyView)? {
    get { self[MenuStylingKey.self] }
    set { self[MenuStylingKey.self] = newValue }
  }
}

extension View {
  /// What `.menuStyle(_:)` does: a built-in style is recorded by name, a custom one makes the
  /// body of the menus below.
  nonisolated func installingMenuStyle<S: MenuStyle>(_ style: S) -> some View {
    modifier(
      CustomStyleModifier(style: style, attribute: "menuStyle") { environment, style in
        environment.menuStyling = { AnyView(style.makeBody(configuration: $0)) }
      })
  }
}
