import WaypointUI

/// Turns semantic elements into HTML: one DOM node per element, its id the element's, what it
/// draws itself first and its children after, in order.
///
/// Native elements carry the roles: `<button>`, `<nav>`, `<dialog>`, `<input>`; names come
/// from the tree's labels. Every text from the app is escaped (`HTMLText`).
@MainActor
struct HTMLRenderer {
  /// The HTML of `element` and everything in it.
  func html(_ element: Element, in context: MarkupContext = MarkupContext()) -> String {
    var output = ""
    write(element, in: context, into: &output)
    return output
  }

  /// Appends the HTML of `element` and everything in it to `output`.
  func write(_ element: Element, in context: MarkupContext, into output: inout String) {
    let markup = self.markup(element, in: context)
    output += markup.open
    output += markup.own
    let inner = childContext(of: element, in: context)
    for child in element.children { write(child, in: inner, into: &output) }
    output += markup.close
  }

  /// The context `element`'s children are drawn in.
  func childContext(of element: Element, in context: MarkupContext) -> MarkupContext {
    var inner = context
    if tag(of: element, in: context) == "button" { inner.insideButton = true }
    if element.offScreenReason == nil, let origin = Self.childOrigin(of: element) {
      inner.parentOrigin = origin
    }
    return inner
  }

  /// The element's own markup, without its children.
  func markup(_ element: Element, in context: MarkupContext) -> ElementMarkup {
    let tag = tag(of: element, in: context)
    var attributes = TagAttributes(id: domID(element.id))
    if let placement = Self.placement(of: element, parentOrigin: context.parentOrigin) {
      attributes.addStyle(placement)
    }
    var own = ""
    describe(element, tag: tag, into: &attributes, own: &own)
    Styling.apply(element.attributes, to: &attributes)
    if element.offScreenReason != nil { attributes.flag("hidden") }
    let kinds = element.actions.map(\.rawValue).sorted()
    if !kinds.isEmpty { attributes.set("data-a", kinds.joined(separator: " ")) }
    if !element.isEnabled {
      attributes.flag(tag == "button" || tag == "input" ? "disabled" : "aria-disabled")
    }
    if tag == "button" {
      // Without a script, the page is one form and a button submits its element.
      attributes.set("type", "submit")
      attributes.set("name", "act")
      attributes.set("value", String(element.id.rawValue))
    } else if tag != "input", !element.actions.isDisjoint(with: [.tap, .select, .toggle]) {
      attributes.set("tabindex", "0")
      if attributes["role"] == nil { attributes.set("role", "button") }
    }
    if tag == "input" || tag == "img" {
      return ElementMarkup(open: "<\(tag)\(attributes.text)>", own: own, close: "")
    }
    return ElementMarkup(open: "<\(tag)\(attributes.text)>", own: own, close: "</\(tag)>")
  }

  /// The HTML element an element is drawn as.
  func tag(of element: Element, in context: MarkupContext) -> String {
    let tappable = !element.actions.isDisjoint(with: [.tap, .select])
    switch element.role {
    case .textField: return "input"
    case .button, .link, .backButton, .tab:
      return context.insideButton ? "span" : "button"
    case .row: return tappable && !context.insideButton ? "button" : "div"
    case .text: return "span"
    case .image(.asset(let asset)): return Self.imageTag(asset, of: element)
    case .image(.remote): return "img"
    case .image: return "span"
    case .label: return "span"
    case .screen: return "section"
    case .navigationBar: return "header"
    case .tabBar: return "nav"
    case .layer: return "dialog"
    case .divider: return "hr"
    case .progress: return element.sliderBounds == nil ? "div" : "input"
    default: return tappable && !context.insideButton ? "button" : "div"
    }
  }

