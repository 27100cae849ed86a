/// Defines the implementation of all control groups within a view hierarchy: built-in styles
/// are recorded by name, a custom one's body replaces each group's.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
  /// A view representing the body of a control group.
  associatedtype Body: View
  /// The properties of a control group.
  typealias Configuration = ControlGroupStyleConfiguration
  /// Creates a view representing the body of a control group.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a control group.
public struct ControlGroupStyleConfiguration {
  /// A type-erased content of a control group.
  public struct Content { let view: AnyView }
  /// A type-erased label of a control group.
  public struct Label { let view: AnyView }
  /// A view that represents the content of the control group.
  public let content: Content
  /// A view that provides the optional label of the control group.
  public let label: Label
}

extension ControlGroupStyleConfiguration.Content: View {
  /// The controls.
  public var body: some View { view }
}

extension ControlGroupStyleConfiguration.Label: View {
  /// The label view.
  public var body: some View { view }
}

/// The default control group style.
public struct AutomaticControlGroupStyle: ControlGroupStyle, BuiltInControlStyle {
  init() {}
  nonisolated var name: String { ".automatic" }
  /// The controls in a row.
  public func makeBody(configuration: Configuration) -> some View {
    ControlGroup(configuration)
  }
}

/// A control group style that presents its content as a menu when the user presses the label,
/// or as a submenu when nested within a larger menu.
public struct MenuControlGroupStyle: ControlGroupStyle, BuiltInControlStyle {
  /// Creates a menu control group style.
  public init() {}
  nonisolated var name: String { ".menu" }
  /// A menu of the controls, opened from the label.
  public func makeBody(configuration: Configuration) -> some View {
    Menu {
      configuration.content
    } label: {
      configuration.label
    }
  }
}

/// A control group style that presents its content as a compact menu when the user presses the
/// button, or as a submenu when nested within a larger menu.
public struct CompactMenuControlGroupStyle: ControlGroupStyle, BuiltInControlStyle {
  /// Creates a compact menu control group style.
  public init() {}
  nonisolated var name: String { ".compactMenu" }
  /// A menu of the controls, opened from the label.
  public func makeBody(configuration: Configuration) -> some View {
    Menu {
      configuration.content
    } label: {
      configuration.label
    }
  }
}

/// A control group style that presents its content as navigation controls, such as back and
/// forward buttons: here, the controls side by side (recorded by
/// `.controlGroupStyle(.navigation)`).
public struct NavigationControlGroupStyle: ControlGroupStyle, BuiltInControlStyle {
  /// Creates a navigation control group style.
  nonisolated public init() {}
  nonisolated var name: String { ".navigation" }
  /// The group's controls, side by side.
  public func makeBody(configuration: Configuration) -> some View {
    HStack { configuration.content }
  }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
  /// The default control group style.
  public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
  /// A control group style that presents its content as a menu when the user presses the
  /// label.
  public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
  /// A control group style that presents its content as a compact menu.
  public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
  /// A control group style that presents its content as navigation controls, such as back and
  /// forward buttons (recorded: shown side by side).
  public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
  /// A control group style that presents its content as a palette.
  public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

private struct ControlGroupStylingKey: EnvironmentKey {
  static var defaultValue: (@MainActor (ControlGroupStyleConfiguration) -> AnyView)? { nil }
}

extension EnvironmentValues {
  /// The body a custom control group style makes, for control groups here.
  var controlGroupStyling: (@MainActor (ControlGroupStyleConfiguration) -> AnyView)? {
    get { self[ControlGroupStylingKey.self] }
    set { self[ControlGroupStylingKey.self] = newValue }
  }
}

extension View {
  /// What `.controlGroupStyle(_:)` does: a built-in style is recorded by name, a custom one
  /// makes the body of the control groups below.
  nonisolated func installingControlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
    modifier(
      CustomStyleModifier(style: style, attribute: "controlGroupStyle") { environment, style in
        environment.controlGroupStyling = { AnyView(style.makeBody(configuration: $0)) }
      })
  }
}
