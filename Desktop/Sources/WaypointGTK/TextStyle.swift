import CGTK
import Waypoint

/// The colour an element's ancestors set for the text it draws (`.foregroundStyle`,
/// `.foregroundColor`, a button's tint), which the layout pass does not need and so does not
/// record; the font is the one the pass measured (`Element.textFont`, `TextLines.font`).
struct TextStyle: Equatable {
  var color: Color.Resolved?
  /// Whether the element is in a list's row, where buttons and links draw in the primary
  /// colour rather than the tint.
  var isInRow = false
  /// The label of the list row the element is in, when the row is a control: a link inside it
  /// that says the same thing is the row itself to the keyboard and to assistive technologies.
  var rowLabel: String?

  /// The style inside `element`: its own attributes over what it inherits (innermost wins).
  func inside(_ element: Element, environment: EnvironmentValues) -> TextStyle {
    var result = self
    if case .row = element.role {
      result.isInRow = true
      // Only a row that is a control itself (it is selected or tapped) stands for its link.
      result.rowLabel = WidgetKind.of(element) == .button ? element.label : nil
    }
    var colorSet = false
    for attribute in element.attributes where !colorSet {
      switch attribute {
      case .foregroundStyle(let style):
        result.color = Self.color(of: style, environment: environment) ?? result.color
        colorSet = true
      case .foregroundColor(let color?):
        result.color = color.resolve(in: environment)
        colorSet = true
      default: break
      }
    }
    // A button draws its label in the tint, as SwiftUI's default style does; a link does too,
    // except in a list's row, where it is the row's primary text.
    switch element.role {
    case .button, .backButton:
      if !colorSet { result.color = Color.accentColor.resolve(in: environment) }
    case .link:
      if !colorSet && !result.isInRow {
        result.color = Color.accentColor.resolve(in: environment)
      }
    default: break
    }
    return result
  }

  /// The colour a style paints text in, where it is one colour.
  static func color(of style: AnyShapeStyle, environment: EnvironmentValues) -> Color.Resolved? {
    switch style.kind {
    case .color(let color): color.resolve(in: environment)
    case .tint: Color.accentColor.resolve(in: environment)
    case .hierarchical(let level):
      (level > 1 ? Color.secondary : Color.primary).resolve(in: environment)
    case .gradient(let gradient, _, _):
      gradient.stops.first.map { $0.color.resolve(in: environment) }
    default: nil
    }
  }

  /// Pango attributes drawing text in `font` (the body font when the pass measured none) and
  /// the style's colour.
  func attributes(font: Font?) -> OpaquePointer {
    let list = pango_attr_list_new()!
    let description = PangoTextMetrics.FontKey(font ?? .body).makeDescription()
    pango_attr_list_insert(list, pango_attr_font_desc_new(description))
    pango_font_description_free(description)
    if let color {
      pango_attr_list_insert(
        list,
        pango_attr_foreground_new(
          Self.channel(color.red), Self.channel(color.green), Self.channel(color.blue)))
      if color.opacity < 1 {
        pango_attr_list_insert(list, pango_attr_foreground_alpha_new(Self.channel(color.opacity)))
      }
    }
    return list
  }

  private static func channel(_ value: Float) -> UInt16 {
    UInt16(max(0, min(1, value)) * 65_535)
  }
}
