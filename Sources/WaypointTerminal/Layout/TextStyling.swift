import WaypointUI

/// Turns the styling attributes of elements into cell styles; attributes inherit down the tree
/// and the innermost one wins, as in SwiftUI's environment.
struct TextStyling: Equatable {
  /// Whether the terminal shows colors.
  var usesColor: Bool
  /// Whether the terminal draws pictures (it answered the kitty graphics protocol's query).
  var drawsPictures = false

  /// `style` with the attributes of one element applied.
  func applying(_ attributes: [Attribute], to style: CellStyle) -> CellStyle {
    var style = style
    // Attributes are recorded innermost first; apply the outermost first so inner ones win.
    for attribute in attributes.reversed() {
      switch attribute {
      case .font(let font?):
        style.bold = Self.isBold(font)
        style.italic = font.isItalic
      case .fontWeight(let weight?):
        style.bold = weight.value >= Font.Weight.semibold.value
      case .bold(let isBold):
        style.bold = isBold
      case .italic(let isItalic):
        style.italic = isItalic
      case .foregroundStyle(let shapeStyle):
        apply(shapeStyle.kind, to: &style)
      case .foregroundColor(let color?):
        apply(.color(color), to: &style)
      case .opacity(let opacity) where opacity < 0.6:
        style.dim = true
      default:
        break
      }
    }
    return style
  }

  /// The style of an element's own text, with its attributes applied.
  func style(of element: Element, inheriting style: CellStyle) -> CellStyle {
    var style = applying(element.attributes, to: style)
    if !element.isEnabled { style.dim = true }
    return style
  }

  /// The accent color buttons and toolbar items use.
  var accent: TerminalColor? { usesColor ? .standard(6) : nil }

  /// The color of destructive buttons.
  var destructive: TerminalColor? { usesColor ? .standard(1) : nil }

  /// The colour an enabled button's or link's label takes: red for a destructive button, the
  /// accent otherwise; nil for any other element.
  func actionColor(of element: Element) -> TerminalColor? {
    guard element.isEnabled else { return nil }
    switch element.role {
    case .button(let role): return role == .destructive ? destructive : accent
    case .link: return accent
    default: return nil
    }
  }

  static func isBold(_ font: Font) -> Bool {
    if font.resolvedWeight.value >= Font.Weight.semibold.value { return true }
    switch font.textStyle {
    case .largeTitle, .title, .title2, .title3, .headline: return true
    default: return false
    }
  }

  func apply(_ kind: AnyShapeStyle.Kind, to style: inout CellStyle) {
    switch kind {
    case .hierarchical(let level):
      style.dim = level >= 2
      style.foreground = nil
    case .color(let color):
      if color.systemName == "secondary" || color.systemName == "gray" {
        style.dim = true
      } else {
        style.dim = false
        style.foreground = terminalColor(for: color)
      }
    case .tint:
      style.foreground = accent
    case .gradient(let gradient, _, _):
      // One colour a character: the gradient's first.
      if let first = gradient.nearestStop(to: 0) { apply(.color(first), to: &style) }
    case .material, .background, .other:
      break
    }
  }

  /// The nearest terminal color, or nil without colors or for black, white and primary.
  func terminalColor(for color: Color) -> TerminalColor? {
    guard usesColor else { return nil }
    if let name = color.systemName {
      switch name {
      case "red", "pink": return .standard(1)
      case "green", "mint": return .standard(2)
      case "yellow", "orange", "brown": return .standard(3)
      case "blue", "indigo", "accentColor": return .standard(4)
      case "purple": return .standard(5)
      case "cyan", "teal": return .standard(6)
      default: return nil
      }
    }
    if let (light, _) = color.appearanceComponents {
      // The terminal tells views the light appearance (the runtime's default), so the light value.
      return .rgb(
        Self.channel(Double(light.red)), Self.channel(Double(light.green)),
        Self.channel(Double(light.blue)))
    }
    guard let (red, green, blue) = color.components else { return nil }
    return .rgb(Self.channel(red), Self.channel(green), Self.channel(blue))
  }

  /// The colour a cell's background takes for `color`: none for a faint one (under 35%
  /// opacity), which over a terminal's unknown background would show far stronger than meant.
  func backgroundColor(for color: Color) -> TerminalColor? {
    color.alpha < 0.35 ? nil : terminalColor(for: color)
  }

  /// A component from 0 to 1 as a byte; out-of-range and NaN components are clamped.
  private static func channel(_ value: Double) -> UInt8 {
    guard value.isFinite else { return value == .infinity ? 255 : 0 }
    return UInt8((min(1, max(0, value)) * 255).rounded())
  }
}
