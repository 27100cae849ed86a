import Foundation
import WaypointCore

/// A view that displays an image.
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

  /// Creates a system symbol image.
  public init(systemName: String) {
    name = .system(systemName)
  }

  /// Creates a labeled image from an image resource of the app.
  public init(_ name: String, bundle: Bundle? = nil) {
    self.name = .named(name, bundle: bundle)
  }

  /// Creates an unlabeled, decorative image.
  public init(decorative name: String, bundle: Bundle? = nil) {
    self.name = .named(name, bundle: bundle)
    attributes.append(.accessibilityHidden(true))
  }

  /// Sets the mode by which SwiftUI resizes an image to fit its space.
  public func resizable() -> Image {
    var image = self
    image.attributes.append(.resizable)
    return image
  }

  /// Indicates whether SwiftUI renders an image as-is, or in the foreground colour
  /// (`.template`); nil restores the asset's own rendering intent.
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
    var image = self
    image.attributes.removeAll { if case .renderingMode = $0 { true } else { false } }
    if let renderingMode { image.attributes.append(.renderingMode(renderingMode)) }
    return image
  }

  /// Image rendering modes.
  public enum TemplateRenderingMode: Hashable, Sendable, CustomStringConvertible {
    /// A mode that renders all non-transparent pixels as the foreground color.
    case template
    /// A mode that renders pixels of bitmap images as-is.
    case original

    /// The mode as Swift source.
    public var description: String { self == .template ? ".template" : ".original" }
  }
}

extension Image: View, PrimitiveView {
  /// An image has no body.
  public var body: Never { primitiveBody(Self.self) }

  package func update(in node: Node) {
    if case .resource(let name) = name { DiagnosticLog.report(.imageNotFound(name)) }
  }

  package func output(in node: Node) -> NodeOutput {
    node.leafOutput(role: .image(name), attributes: attributes)
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
