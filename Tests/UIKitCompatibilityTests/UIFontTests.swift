import Foundation
import Testing
import WaypointTesting
import WaypointUI
import WaypointUIKit

@MainActor
@Suite struct UIFontTests {
  @Test func textStylesHaveApplesSizesAtTheDefaultTextSize() {
    let large = UITraitCollection(preferredContentSizeCategory: .large)
    let sizes: [(UIFont.TextStyle, CGFloat)] = [
      (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17),
      (.body, 17), (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12),
      (.caption2, 11),
    ]
    for (style, size) in sizes {
      #expect(UIFont.preferredFont(forTextStyle: style, compatibleWith: large).pointSize == size)
    }
    let larger = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
    #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: larger).pointSize == 23)
  }

  @Test func uiFontsBecomeTheMatchingSwiftUIFonts() {
    #expect(Font(UIFont.preferredFont(forTextStyle: .headline)) == .headline)
    #expect(Font(UIFont.preferredFont(forTextStyle: .caption1)) == .caption)
    #expect(
      Font(UIFont.systemFont(ofSize: 15, weight: .semibold)) == .system(size: 15, weight: .semibold)
    )
    #expect(Font(UIFont.boldSystemFont(ofSize: 20)) == .system(size: 20, weight: .bold))
    #expect(
      Font(UIFont.italicSystemFont(ofSize: 12)) == .system(size: 12, weight: .regular).italic())
    #expect(
      Font(UIFont.monospacedSystemFont(ofSize: 13, weight: .regular))
        == .system(size: 13, weight: .regular, design: .monospaced))
    #expect(Font(UIFont(name: "Avenir-Heavy", size: 18)!) == .custom("Avenir-Heavy", size: 18))
    #expect(
      Font(UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .medium))
        == .system(size: 17, weight: .medium).monospacedDigit())
  }

  @Test func namesAndMetricsFollowTheSystemFont() {
    let font = UIFont.systemFont(ofSize: 17, weight: .semibold)
    #expect(font.fontName == ".SFUI-Semibold")
    #expect(font.familyName == ".AppleSystemUIFont")
    #expect(abs(font.ascender - 16.184) < 0.001)
    #expect(abs(font.descender + 4.046) < 0.001)
    #expect(abs(font.lineHeight - 20.23) < 0.001)
    #expect(font.withSize(34).pointSize == 34)
    #expect(UIFont(name: "Avenir-Heavy", size: 18)?.familyName == "Avenir")
  }

  @Test func descriptorsChangeTraitsAndDesign() throws {
    let base = UIFont.systemFont(ofSize: 34, weight: .bold)
    let rounded = try #require(base.fontDescriptor.withDesign(.rounded))
    #expect(
      Font(UIFont(descriptor: rounded, size: 0))
        == .system(size: 34, weight: .bold, design: .rounded))
    let italic = try #require(
      UIFont.systemFont(ofSize: 17).fontDescriptor.withSymbolicTraits(.traitItalic))
    #expect(UIFont(descriptor: italic, size: 20).pointSize == 20)
    #expect(
      UIFont(descriptor: italic, size: 20).fontDescriptor.symbolicTraits.contains(.traitItalic))
  }

  @Test func fontMetricsScaleWithTheTextSize() {
    let larger = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
    #expect(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: larger) == 28)
    #expect(
      UIFontMetrics(forTextStyle: .title1).scaledValue(
        for: 10, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)) == 10)
    let host = ViewHost(Text("x"))
    _ = host
    #expect(
      UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 20), maximumPointSize: 18).pointSize
        == 18)
  }

  @Test func aTextDrawnInAUIFontShowsTheSwiftUIFont() {
    let host = ViewHost(Text("Hello").font(Font(UIFont.systemFont(ofSize: 22, weight: .heavy))))
    #expect(host.render().contains(".font(.system(size: 22, weight: .heavy))"))
  }
}
