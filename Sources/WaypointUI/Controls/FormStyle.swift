/// The appearance and behavior of a form: built-in styles are recorded by name, a custom one's
/// body replaces each form's.
@MainActor @preconcurrency
public protocol FormStyle {
  /// A view that represents the appearance and interaction of a form.
  associatedtype Body: View
  /// The properties of a form instance.
  typealias Configuration = FormStyleConfiguration
  /// Creates a view that represents the body of a form.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a form instance.
public struct FormStyleConfiguration {
  /// A type-erased content of a form.
  public struct Content { let view: AnyView }
  /// A view that is the content of the form.
  public let content: Content
}

extension FormStyleConfiguration.Content: View {
  /// The form's content.
  public var body: some View { view }
}

extension Form where Content == FormStyleConfiguration.Content {
  /// Creates a form based on a form style configuration: the style's own form, shown as a
  /// grouped list.
  nonisolated public init(_ configuration: FormStyleConfiguration) {
    self.init { configuration.content }
  }
}

/// The default form style.
public struct AutomaticFormStyle: FormStyle, BuiltInControlStyle {
  /// Creates a default form style.
  public init() {}
  nonisolated var name: String { ".automatic" }
  /// The form's content as a grouped list.
  public func makeBody(configuration: Configuration) -> some View { Form(configuration) }
}

/// A form style with grouped rows.
public struct GroupedFormStyle: FormStyle, BuiltInControlStyle {
  /// Creates a form style with grouped rows.
  public init() {}
  nonisolated var name: String { ".grouped" }
  /// The form's content as a grouped list.
  public func makeBody(configuration: Configuration) -> some View { Form(configuration) }
}

/// A non-scrolling form style with a trailing aligned column of labels next to a leading
/// aligned column of values (recorded; shown as a grouped list).
public struct ColumnsFormStyle: FormStyle, BuiltInControlStyle {
  /// Creates a form style with columns.
  public init() {}
  nonisolated var name: String { ".columns" }
  /// The form's content as a grouped list.
  public func makeBody(configuration: Configuration) -> some View { Form(configuration) }
}

extension FormStyle where Self == AutomaticFormStyle {
  /// The default form style.
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
  /// A form style with grouped rows.
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
  /// A non-scrolling form style with a column of labels beside a column of values.
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

private struct FormStylingKey: EnvironmentKey {
  static var defaultValue: (@MainActor (FormStyleConfiguration) -> AnyView)? { nil }
}

extension EnvironmentValues {
  /// The body a custom form style makes, for forms here.
  var formStyling: (@MainActor (FormStyleConfiguration) -> AnyView)? {
    get { self[FormStylingKey.self] }
    set { self[FormStylingKey.self] = newValue }
  }
}

extension View {
  /// What `.formStyle(_:)` does: a built-in style is recorded by name, a custom one makes the
  /// body of the forms below.
  nonisolated func installingFormStyle<S: FormStyle>(_ style: S) -> some View {
    modifier(
      CustomStyleModifier(style: style, attribute: "formStyle") { environment, style in
        environment.formStyling = { AnyView(style.makeBody(configuration: $0)) }
      })
  }
}
