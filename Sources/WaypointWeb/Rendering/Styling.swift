import WaypointUI

/// The modifiers a browser draws, as classes and CSS declarations; the rest are recorded by the
/// tree and not drawn (a shadow, a transition). Layout modifiers (padding, frames, offsets) are
/// not among them: the layout pass applied them, and the node's placement says where it is.
enum Styling {
  /// Adds to `attributes` what `modifiers` (innermost first) ask for.
  static func apply(_ modifiers: [Attribute], to attributes: inout TagAttributes) {
    for modifier in modifiers {
      switch modifier {
      case .font(let font?):
        if let style = font.textStyle, font.pointSize == nil, font.scale == nil {
          attributes.addClass("font-" + HTMLText.className(String(describing: style)))
        } else {
          // Text is drawn at the size the layout pass measured it in.
          attributes.addStyle("font-size:\(CSS.number(font.resolvedPointSize))px")
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
      case .background(let style, _):
        if let color = CSS.color(style) {
          attributes.addStyle("background:\(color)")
        } else if case .gradient(let gradient, let geometry, _) = style.kind,
          let image = CSS.gradientImage(gradient, geometry)
        {
          attributes.addStyle("background:\(image)")
        } else if case .material = style.kind {
          attributes.addClass("material")
        }
      case .opacity(let value): attributes.addStyle("opacity:\(CSS.number(value))")
      case .multilineTextAlignment(let alignment):
        attributes.addStyle(
          "text-align:\(alignment == .leading ? "start" : alignment == .trailing ? "end" : "center")"
        )
      case .accessibilityLabel(let text): attributes.set("aria-label", text)
      case .accessibilityIdentifier(let text): attributes.set("data-testid", text)
      case .accessibilityHidden(true): attributes.set("aria-hidden", "true")
      case .asyncImage(let url?, "empty"):
        // The page's script loads it and reports (`loadImage`); the content follows.
        attributes.set("data-load", url.absoluteString)
      case .help(let text): attributes.set("title", text)
      case .clipped: attributes.addStyle("overflow:hidden")
      // Clipped by a path at the frame it clips (`HTMLRenderer.placement(of:parentOrigin:)`).
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
}
