import Foundation

#if !canImport(Darwin)
  extension AttributedString {
    /// The height of the lines of text, as Foundation declares it on Apple's platforms
    /// (Foundation on Linux lacks it).
    public struct LineHeight: Hashable, Sendable, CustomStringConvertible {
      /// The height as Swift source: `.exact(points: 20)`.
      public let description: String

      /// Lines exactly `points` high.
      public static func exact(points: CGFloat) -> LineHeight {
        LineHeight(description: ".exact(points: \(Font.number(points)))")
      }

      /// Lines `factor` times the font's natural height.
      public static func multiple(factor: CGFloat) -> LineHeight {
        LineHeight(description: ".multiple(factor: \(Font.number(factor)))")
      }

      /// Lines the font's natural height plus `increase` points.
      public static func leading(increase: CGFloat) -> LineHeight {
        LineHeight(description: ".leading(increase: \(Font.number(increase)))")
      }

      /// Lines taller than the font's natural height.
      public static let loose = LineHeight(description: ".loose")

      /// Lines shorter than the font's natural height.
      public static let tight = LineHeight(description: ".tight")
    }
  }
#endif

extension AttributeScopes.SwiftUIAttributes {
  /// The height of the lines of the text.
  @frozen public enum LineHeightAttribute: AttributedStringKey {
    /// A line height.
    public typealias Value = AttributedString.LineHeight
    /// The attribute's name.
    public static let name = "SwiftUI.LineHeight"
  }
}

extension EnvironmentValues {
  /// The height of the lines of text here; nil (the font's) unless `.lineHeight(_:)` sets it.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public var lineHeight: AttributedString.LineHeight? {
    get { self[LineHeightKey.self] }
    set { self[LineHeightKey.self] = newValue }
  }
}

private enum LineHeightKey: EnvironmentKey {
  static var defaultValue: AttributedString.LineHeight? { nil }
}

extension View {
  /// Sets the height of the lines of this view's text: the environment's `lineHeight` below
  /// (recorded: a terminal's lines are one cell high).
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  nonisolated public func lineHeight(_ lineHeight: AttributedString.LineHeight?) -> some View {
    setting(
      \.lineHeight, lineHeight,
      recording: ".lineHeight(\(lineHeight.map { "\($0)" } ?? "nil"))")
  }
}
