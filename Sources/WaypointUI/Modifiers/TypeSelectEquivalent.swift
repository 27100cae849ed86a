import Foundation
import WaypointCore

// The text that type-to-select matches a list row by (macOS: typing a row's first letters
// selects it). The terminal selects rows with the arrow keys, so each form is recorded.
extension View {
  /// Sets the text type-to-select matches this row by; nil uses its own text (recorded: rows
  /// are selected with the arrow keys here).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func typeSelectEquivalent(_ text: Text?) -> some View {
    recorded(
      ".typeSelectEquivalent(\(text.map { "Text(\($0.plainText.debugDescription))" } ?? "nil"))")
  }

  /// Sets the text type-to-select matches this row by, from a localized key (recorded: rows are
  /// selected with the arrow keys here).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func typeSelectEquivalent(_ stringKey: LocalizedStringKey) -> some View {
    recorded(".typeSelectEquivalent(\(stringKey.resolved.debugDescription))")
  }

  /// Sets the text type-to-select matches this row by, from a string resource (recorded: rows
  /// are selected with the arrow keys here).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public func typeSelectEquivalent(_ resource: LocalizedStringResource) -> some View {
    typeSelectEquivalent(LocalizedStringKey(resolving: resource))
  }

  /// Sets the text type-to-select matches this row by, from a string (recorded: rows are
  /// selected with the arrow keys here).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public func typeSelectEquivalent<S: StringProtocol>(_ string: S) -> some View {
    recorded(".typeSelectEquivalent(\(String(string).debugDescription))")
  }
}