  /// Sets the classes, roles and names of `element`, and what it draws itself.
  private func describe(
    _ element: Element, tag: String, into attributes: inout TagAttributes, own: inout String
  ) {
    if describeNavigation(element, into: &attributes, own: &own)
      || describeControl(element, into: &attributes, own: &own)
    {
      return
    }
    switch element.role {
    case .text(let text):
      attributes.addClass("text")
      // A gradient foreground paints the text's letters: the gradient behind, cut to them.
      if let image = Self.gradientForeground(of: element) {
        attributes.addStyle(
          "background:\(image);-webkit-background-clip:text;background-clip:text;color:transparent")
      }
      // The lines the layout pass broke the text into, so that the page wraps nowhere else.
      if let lines = element.textLines {
        own = HTMLText.content(lines.lines.joined(separator: "\n"))
        if lines.font.scale != nil {
          attributes.addStyle("font-size:\(CSS.number(lines.font.resolvedPointSize))px")
        }
      } else {
        own = HTMLText.content(text)
      }
    case .image(let name):
      attributes.addClass("image")
      attributes.set("role", "img")
      switch name {
      case .system(let symbol):
        attributes.set("aria-label", symbol.replacingOccurrences(of: ".", with: " "))
        if let glyph = SymbolGlyphs.glyph(for: name) {
          own = HTMLText.content(glyph)
        } else {
          // No stand-in glyph: the symbol's name, small, so the image still says something.
          attributes.addClass("unknown-symbol")
          own = HTMLText.content(symbol)
        }
      case .resource(let resource):
        // No catalog holds it: its name, small, where the picture would be.
        attributes.set("aria-label", resource)
        attributes.addClass("resource")
        attributes.addClass("unknown-symbol")
        own = HTMLText.content(resource)
      case .asset(let asset):
        describeAsset(asset, of: element, tag: tag, into: &attributes, own: &own)
      case .remote(let url):
        // An AsyncImage's picture, which the browser loaded already (it is in its cache).
        attributes.addClass("remote")
        attributes.set("src", url.absoluteString)
        attributes.set("alt", element.label)
      case .bitmap:
        attributes.set("aria-label", element.label)
        attributes.addClass("bitmap")
      }
    case .label: attributes.addClass("label")
    case .button(let role):
      attributes.addClass("button")
      if let role { attributes.addClass(HTMLText.className(String(describing: role))) }
    case .stack(let layout):
      switch layout.axis {
      case .vertical: attributes.addClass("vstack")
      case .horizontal: attributes.addClass("hstack")
      case .depth: attributes.addClass("zstack")
      }
    case .layout: attributes.addClass("layout")
    case .canvas(let record):
      // What the canvas draws at the size it was given; its texts (its children) stay hidden.
      attributes.addClass("canvas")
      let size = element.contentFrame?.size ?? .zero
      let symbols = element.canvasSymbols
      own = SVGDrawing.markup(
        of: record.drawing(in: size, symbols: symbols.compactMapValues { $0.frame?.size }),
        size: size, idPrefix: domID(element.id)
      ) { tag, rect in
        symbols[tag].flatMap { symbolMarkup($0, in: rect) }
      }
    case .grid: attributes.addClass("grid")
    case .gridRow: attributes.addClass("grid-row")
    case .scroll: attributes.addClass("scroll")
    case .spacer: attributes.addClass("spacer")
    case .divider: attributes.addClass("divider")
    case .contentUnavailable: attributes.addClass("unavailable")
    case .viewThatFits: attributes.addClass("fits")
    case .color(let color):
      // The colour fills the view itself, not the padding or frame around it.
      attributes.addClass("color")
      attributes.addStyle("background:\(CSS.color(color));background-clip:content-box")
    case .shape(let shape):
      // Its outline for the view's own frame (inside any padding or frame around it), filled
      // or stroked: an app's path(in:), or a built-in shape's, its stroke inside its edge.
      attributes.addClass("shape")
      if case .drawn = shape { attributes.addClass("drawn") }
      let size = element.contentFrame?.size ?? .zero
      own = Self.shapeMarkup(shape, size: size, paint: ShapePaint(element), id: domID(element.id))
    case .decoration(let info):
      attributes.addClass("decoration")
      switch info.kind {
      case .background: attributes.addClass("behind")
      case .overlay: attributes.addClass("in-front")
      // Not drawn: the element it masks is clipped by it (`HTMLRenderer.maskStyle`); a text
      // mask over a shape shows its letters in the shape's paint instead.
      case .mask:
        attributes.addClass("mask")
        if case .text = element.contentChildren.first?.role { attributes.addClass("text-mask") }
      case .safeAreaInset(let edge):
        attributes.addClass("inset-" + HTMLText.className(edge.description))
      }
    default: break
    }
  }
}
