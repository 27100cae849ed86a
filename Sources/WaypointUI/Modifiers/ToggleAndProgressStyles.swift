/// A type that makes the body of every `Toggle` below `.toggleStyle(_:)`; built-in styles are
/// recorded by name, a custom one replaces the toggle with its body.
@MainActor @preconcurrency
public protocol ToggleStyle {
  /// The toggle's body.
  associatedtype Body: View
  /// A toggle's label and state.
  typealias Configuration = ToggleStyleConfiguration
  /// The body of a toggle of `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A toggle's label and its state, for a toggle style.
public struct ToggleStyleConfiguration {
  /// A toggle's label.
  public struct Label { let view: AnyView }
  /// The label.
  public let label: Label
  /// Whether the toggle is on; `$isOn` changes it.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values, some on and some off (never, here).
  public var isMixed: Bool { false }
}

extension ToggleStyleConfiguration.Label: View {
  /// The label view.
  public var body: some View { view }
}

/// A type that makes the body of every `ProgressView` below `.progressViewStyle(_:)`.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  /// The progress view's body.
  associatedtype Body: View
  /// A progress view's value and labels.
  typealias Configuration = ProgressViewStyleConfiguration
  /// The body of a progress view of `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A progress view's completed fraction and label, for a progress view style.
public struct ProgressViewStyleConfiguration {
  /// A progress view's label.
  public struct Label { let view: AnyView }
  /// The completed fraction from 0 to 1; nil while indeterminate.
  public let fractionCompleted: Double?
  /// The label.
  public let label: Label?
  /// A view of the current value; nil when the progress view has none.
  public var currentValueLabel: CurrentValueLabel? = nil
}

extension ProgressViewStyleConfiguration.Label: View {
  /// The label view.
  public var body: some View { view }
}

/// A built-in control style: recorded by its Swift name, drawn by renderers as they see fit.
protocol BuiltInControlStyle {
  var name: String { get }
}

/// The platform's toggle style.
public struct DefaultToggleStyle: ToggleStyle, BuiltInControlStyle {
  /// The default toggle style.
  public init() {}
  nonisolated var name: String { ".automatic" }
  /// Not used: the toggle draws itself.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A toggle drawn as a switch.
public struct SwitchToggleStyle: ToggleStyle, BuiltInControlStyle {
  let tint: Color?

  /// The switch style.
  public init() { tint = nil }

  /// The switch style in `tint` (recorded with the style).
  @available(*, deprecated, message: "Use ``View/tint(_)`` instead.")
  @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
  @available(
    macOS, introduced: 11.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead."
  )
  @available(tvOS, unavailable)
  @available(
    watchOS, introduced: 7.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead."
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead."
  )
  public init(tint: Color) { self.tint = tint }

  nonisolated var name: String { tint.map { "SwitchToggleStyle(tint: \($0))" } ?? ".switch" }
  /// Not used: the toggle draws itself.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A toggle drawn as a button that stays pressed while on.
public struct ButtonToggleStyle: ToggleStyle, BuiltInControlStyle {
  /// The button style.
  public init() {}
  nonisolated var name: String { ".button" }
  /// Not used: the toggle draws itself.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A toggle drawn as a check box.
public struct CheckboxToggleStyle: ToggleStyle, BuiltInControlStyle {
  /// The check box style.
  public init() {}
  nonisolated var name: String { ".checkbox" }
  /// Not used: the toggle draws itself.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The platform's toggle style.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// A switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// A button that stays pressed while on.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
  /// A check box.
  public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

/// The platform's progress view style.
public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltInControlStyle {
  /// The default style.
  public init() {}
  nonisolated var name: String { ".automatic" }
  /// Not used: the progress view draws itself.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A progress bar.
public struct LinearProgressViewStyle: ProgressViewStyle, BuiltInControlStyle {
  /// The linear style.
  public init() {}
  nonisolated var name: String { ".linear" }
  /// Not used: the progress view draws itself.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A spinner or a ring.
public struct CircularProgressViewStyle: ProgressViewStyle, BuiltInControlStyle {
  /// The tint given to the deprecated `init(tint:)`, recorded with the style.
  var tint: Color?
  /// The circular style.
  public init() {}
  nonisolated var name: String {
    tint.map { "CircularProgressViewStyle(tint: \($0))" } ?? ".circular"
  }
  /// Not used: the progress view draws itself.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The platform's progress view style.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A progress bar.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// A spinner or a ring.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

private struct ToggleStylingKey: EnvironmentKey {
  static var defaultValue: (@MainActor (ToggleStyleConfiguration) -> AnyView)? { nil }
}

private struct ProgressStylingKey: EnvironmentKey {
  static var defaultValue: (@MainActor (ProgressViewStyleConfiguration) -> AnyView)? { nil }
}

extension EnvironmentValues {
  /// The body a custom toggle style makes, for toggles here.
  var toggleStyling: (@MainActor (ToggleStyleConfiguration) -> AnyView)? {
    get { self[ToggleStylingKey.self] }
    set { self[ToggleStylingKey.self] = newValue }
  }

  /// The body a custom progress view style makes, for progress views here.
  var progressStyling: (@MainActor (ProgressViewStyleConfiguration) -> AnyView)? {
    get { self[ProgressStylingKey.self] }
    set { self[ProgressStylingKey.self] = newValue }
  }
}

extension View {
  /// Records a built-in style's name on the element; a custom style's body is what each
  /// `Toggle` below shows.
  nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    modifier(
      CustomStyleModifier(style: style, attribute: "toggleStyle") { environment, style in
        environment.toggleStyling = { configuration in
          AnyView(style.makeBody(configuration: configuration))
        }
      })
  }

  /// Records a built-in style's name on the element; a custom style's body is what each
  /// `ProgressView` below shows.
  nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    modifier(
      CustomStyleModifier(style: style, attribute: "progressViewStyle") { environment, style in
        environment.progressStyling = { configuration in
          AnyView(style.makeBody(configuration: configuration))
        }
      })
  }
}

/// A style modifier: a built-in style is recorded by name on the content; a custom one is put
/// in the environment, where the controls below find it.
struct CustomStyleModifier<Style> {
  let style: Style
  let attribute: String
  let install: @MainActor (inout EnvironmentValues, Style) -> Void
}

extension CustomStyleModifier: PrimitiveModifier {
  func update<Content: View>(content: Content, in node: Node) {
    guard !(style is any BuiltInControlStyle) else {
      node.reconcile { $0.add(content, key: .index(0)) }
      return
    }
    let environment = node.derivedEnvironment(value: style) { install(&$0, $1) }
    node.reconcile { $0.add(content, key: .index(0), environment: environment) }
  }

  func output(in node: Node) -> NodeOutput {
    guard let builtIn = style as? any BuiltInControlStyle else { return node.childrenOutput() }
    return node.childrenOutput(adding: .drawing(".\(attribute)(\(builtIn.name))"))
  }
}
