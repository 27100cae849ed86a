import Foundation

extension Font.TextStyle {
  /// The style's size in points at the default Dynamic Type size, as on an iPhone.
  package var defaultPointSize: CGFloat {
    switch self {
    case .largeTitle: 34
    case .title: 28
    case .title2: 22
    case .title3: 20
    case .headline, .body: 17
    case .callout: 16
    case .subheadline: 15
    case .footnote: 13
    case .caption: 12
    case .caption2: 11
    }
  }
}

extension Font {
  /// The font's size in points: its text style's default size, or the size it was made with,
  /// changed by `.pointSize(_:)` and scaled by `.scaled(by:)`.
  public var resolvedPointSize: CGFloat {
    let base: CGFloat =
      switch self.base {
      case .style(let style): style.defaultPointSize
      case .system(let size, _, _), .custom(_, let size), .customFixed(_, let size):
        size
      case .customRelative(_, let size, _): size
      case .systemDefault: Font.TextStyle.body.defaultPointSize
      }
    return (pointSize ?? base) * (scale ?? 1)
  }
}
