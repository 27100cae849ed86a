/// A type that lays out every `Label` below `.labelStyle(_:)`: built-in styles show the title,
/// the icon or both; a custom one makes the label's body from its title and icon.
@MainActor @preconcurrency
public protocol LabelStyle {
  /// The label's body.
  associatedtype Body: View
  /// A label's parts.
  typealias Configuration = LabelStyleConfiguration
  /// The body of a label made of `configuration`'s title and icon.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A label's title and icon, for a label style.
public struct LabelStyleConfiguration {
  /// A label's title.
  public struct Title { let view: AnyView }
  /// A label's icon.
  public struct Icon { let view: AnyView }
  /// The title.
  public let title: Title
  /// The icon.
  public let icon: Icon
}

extension LabelStyleConfiguration.Title: View {
  /// The title view.
  public var body: some View { view }
}

extension LabelStyleConfiguration.Icon: View {
  /// The icon view.
  public var body: some View { view }
}

/// Which parts of a label a built-in style shows.
enum LabelParts {
  case both, titleOnly, iconOnly
}

/// The built-in label styles, which choose the parts a label shows.
protocol BuiltInLabelStyle {
  nonisolated var parts: LabelParts { get }
}

/// The platform's label style: title and icon.
public struct DefaultLabelStyle: LabelStyle, BuiltInLabelStyle {
  /// The default style.
  public init() {}
  nonisolated var parts: LabelParts { .both }
  /// The title and icon, as `.titleAndIcon` shows them.
  public func makeBody(configuration: Configuration) -> some View {
    TitleAndIconLabelStyle().makeBody(configuration: configuration)
  }
}

/// A label style that shows only the title.
public struct TitleOnlyLabelStyle: LabelStyle, BuiltInLabelStyle {
  /// The title-only style.
  public init() {}
  nonisolated var parts: LabelParts { .titleOnly }
  /// The title.
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// A label style that shows only the icon.
public struct IconOnlyLabelStyle: LabelStyle, BuiltInLabelStyle {
  /// The icon-only style.
  public init() {}
  nonisolated var parts: LabelParts { .iconOnly }
  /// The icon.
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// A label style that shows the title and the icon.
public struct TitleAndIconLabelStyle: LabelStyle, BuiltInLabelStyle {
  /// The title-and-icon style.
  public init() {}
  nonisolated var parts: LabelParts { .both }
  /// The title and icon.
  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.icon
      configuration.title
    }
  }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The platform's label style.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// Only the title.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// Only the icon.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The title and the icon.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

/// How labels below a `.labelStyle(_:)` are made: by parts, or by a custom style's body.
enum LabelStyling {
  case parts(LabelParts)
  case custom(@MainActor (LabelStyleConfiguration) -> AnyView)
}

private struct LabelStylingKey: EnvironmentKey {
  static var defaultValue: LabelStyling { .parts(.both) }
}

extension EnvironmentValues {
  /// How labels are made here.
  var labelStyling: LabelStyling {
    get { self[LabelStylingKey.self] }
    set { self[LabelStylingKey.self] = newValue }
  }
}

extension View {
  /// Makes each `Label` below show the parts a built-in style names (title, icon or both), or
  /// a custom style's `makeBody(configuration:)` result.
  nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    modifier(LabelStyleModifier(style: style))
  }
}

/// `.labelStyle(_:)`: labels below show the parts a built-in style names, or a custom style's body.
struct LabelStyleModifier<S: LabelStyle> {
  let style: S
}

extension LabelStyleModifier: PrimitiveModifier {
  func update<Content: View>(content: Content, in node: Node) {
    let environment = node.derivedEnvironment(value: style) { environment, style in
      if let builtIn = style as? any BuiltInLabelStyle {
        environment.labelStyling = .parts(builtIn.parts)
      } else {
        environment.labelStyling = .custom { configuration in
          AnyView(style.makeBody(configuration: configuration))
        }
      }
    }
    node.reconcile { $0.add(content, key: .index(0), environment: environment) }
  }

  func output(in node: Node) -> NodeOutput {
    node.childrenOutput()
  }
}
