/// The look of forms: `makeBody` turns a form's content into the view drawn in its place.
/// `.formStyle(_:)` puts a custom style to work and records a built-in one by name.
@MainActor @preconcurrency
public protocol FormStyle {
  /// The view `makeBody` returns for a form.
  associatedtype Body: View
  /// What `makeBody` is given: the form's content.
  typealias Configuration = FormStyleConfiguration
  /// Builds the view drawn in place of a form from its sections and rows.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A form taken apart for a style: its sections and rows as one view.
public struct FormStyleConfiguration {
  /// The form's sections and rows, wrapped as one view.
  public struct Content { let view: AnyView }
  /// The sections and rows, for the style to place in its body.
  public let content: Content
}

extension FormStyleConfiguration.Content: View {
  /// The form's content.
  public var body: some View { view }
}

extension Form where Content == FormStyleConfiguration.Content {
  /// Makes the form a form style draws from `configuration`: its rows as a list, and not
  /// passed through the style a second time.
  nonisolated public init(_ configuration: FormStyleConfiguration) {
    self.init { configuration.content }
  }
}

/// The style used when none is set, recorded as `.automatic`: the rows as a list.
public struct AutomaticFormStyle: FormStyle, BuiltInControlStyle {
  /// Makes the `.automatic` form style; it holds no options.
  public init() {}
  nonisolated var name: String { ".automatic" }
  /// The form's content as a grouped list.
  public func makeBody(configuration: Configuration) -> some View { Form(configuration) }
}

/// A style recorded as `.grouped`: the rows as a list, as with no style set.
public struct GroupedFormStyle: FormStyle, BuiltInControlStyle {
  /// Makes the `.grouped` form style; it holds no options.
  public init() {}
  nonisolated var name: String { ".grouped" }
  /// The form's content as a grouped list.
  public func makeBody(configuration: Configuration) -> some View { Form(configuration) }
}

/// A style recorded as `.columns`; no columns of labels and values are laid out, and the rows
/// stay a list.
public struct ColumnsFormStyle: FormStyle, BuiltInControlStyle {
  /// Makes the `.columns` form style; it holds no options.
  public init() {}
  nonisolated var name: String { ".columns" }
  /// The form's content as a grouped list.
  public func makeBody(configuration: Configuration) -> some View { Form(configuration) }
}

extension FormStyle where Self == AutomaticFormStyle {
  /// The style used when none is set (recorded as `.automatic`).
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
  /// Records `.grouped` on the semantic tree; the rows show as a list.
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
  /// Records `.columns`; the rows stay a list rather than two columns.
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
