/// A type that applies standard interaction behavior and a custom appearance to all buttons
/// within a view hierarchy.
@MainActor @preconcurrency
public protocol ButtonStyle {
  /// A view that represents the body of a button.
  associatedtype Body: View
  /// The properties of a button.
  typealias Configuration = ButtonStyleConfiguration
  /// Creates a view that represents the body of a button.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a button.
public struct ButtonStyleConfiguration {
  /// A type-erased label of a button.
  public struct Label {
    let view: AnyView
  }

  /// An optional semantic role that describes the button's purpose.
  public let role: ButtonRole?
  /// A view that describes the effect of pressing the button.
  public let label: Label
  /// A Boolean that indicates whether the user is currently pressing the button (never, here).
  public let isPressed: Bool
}

extension ButtonStyleConfiguration.Label: View, PrimitiveView {
  /// A label placeholder has no body.
  public var body: Never { primitiveBody(Self.self) }

  package func update(in node: Node) {
    node.reconcile { $0.add(view, key: .index(0)) }
  }
}

/// A type that applies custom interaction behavior and a custom appearance to all buttons
/// within a view hierarchy.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  /// A view that represents the body of a button.
  associatedtype Body: View
  /// The properties of a button.
  typealias Configuration = PrimitiveButtonStyleConfiguration
  /// Creates a view that represents the body of a button.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a button, for a primitive button style.
public struct PrimitiveButtonStyleConfiguration {
  /// An optional semantic role that describes the button's purpose.
  public let role: ButtonRole?
  /// A view that describes the effect of calling the button's action.
  public let label: ButtonStyleConfiguration.Label
  let action: @MainActor () -> Void

  /// Performs the button's action.
  @MainActor public func trigger() { action() }
}

/// The built-in button styles, which Waypoint records by name and renderers interpret.
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// Creates the default style.
  public init() {}
  nonisolated static let name = ".automatic"

  /// Leaves the label as it is; renderers read the style's name.
  public func makeBody(configuration: Configuration) -> ButtonStyleConfiguration.Label {
    configuration.label
  }
}

/// A button style that doesn't style or decorate its content while idle.
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// Creates a plain button style.
  public init() {}
  nonisolated static let name = ".plain"

  /// Leaves the label as it is; renderers read the style's name.
  public func makeBody(configuration: Configuration) -> ButtonStyleConfiguration.Label {
    configuration.label
  }
}

/// A button style that applies standard border artwork based on the button's context.
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// Creates a bordered button style.
  public init() {}
  nonisolated static let name = ".bordered"

  /// Leaves the label as it is; renderers read the style's name.
  public func makeBody(configuration: Configuration) -> ButtonStyleConfiguration.Label {
    configuration.label
  }
}

/// A button style that applies standard border prominent artwork.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// Creates a bordered prominent button style.
  public init() {}
  nonisolated static let name = ".borderedProminent"

  /// Leaves the label as it is; renderers read the style's name.
  public func makeBody(configuration: Configuration) -> ButtonStyleConfiguration.Label {
    configuration.label
  }
}

/// A button style that doesn't apply a border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// Creates a borderless button style.
  public init() {}
  nonisolated static let name = ".borderless"

  /// Leaves the label as it is; renderers read the style's name.
  public func makeBody(configuration: Configuration) -> ButtonStyleConfiguration.Label {
    configuration.label
  }
}

/// A button style Waypoint records by name without changing the button's content.
protocol BuiltInButtonStyle {
  static var name: String { get }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The default button style, based on the button's context.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// A button style that doesn't style or decorate its content while idle.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A button style that applies standard border artwork based on the button's context.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// A button style that applies standard border prominent artwork.
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// A button style that doesn't apply a border.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

/// How a custom style builds a button's body, kept in the environment for buttons below.
struct ButtonStyleMaker {
  /// Whether the body replaces the button (a primitive style's does: its own button, if any,
  /// is the one), rather than being the button's label.
  var replacesButton = false
  let makeBody: @MainActor (ButtonRole?, AnyView, @escaping @MainActor () -> Void) -> AnyView

  @MainActor
  func makeBody(role: ButtonRole?, label: AnyView, trigger: @escaping @MainActor () -> Void)
    -> AnyView
  {
    makeBody(role, label, trigger)
  }
}

extension EnvironmentValues {
  var buttonStyle: ButtonStyleMaker? {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }
}

private enum ButtonStyleKey: EnvironmentKey {
  static var defaultValue: ButtonStyleMaker? { nil }
}

extension View {
  /// Sets the style for buttons within this view to a button style with a custom appearance
  /// and standard interaction behavior.
  nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    modifier(ButtonStyleModifier(style: style))
  }

  /// Sets the style for buttons within this view to a button style with a custom appearance
  /// and custom interaction behavior.
  nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    modifier(PrimitiveButtonStyleModifier(style: style))
  }
}

/// `.buttonStyle(_:)` with a `ButtonStyle`: buttons below show the style's body.
struct ButtonStyleModifier<S: ButtonStyle> {
  let style: S
}

extension ButtonStyleModifier: PrimitiveModifier {
  func update<Content: View>(content: Content, in node: Node) {
    let environment = node.derivedEnvironment(value: style) { environment, style in
      environment.buttonStyle = ButtonStyleMaker { role, label, _ in
        AnyView(
          style.makeBody(
            configuration: ButtonStyleConfiguration(
              role: role, label: ButtonStyleConfiguration.Label(view: label), isPressed: false)))
      }
    }
    node.reconcile { $0.add(content, key: .index(0), environment: environment) }
  }

  func output(in node: Node) -> NodeOutput {
    node.childrenOutput(adding: .buttonStyle("\(S.self)()"))
  }
}

/// `.buttonStyle(_:)` with a `PrimitiveButtonStyle`: built-in styles are recorded by name;
/// a custom one shapes the buttons below.
struct PrimitiveButtonStyleModifier<S: PrimitiveButtonStyle> {
  let style: S
}

extension PrimitiveButtonStyleModifier: PrimitiveModifier {
  func update<Content: View>(content: Content, in node: Node) {
    guard !(S.self is any BuiltInButtonStyle.Type) else {
      node.reconcile { $0.add(content, key: .index(0)) }
      return
    }
    let environment = node.derivedEnvironment(value: style) { environment, style in
      environment.buttonStyle = ButtonStyleMaker(replacesButton: true) { role, label, trigger in
        AnyView(
          style.makeBody(
            configuration: PrimitiveButtonStyleConfiguration(
              role: role, label: ButtonStyleConfiguration.Label(view: label), action: trigger)))
      }
    }
    node.reconcile { $0.add(content, key: .index(0), environment: environment) }
  }

  func output(in node: Node) -> NodeOutput {
    let name = (S.self as? any BuiltInButtonStyle.Type)?.name ?? "\(S.self)()"
    return node.childrenOutput(adding: .buttonStyle(name))
  }
}
