/// The look of menus: `makeBody` turns a menu's configuration into the view drawn in its place.
/// `.menuStyle(_:)` puts a custom style to work and records a built-in one by name.
@MainActor @preconcurrency
public protocol MenuStyle {
  /// The view `makeBody` returns for a menu.
  associatedtype Body: View
  /// What `makeBody` is given: the menu's label, items and primary action.
  typealias Configuration = MenuStyleConfiguration
  /// Builds the view drawn in place of a menu; `Menu(configuration)` inside it gives back the
  /// menu's own button and items.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A menu taken apart for a style: its label, its items, and its primary action if it has one.
public struct MenuStyleConfiguration {
  /// The menu's label, wrapped as one view.
  public struct Label { let view: AnyView }
  /// The menu's items, wrapped as one view.
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
  /// Makes the menu a menu style draws from `configuration`: the original label, items and
  /// primary action, and not passed through the style a second time.
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

/// The style used when none is set, recorded as `.automatic`: a button that opens the items.
public struct DefaultMenuStyle: MenuStyle, BuiltInControlStyle {
  /// Makes the `.automatic` menu style; it holds no options.
  public init() {}
  nonisolated var name: String { ".automatic" }
  /// The menu's button and the menu it presents.
  public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

/// A style recorded as `.button`; the menu keeps its usual button, which opens the items.
public struct ButtonMenuStyle: MenuStyle, BuiltInControlStyle {
  /// Makes the `.button` menu style; it holds no options.
  public init() {}
  nonisolated var name: String { ".button" }
  /// The menu's button and the menu it presents.
  public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

/// A style recorded as `.borderlessButton`, deprecated for `.button` with a borderless button
/// style; the menu keeps its usual button, which opens the items.
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
  /// Makes the `.borderlessButton` menu style; it holds no options.
  public init() {}
  nonisolated var name: String { ".borderlessButton" }
  /// The menu's button and the menu it presents.
  public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

extension MenuStyle where Self == DefaultMenuStyle {
  /// The style used when none is set (recorded as `.automatic`).
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
  /// Records `.button` on the semantic tree; the menu keeps its usual button and items.
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
  /// Records `.borderlessButton`; prefer `.button` with `.buttonStyle(.borderless)`.
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
