/// How the text fields below `.textFieldStyle(_:)` look: a built-in style is recorded by name;
/// a custom one wraps each field in the view its `_body(configuration:)` makes.
@MainActor @preconcurrency
public protocol TextFieldStyle {
  /// The view a custom style makes around a field.
  associatedtype _Body: View
  /// The label of the field a style receives.
  typealias _Label = _TextFieldStyleLabel
  /// The view around `configuration`, the styled field itself.
  @ViewBuilder func _body(configuration: TextField<_Label>) -> _Body
}

/// The label of a text field as a style receives it: the field's own label, type-erased.
public struct _TextFieldStyleLabel: View {
  let view: AnyView
  /// The field's label.
  public var body: some View { view }
}

/// The built-in styles, recorded by the name a user writes.
protocol BuiltInTextFieldStyle {
  static var name: String { get }
}

/// The platform's text field look.
public struct DefaultTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
  /// Creates the style.
  public init() {}
  nonisolated static let name = ".automatic"
  /// The field as it is: renderers draw the recorded style.
  public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
}

/// A style recorded as `.roundedBorder`; the field itself is left as it is.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
  /// Creates the style.
  public init() {}
  nonisolated static let name = ".roundedBorder"
  /// The field as it is: renderers draw the recorded style.
  public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
}

/// A text field without decoration.
public struct PlainTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
  /// Creates the style.
  public init() {}
  nonisolated static let name = ".plain"
  /// The field as it is: renderers draw the recorded style.
  public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The platform's text field look.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// Records `.roundedBorder` on the semantic tree; the field is left as it is.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// A text field without decoration.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

/// How a custom style wraps a field, kept in the environment for the fields below.
struct TextFieldStyleMaker {
  let makeBody: @MainActor (TextField<_TextFieldStyleLabel>) -> AnyView
}

extension EnvironmentValues {
  var textFieldStyle: TextFieldStyleMaker? {
    get { self[TextFieldStyleKey.self] }
    set { self[TextFieldStyleKey.self] = newValue }
  }
}

private enum TextFieldStyleKey: EnvironmentKey {
  static var defaultValue: TextFieldStyleMaker? { nil }
}

extension View {
  /// Sets how the text fields in this view look.
  nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    modifier(TextFieldStyleModifier(style: style))
  }
}

/// `.textFieldStyle(_:)`: a built-in style is recorded and clears an outer custom one; a custom
/// style reaches the fields below through the environment.
struct TextFieldStyleModifier<S: TextFieldStyle> {
  let style: S
}

extension TextFieldStyleModifier: PrimitiveModifier {
  func update<Content: View>(content: Content, in node: Node) {
    let isBuiltIn = S.self is any BuiltInTextFieldStyle.Type
    let environment = node.derivedEnvironment(value: style) { environment, style in
      environment.textFieldStyle =
        isBuiltIn ? nil : TextFieldStyleMaker { AnyView(style._body(configuration: $0)) }
    }
    node.reconcile { $0.add(content, key: .index(0), environment: environment) }
  }

  func output(in node: Node) -> NodeOutput {
    let name = (S.self as? any BuiltInTextFieldStyle.Type)?.name ?? "\(S.self)()"
    return node.childrenOutput(adding: .drawing(".textFieldStyle(\(name))"))
  }
}
