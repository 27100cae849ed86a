import Foundation

extension View {
  /// Asks for `width` points for the split view column this view is in; the column's first such
  /// request is recorded on its `.column` element.
  nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
    preference(key: ColumnWidthKey.self, value: ColumnWidth(min: nil, ideal: width, max: nil))
  }

  /// Asks for a width between `min` and `max`, ideally `ideal` points, for the split view column
  /// this view is in; recorded on its `.column` element.
  nonisolated public func navigationSplitViewColumnWidth(
    min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
  ) -> some View {
    preference(key: ColumnWidthKey.self, value: ColumnWidth(min: min, ideal: ideal, max: max))
  }

  /// Extends the view's content under the sidebar and other edges by mirroring and blurring it;
  /// recorded on the element for renderers that draw backgrounds.
  nonisolated public func backgroundExtensionEffect() -> some View {
    attribute(.backgroundExtensionEffect)
  }
}

/// The width a column's content asked for; the first one declared in the column wins.
struct ColumnWidthKey: NavigationScopedPreferenceKey {
  static var defaultValue: ColumnWidth? { nil }
  static func reduce(value: inout ColumnWidth?, nextValue: () -> ColumnWidth?) {
    if value == nil { value = nextValue() }
  }
}
