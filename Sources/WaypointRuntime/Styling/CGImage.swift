import Foundation

#if !canImport(CoreGraphics)
  /// A bitmap image (Core Graphics' type, which Linux lacks): its size in pixels and colour
  /// space. Waypoint does not rasterize, so an image it makes (`ImageRenderer.cgImage`) holds
  /// no pixels: it keeps the text of the view it was made from instead, which `Image` shows.
  public struct CGImage: Hashable, Sendable {
    /// The width, in pixels.
    public let width: Int
    /// The height, in pixels.
    public let height: Int
    /// The text snapshot of the view the image was made from, if a renderer made it.
    package let renderedContent: String?

    package init(width: Int, height: Int, renderedContent: String?) {
      self.width = max(0, width)
      self.height = max(0, height)
      self.renderedContent = renderedContent
    }

    /// Bits in each colour component of a pixel: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits in a pixel: four 8-bit components.
    public var bitsPerPixel: Int { 32 }
    /// Bytes in a row of pixels.
    public var bytesPerRow: Int { width * 4 }
    /// The colour space of the pixels: sRGB.
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }

    /// The part of the image inside `rect` (in pixels), or nil when `rect` misses the image.
    public func cropping(to rect: CGRect) -> CGImage? {
      let bounds = CGRect(x: 0, y: 0, width: width, height: height)
      let cropped = bounds.intersection(rect.integral)
      guard !cropped.isNull, cropped.width > 0, cropped.height > 0 else { return nil }
      return CGImage(
        width: Int(cropped.width), height: Int(cropped.height), renderedContent: renderedContent)
    }
  }
#endif
