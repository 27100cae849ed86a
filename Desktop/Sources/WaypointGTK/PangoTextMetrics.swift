import CGTK
import Foundation
import Waypoint

/// Text measured by Pango in the fonts the window draws with, so that the layout pass makes
/// each label exactly as much room as GTK needs for it.
///
/// Sizes are in the window's pixels (a SwiftUI point is a GTK logical pixel). Widths are
/// rounded up to whole pixels, so a frame is never narrower than its text.
public final class PangoTextMetrics: TextMetrics, @unchecked Sendable {
  /// The family every text is drawn in: the desktop's sans-serif font.
  public static let family = "Sans"

  // Pango's layout is not thread-safe; the layout pass may measure off the main actor.
  private let lock = NSLock()
  private let context: OpaquePointer
  private let layout: OpaquePointer
  private var widths: [Measure: CGFloat] = [:]
  private var lines: [FontKey: (height: CGFloat, ascent: CGFloat)] = [:]

  /// Metrics from Pango's default font map (the one GTK draws with).
  public init() {
    context = pango_font_map_create_context(pango_cairo_font_map_get_default())
    layout = pango_layout_new(context)
  }

  deinit {
    g_object_unref(UnsafeMutableRawPointer(layout))
    g_object_unref(UnsafeMutableRawPointer(context))
  }

  /// The character's width as Pango lays it out alone.
  public func advance(of character: Character, in font: Font) -> CGFloat {
    width(of: Substring(String(character)), in: font)
  }

  /// The text's width as one Pango line, with its kerning; remembered per text and font.
  public func width(of text: Substring, in font: Font) -> CGFloat {
    let key = Measure(text: String(text), font: FontKey(font))
    return lock.withLock {
      if let known = widths[key] { return known }
      let (width, _, _) = measure(key.text, key.font)
      // A long document's widths would otherwise be kept forever.
      if widths.count > 20_000 { widths.removeAll(keepingCapacity: true) }
      widths[key] = width
      return width
    }
  }

  /// The height of one line of the font, as Pango spaces lines.
  public func lineHeight(of font: Font) -> CGFloat { line(FontKey(font)).height }

  /// How far the font's first baseline is below the top of its line.
  public func ascent(of font: Font) -> CGFloat { line(FontKey(font)).ascent }

  private func line(_ font: FontKey) -> (height: CGFloat, ascent: CGFloat) {
    lock.withLock {
      if let known = lines[font] { return known }
      let (_, height, ascent) = measure("Ag", font)
      lines[font] = (height, ascent)
      return (height, ascent)
    }
  }

  /// The text's width, line height and baseline, in whole pixels (widths rounded up).
  private func measure(_ text: String, _ font: FontKey) -> (CGFloat, CGFloat, CGFloat) {
    font.lay(text, on: layout)
    var width: Int32 = 0
    var height: Int32 = 0
    pango_layout_get_size(layout, &width, &height)
    let scale = CGFloat(PANGO_SCALE)
    let baseline = CGFloat(pango_layout_get_baseline(layout)) / scale
    return (
      (CGFloat(width) / scale).rounded(.up), (CGFloat(height) / scale).rounded(.up),
      baseline.rounded()
    )
  }

  /// A font as Pango draws it: size in pixels, weight and slant.
  struct FontKey: Hashable {
    var pixels: CGFloat
    var weight: Int
    var italic: Bool
    var monospaced: Bool

    init(_ font: Font) {
      pixels = font.resolvedPointSize
      weight = font.resolvedWeight.value * 100
      italic = font.isItalic
      monospaced = font.isMonospaced
    }

    /// Gives `layout` this font and `text` to lay out.
    func lay(_ text: String, on layout: OpaquePointer) {
      let description = makeDescription()
      defer { pango_font_description_free(description) }
      pango_layout_set_font_description(layout, description)
      pango_layout_set_text(layout, text, -1)
    }

    /// A new Pango description of the font; the caller frees it.
    func makeDescription() -> OpaquePointer {
      let description = pango_font_description_new()!
      pango_font_description_set_family(
        description, monospaced ? "Monospace" : PangoTextMetrics.family)
      pango_font_description_set_absolute_size(description, Double(pixels) * Double(PANGO_SCALE))
      pango_font_description_set_weight(description, PangoWeight(UInt32(weight)))
      pango_font_description_set_style(
        description, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
      return description
    }
  }

  private struct Measure: Hashable {
    var text: String
    var font: FontKey
  }
}
