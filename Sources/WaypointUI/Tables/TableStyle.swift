import Foundation
import WaypointCore

/// A type that sets how tables look; the style is recorded on the table (`.tableStyle(.inset)`),
/// which is drawn the same way here whatever its style.
@MainActor @preconcurrency
public protocol TableStyle {
  /// A table's body in this style.
  associatedtype Body: View
  /// The body of a table of `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// A table's properties, for a style.
  typealias Configuration = TableStyleConfiguration
}

/// The properties of a table, for a table style (SwiftUI gives a style none either).
public struct TableStyleConfiguration {}

extension TableStyle where Self == AutomaticTableStyle {
  /// The platform's table style.
  public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
  /// Rows inset from the table's edges.
  public static var inset: InsetTableStyle { InsetTableStyle() }
}

extension View {
  /// Sets the style of the tables in this view (recorded: tables look the same here).
  nonisolated public func tableStyle<S: TableStyle>(_ style: S) -> some View {
    recorded(".tableStyle(\(controlStyleName(style)))")
  }

  /// Shows or hides the column headers of the tables in this view.
  nonisolated public func tableColumnHeaders(_ visibility: Visibility) -> some View {
    environment(\.tableColumnHeadersVisibility, visibility)
  }
}

/// A style's name as Swift source: a built-in style's (`.inset`), or a custom style's type.
func controlStyleName(_ style: Any) -> String {
  (style as? any BuiltInControlStyle)?.name ?? _typeName(type(of: style), qualified: false)
}
