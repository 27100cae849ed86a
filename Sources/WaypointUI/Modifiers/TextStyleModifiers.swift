import Foundation

extension View {
  /// Sets the default font for text in this view: the environment's `font` below.
  nonisolated public func font(_ font: Font?) -> some View {
    setting(\.font, font, attribute: .font(font))
  }

  /// Sets the font weight of the text in this view.
  nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View {
    attribute(.fontWeight(weight))
  }

  /// Applies a bold font weight to the text in this view.
  nonisolated public func bold(_ isActive: Bool = true) -> some View {
    attribute(.bold(isActive))
  }

  /// Applies italics to the text in this view.
  nonisolated public func italic(_ isActive: Bool = true) -> some View {
    attribute(.italic(isActive))
  }

  /// Sets a view's foreground elements to use a given style.
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    attribute(.foregroundStyle(AnyShapeStyle(style)))
  }

  /// Sets the color of the foreground elements displayed by this view.
  nonisolated public func foregroundColor(_ color: Color?) -> some View {
    attribute(.foregroundColor(color))
  }

  /// Sets the tint color within this view.
  nonisolated public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    attribute(.tint(tint.map(AnyShapeStyle.init)))
  }

  /// Sets the tint color within this view.
  nonisolated public func tint(_ tint: Color?) -> some View {
    attribute(.tint(tint.map(AnyShapeStyle.init)))
  }

  /// Sets the maximum number of lines that text can occupy in this view (the environment's
  /// `lineLimit` below).
  nonisolated public func lineLimit(_ number: Int?) -> some View {
    setting(\.lineLimit, number, attribute: .lineLimit(number))
  }

  /// Sets the alignment of a text view that contains multiple lines of text (the environment's
  /// `multilineTextAlignment` below).
  nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    setting(\.multilineTextAlignment, alignment, attribute: .multilineTextAlignment(alignment))
  }

  /// Sets the minimum amount that text in this view scales down to fit in the available space
  /// (the environment's `minimumScaleFactor` below).
  nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    setting(\.minimumScaleFactor, factor, attribute: .minimumScaleFactor(factor))
  }
}
