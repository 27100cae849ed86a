/// The look of control groups: `makeBody` turns a group's configuration into the view drawn in its
/// place. `.controlGroupStyle(_:)` puts a custom style to work and records a built-in one by name.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
  /// The view `makeBody` returns for a group.
  associatedtype Body: View
  /// What `makeBody` is given: the group's controls and its label.
  typealias Configuration = ControlGroupStyleConfiguration
  /// Builds the view drawn in place of a group from its controls and label.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A control group taken apart for a style: its controls and its label, each as one view.
public struct ControlGroupStyleConfiguration {
  /// The group's controls, wrapped as one view.
  public struct Content { let view: AnyView }
  /// The group's label, wrapped as one view.
  public struct Label { let view: AnyView }
  /// The controls, for the style to place in its body.
  public let content: Content
  /// The label, or an empty view for a group made without one.
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

/// The style used when none is set, recorded as `.automatic`: the group's own row.
public struct AutomaticControlGroupStyle: ControlGroupStyle, BuiltInControlStyle {
  init() {}
  nonisolated var name: String { ".automatic" }
  /// The controls in a row.
  public func makeBody(configuration: Configuration) -> some View {
    ControlGroup(configuration)
  }
}

/// A style recorded as `.menu`; the group is still drawn as its row. Its `makeBody`, called
/// directly, gives a menu of the controls opened from the label.
public struct MenuControlGroupStyle: ControlGroupStyle, BuiltInControlStyle {
  /// Makes the `.menu` style; it holds no options.
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

/// A style recorded as `.compactMenu`; the group is still drawn as its row. Its `makeBody`,
/// called directly, gives a menu of the controls opened from the label.
public struct CompactMenuControlGroupStyle: ControlGroupStyle, BuiltInControlStyle {
  /// Makes the `.compactMenu` style; it holds no options.
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
  /// Makes the `.navigation` style; it holds no options.
  nonisolated public init() {}
  nonisolated var name: String { ".navigation" }
  /// The group's controls, side by side.
  public func makeBody(configuration: Configuration) -> some View {
    HStack { configuration.content }
  }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
  /// The style used when none is set: the group's own row (recorded as `.automatic`).
  public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
  /// Records `.menu` on the semantic tree; the group keeps its row of controls.
  public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
  /// Records `.compactMenu` on the semantic tree; the group keeps its row of controls.
  public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
  /// A control group style that presents its content as navigation controls, such as back and
  /// forward buttons (recorded: shown side by side).
  public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
  /// Records `.palette` on the semantic tree; the controls stay side by side.
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
