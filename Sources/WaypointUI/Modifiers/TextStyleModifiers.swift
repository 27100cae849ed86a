import Foundation

extension View {
  /// Writes `font` to the environment's `font` below and records it: text with no font of its
  /// own is measured and drawn in it (nil returns to the default).
  nonisolated public func font(_ font: Font?) -> some View {
    setting(\.font, font, attribute: .font(font))
  }

  /// Records `weight` for the text in the view: a browser sets CSS `font-weight`, and a
  /// terminal draws semibold and heavier as bold.
  nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View {
    attribute(.fontWeight(weight))
  }

  /// Records whether the text in the view is bold; false undoes an outer `bold()`.
  nonisolated public func bold(_ isActive: Bool = true) -> some View {
    attribute(.bold(isActive))
  }

  /// Records whether the text in the view is italic; false undoes an outer `italic()`.
  nonisolated public func italic(_ isActive: Bool = true) -> some View {
    attribute(.italic(isActive))
  }

  /// Records `style` for the text and shapes in the view; the innermost style wins. A terminal
  /// takes one colour from it (a gradient's first stop), a browser sets CSS `color`.
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    attribute(.foregroundStyle(AnyShapeStyle(style)))
  }

  /// Records `color` for the text and shapes in the view, the older form of
  /// `foregroundStyle(_:)`; renderers skip a nil color.
  @available(*, deprecated, renamed: "foregroundStyle(_:)")
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  nonisolated public func foregroundColor(_ color: Color?) -> some View {
    attribute(.foregroundColor(color))
  }

  /// Records `tint` on the element: a browser makes it the `--tint` colour that controls and
  /// `.tint`-styled content below use, while a terminal keeps its own accent.
  nonisolated public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    attribute(.tint(tint.map(AnyShapeStyle.init)))
  }

  /// The `Color` form of `tint(_:)`, recorded the same way.
  nonisolated public func tint(_ tint: Color?) -> some View {
    attribute(.tint(tint.map(AnyShapeStyle.init)))
  }

  /// Writes `number` to the environment's `lineLimit` below and records it: text wraps to at
  /// most that many lines and is truncated after; nil lifts the limit.
  nonisolated public func lineLimit(_ number: Int?) -> some View {
    setting(\.lineLimit, number, attribute: .lineLimit(number))
  }

  /// Writes `alignment` to the environment's `multilineTextAlignment` below and records it;
  /// wrapped lines of text line up by it.
  nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    setting(\.multilineTextAlignment, alignment, attribute: .multilineTextAlignment(alignment))
  }

  /// Writes `factor` to the environment's `minimumScaleFactor` below and records it: text that
  /// would be truncated is drawn smaller, down to `factor` times its size, until it fits.
  nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    setting(\.minimumScaleFactor, factor, attribute: .minimumScaleFactor(factor))
  }
}
