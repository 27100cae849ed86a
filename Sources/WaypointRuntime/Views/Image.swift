import Foundation

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

  /// Creates a system symbol image.
  public init(systemName: String) {
    name = .system(systemName)
  }

  /// Creates a labeled image from an image resource of the app.
  public init(_ name: String, bundle: Bundle? = nil) {
    self.name = .resource(name)
  }

  /// Creates an unlabeled, decorative image.
  public init(decorative name: String, bundle: Bundle? = nil) {
    self.name = .resource(name)
  }

  /// Sets the mode by which SwiftUI resizes an image to fit its space.
  public func resizable() -> Image {
    var image = self
    image.attributes.append(.resizable)
    return image
  }

  /// Indicates whether SwiftUI renders an image as-is, or by using a different mode (ignored).
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

  /// Image rendering modes (accepted for compatibility).
  public enum TemplateRenderingMode: Hashable, Sendable {
    /// A mode that renders all non-transparent pixels as the foreground color.
    case template
    /// A mode that renders pixels of bitmap images as-is.
    case original
  }
}

extension Image: View, PrimitiveView {
  /// An image has no body.
  public var body: Never { primitiveBody(Self.self) }

  package func update(in node: Node) {}

  package func output(in node: Node) -> NodeOutput {
    node.leafOutput(role: .image(name), attributes: attributes)
  }
}
