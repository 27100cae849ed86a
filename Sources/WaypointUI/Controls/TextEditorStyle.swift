import Foundation

/// A type that sets how text editors look; `.textEditorStyle(_:)` records the style where it is
/// set (a text editor is drawn as a text field of many lines here, whatever its style).
@MainActor @preconcurrency
public protocol TextEditorStyle {
  /// The body of a text editor in this style.
  associatedtype Body: View
  /// The body of a text editor of `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What `makeBody` is given: an empty value, as a style is told nothing about the editor.
  typealias Configuration = TextEditorStyleConfiguration
}

/// An empty value: a text editor style is told nothing about the editor, as in SwiftUI.
public struct TextEditorStyleConfiguration {}

/// A text editor without decoration.
public struct PlainTextEditorStyle: TextEditorStyle, BuiltInControlStyle {
  /// The plain style.
  nonisolated public init() {}
  nonisolated var name: String { ".plain" }
  /// Not used: the text editor draws itself.
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
  /// The platform's text editor style.
  public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
  /// A text editor without decoration.
  public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

extension View {
  /// Sets the style of the text editors in this view (recorded: editors look the same here).
  nonisolated public func textEditorStyle(_ style: some TextEditorStyle) -> some View {
    recorded(".textEditorStyle(\(controlStyleName(style)))")
  }
}
