import Foundation
import WaypointCore

/// A picture: the runtime records an image element naming a system symbol, an asset or a resource,
/// and each renderer draws what it can of it: a stand-in glyph for a symbol, the asset's bitmap (in
/// the browser, or in a terminal that shows pictures), or else the name.
public struct Image: Equatable, Sendable {
  package let name: ImageName
  package var attributes: [Attribute] = []

  /// An image of a Core Graphics bitmap, carrying the view text a renderer made it from.
  package init(bitmap: CGImage) {
    #if canImport(CoreGraphics)
      name = .bitmap(width: bitmap.width, height: bitmap.height, content: nil)
    #else
      name = .bitmap(
        width: bitmap.width, height: bitmap.height, content: bitmap.renderedContent)
    #endif
  }

  /// An image of `name` as it is, with no look-up.
  package init(name: ImageName) {
    self.name = name
  }

  /// An image of the system symbol `systemName`, such as `"star.fill"`; renderers draw a stand-in
  /// glyph for it, or its name when they have none.
  public init(systemName: String) {
    name = .system(systemName)
  }

  /// An image of the app's resource `name`: the asset catalog set of that name (in `bundle`, or in
  /// any catalog), else just the name, which a diagnostic reports as not found.
  public init(_ name: String, bundle: Bundle? = nil) {
    self.name = .named(name, bundle: bundle)
  }

  /// Like `init(_:bundle:)`, but hidden from accessibility, so screen readers get no label for it.
  public init(decorative name: String, bundle: Bundle? = nil) {
    self.name = .named(name, bundle: bundle)
    attributes.append(.accessibilityHidden(true))
  }

  /// Lets the image take the size its frame gives it: the browser stretches it to fill, and the
  /// terminal sizes its picture from the frame. Without it, an image keeps its own size.
  public func resizable() -> Image {
    var image = self
    image.attributes.append(.resizable)
    return image
  }

  /// Draws the image as a template, its shape in the foreground colour (`.template`), or in its own
  /// colours (`.original`); nil goes back to what the asset asks for.
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
    var image = self
    image.attributes.removeAll { if case .renderingMode = $0 { true } else { false } }
    if let renderingMode { image.attributes.append(.renderingMode(renderingMode)) }
    return image
  }

  /// How an image's pixels are coloured, as `renderingMode(_:)` sets it.
  public enum TemplateRenderingMode: Hashable, Sendable, CustomStringConvertible {
    /// Only the shape counts: every pixel that is not transparent takes the foreground colour (the
    /// browser draws the asset as a mask).
    case template
    /// The bitmap's own colours, unchanged.
    case original

    /// The mode as Swift source.
    public var description: String { self == .template ? ".template" : ".original" }
  }
}

extension Image: View, PrimitiveView {
  /// An image has no body.
  public var body: Never { primitiveBody(Self.self) }
}

extension Image: LeafView {
  package func leafContent() -> (role: Role, attributes: [Attribute])? {
    if case .resource(let name) = name { DiagnosticLog.report(.imageNotFound(name)) }
    return (.image(name), attributes)
  }
}

extension ImageName {
  /// Whether an image with these modifiers is drawn in the foreground colour: its last
  /// `renderingMode` when set, else its asset's rendering intent.
  public func isTemplate(with attributes: [Attribute]) -> Bool {
    for case .renderingMode(let mode) in attributes.reversed() { return mode == .template }
    if case .asset(let asset) = self { return asset.isTemplate }
    return false
  }
}

extension Diagnostic.Code {
  /// `Image("name")` names an image no asset catalog beside the executable holds.
  public static let imageNotFound: Self = "image-not-found"
}

extension Diagnostic {
  static func imageNotFound(_ name: String) -> Self {
    Diagnostic(
      code: .imageNotFound,
      message:
        "No image named \(name.debugDescription) is in the app's asset catalogs; its name is "
        + "shown instead.",
      fixIt: "Add an image set named \(name.debugDescription) to an asset catalog the target "
        + "declares as a resource (`.process(\"Assets.xcassets\")`), or correct the name.")
  }
}
