import WaypointUI

/// The modifiers a browser draws, as classes and CSS declarations; the rest are recorded by the
/// tree and not drawn (a shadow, a transition).
enum Styling {
  /// Adds to `attributes` what `modifiers` (innermost first) ask for.
  static func apply(_ modifiers: [Attribute], to attributes: inout TagAttributes) {
    for modifier in modifiers {
      switch modifier {
      case .font(let font?):
        if let style = font.textStyle {
          attributes.addClass("font-" + HTMLText.className(String(describing: style)))
        }
        if font.resolvedWeight != .regular {
          attributes.addStyle("font-weight:\(font.resolvedWeight.value * 100)")
        }
      case .fontWeight(let weight?): attributes.addStyle("font-weight:\(weight.value * 100)")
      case .bold(true): attributes.addClass("bold")
      case .italic(true): attributes.addClass("italic")
      case .foregroundStyle(let style):
        if let color = CSS.color(style) { attributes.addStyle("color:\(color)") }
      case .foregroundColor(let color?): attributes.addStyle("color:\(CSS.color(color))")
      case .tint(let style?):
        if let color = CSS.color(style) { attributes.addStyle("--tint:\(color)") }
      case .padding(let edges, let length): padding(edges, length ?? 16, into: &attributes)
      case .paddingInsets(let insets):
        attributes.addStyle(
          "padding:\(CSS.number(insets.top))px \(CSS.number(insets.trailing))px "
            + "\(CSS.number(insets.bottom))px \(CSS.number(insets.leading))px")
      case .frame(let frame): self.frame(frame, into: &attributes)
      case .background(let style):
        if let color = CSS.color(style) {
          attributes.addStyle("background:\(color)")
        } else if case .material = style.kind {
          attributes.addClass("material")
        }
      case .opacity(let value): attributes.addStyle("opacity:\(CSS.number(value))")
      case .multilineTextAlignment(let alignment):
        attributes.addStyle(
          "text-align:\(alignment == .leading ? "start" : alignment == .trailing ? "end" : "center")"
        )
      case .lineLimit(let limit?):
        attributes.addClass("line-limit")
        attributes.addStyle("-webkit-line-clamp:\(limit)")
      case .accessibilityLabel(let text): attributes.set("aria-label", text)
      case .accessibilityIdentifier(let text): attributes.set("data-testid", text)
      case .accessibilityHidden(true): attributes.set("aria-hidden", "true")
      case .asyncImage(let url?, "empty"):
        // The page's script loads it and reports (`loadImage`); the content follows.
        attributes.set("data-load", url.absoluteString)
      case .help(let text): attributes.set("title", text)
      case .clipped: attributes.addStyle("overflow:hidden")
      case .clipShape(let shape): clip(to: shape, into: &attributes)
      case .cornerRadius(let radius):
        attributes.addStyle("border-radius:\(CSS.number(radius))px;overflow:hidden")
      case .backgroundExtensionEffect: attributes.addClass("background-extension")
      case .matchedTransitionSource(let match):
        attributes.addClass("zoom-source")
        attributes.addStyle("view-transition-name:\(transitionName(match))")
      case .scrollEdgeEffectStyle(let style, _):
        attributes.addClass(
          "scroll-edge-" + (style.map { HTMLText.className($0.description) } ?? "none"))
      case .navigationTransition(.zoom(let match)):
        attributes.addClass("zoom-destination")
        attributes.set("data-zoom", transitionName(match))
      default: break
      }
    }
  }

  /// The View Transitions name shared by a zoom's source and destination.
  static func transitionName(_ match: TransitionMatch) -> String {
    "wpz-" + HTMLText.className(match.namespace.description + "-" + match.id)
  }

  private static func padding(
    _ edges: Edge.Set, _ length: Double, into attributes: inout TagAttributes
  ) {
    let value = CSS.number(length) + "px"
    if edges == .all { return attributes.addStyle("padding:\(value)") }
    if edges.contains(.top) { attributes.addStyle("padding-top:\(value)") }
    if edges.contains(.bottom) { attributes.addStyle("padding-bottom:\(value)") }
    if edges.contains(.leading) { attributes.addStyle("padding-inline-start:\(value)") }
    if edges.contains(.trailing) { attributes.addStyle("padding-inline-end:\(value)") }
  }

  /// Clips to a built-in shape by its corners; an app's own shape is not clipped.
  private static func clip(to shape: ShapeKind, into attributes: inout TagAttributes) {
    switch shape {
    case .circle, .ellipse: attributes.addStyle("border-radius:50%;overflow:hidden")
    case .capsule: attributes.addStyle("border-radius:9999px;overflow:hidden")
    case .roundedRectangle(let radius):
      attributes.addStyle("border-radius:\(CSS.number(radius))px;overflow:hidden")
    case .rectangle: attributes.addStyle("overflow:hidden")
    case .custom: break
    }
  }

  private static func frame(_ frame: Attribute.Frame, into attributes: inout TagAttributes) {
    func length(_ value: Double) -> String { value.isInfinite ? "100%" : CSS.number(value) + "px" }
    if let width = frame.width { attributes.addStyle("width:\(length(width))") }
    if let height = frame.height { attributes.addStyle("height:\(length(height))") }
    if let minWidth = frame.minWidth { attributes.addStyle("min-width:\(length(minWidth))") }
    if let maxWidth = frame.maxWidth { attributes.addStyle("max-width:\(length(maxWidth))") }
    if frame.maxWidth?.isInfinite == true { attributes.addStyle("width:100%") }
    if let minHeight = frame.minHeight { attributes.addStyle("min-height:\(length(minHeight))") }
    if let maxHeight = frame.maxHeight, !maxHeight.isInfinite {
      attributes.addStyle("max-height:\(length(maxHeight))")
    }
  }
}
