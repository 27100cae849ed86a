/// A look for buttons that keeps them buttons: under `buttonStyle(_:)`, each button below
/// shows the style's body in place of its label, and a tap on it still runs its action.
@MainActor @preconcurrency
public protocol ButtonStyle {
  /// What `makeBody(configuration:)` builds.
  associatedtype Body: View
  /// The role and label of the button being drawn.
  typealias Configuration = ButtonStyleConfiguration
  /// Builds what a button shows from its role and label; called on each update of a button
  /// below the style.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ButtonStyle`` is given about one button: its role, its label, and `isPressed`.
public struct ButtonStyleConfiguration {
  /// The button's own label as a view the style can place, pad or restyle.
  public struct Label {
    let view: AnyView
  }

  /// The role the button was made with, or nil.
  public let role: ButtonRole?
  /// The button's label, for the style to put in its body.
  public let label: Label
  /// Always false: renderers and the driver report whole taps, never a press held down.
  public let isPressed: Bool
}

extension ButtonStyleConfiguration.Label: View, PrimitiveView {
  /// A label placeholder has no body.
  public var body: Never { primitiveBody(Self.self) }

  package func update(in node: Node) {
    node.reconcile { $0.add(view, key: .index(0)) }
  }
}

/// A style that takes the button's place: under `buttonStyle(_:)`, the style's body stands
/// where each button below would be, and runs the action only where it calls `trigger()`.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  /// What `makeBody(configuration:)` builds.
  associatedtype Body: View
  /// The role, label and action of the button being replaced.
  typealias Configuration = PrimitiveButtonStyleConfiguration
  /// Builds the view that replaces a button, from its role, label and `trigger()`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a button, for a primitive button style.
public struct PrimitiveButtonStyleConfiguration {
  /// The role the button was made with, or nil.
  public let role: ButtonRole?
  /// The button's label, for the style to put in its body.
  public let label: ButtonStyleConfiguration.Label
  let action: @MainActor () -> Void

  /// Runs the button's action; the style calls it from whatever in its body takes the tap.
  @MainActor public func trigger() { action() }
}

/// The `.automatic` style, which buttons have when none is set. Like each built-in style, it
/// is recorded on the element by name and leaves the label alone; renderers draw all buttons
/// their own way.
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// Creates the default style.
  public init() {}
  nonisolated static let name = ".automatic"

  /// Leaves the label as it is; renderers read the style's name.
  public func makeBody(configuration: Configuration) -> ButtonStyleConfiguration.Label {
    configuration.label
  }
}

/// The `.plain` style, recorded by name; the label is left as it is.
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// The `.plain` style.
  public init() {}
  nonisolated static let name = ".plain"

  /// Leaves the label as it is; renderers read the style's name.
  public func makeBody(configuration: Configuration) -> ButtonStyleConfiguration.Label {
    configuration.label
  }
}

/// The `.bordered` style, recorded by name; the label is left as it is.
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// The `.bordered` style.
  public init() {}
  nonisolated static let name = ".bordered"

  /// Leaves the label as it is; renderers read the style's name.
  public func makeBody(configuration: Configuration) -> ButtonStyleConfiguration.Label {
    configuration.label
  }
}

/// The `.borderedProminent` style, recorded by name; the label is left as it is.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// The `.borderedProminent` style.
  public init() {}
  nonisolated static let name = ".borderedProminent"

  /// Leaves the label as it is; renderers read the style's name.
  public func makeBody(configuration: Configuration) -> ButtonStyleConfiguration.Label {
    configuration.label
  }
}

/// The `.borderless` style, recorded by name; the label is left as it is.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// The `.borderless` style.
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
  /// The style buttons have when none is set, recorded as `.automatic`.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// The `.plain` style: `buttonStyle(_:)` records its name and leaves the label alone.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// The `.bordered` style: `buttonStyle(_:)` records its name and leaves the label alone.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// The `.borderedProminent` style: `buttonStyle(_:)` records its name and leaves the
  /// label alone.
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// The `.borderless` style: `buttonStyle(_:)` records its name and leaves the label alone.
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
  /// Gives each button below `style`'s body in place of its label, keeping its tap and action;
  /// the style's type is recorded on the element.
  nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    modifier(ButtonStyleModifier(style: style))
  }

  /// For a built-in style, records its name (`.bordered`, `.plain`, …) on the element. A custom
  /// style's body replaces each button below, and its type is recorded.
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
