import Foundation
import WaypointCore
import WaypointUI

#if !canImport(UIKit)
  /// An image as UIKit spells it: an asset of the app's catalogs, a system symbol, the bytes of
  /// a PNG or JPEG file, or a bitmap an `ImageRenderer` made. `Image(uiImage:)` draws it.
  /// Waypoint decodes no pixels: it reads sizes from file headers and hands bytes on as they are.
  public final class UIImage: Hashable, Sendable {
    /// Where the image comes from.
    package enum Source: Hashable, Sendable {
      case asset(ImageAsset)
      case symbol(String)
      case file(Data, ImageFormat)
      case bitmap(CGImage)
    }

    package let source: Source
    /// Pixels per point.
    public let scale: CGFloat
    /// How the image is drawn: in its own colours or as a template in the tint.
    public let renderingMode: RenderingMode
    package let tint: UIColor?
    /// The insets that stay fixed when the image stretches; zero unless `resizableImage` set
    /// them.
    public let capInsets: UIEdgeInsets
    package let isResizable: Bool

    package init(
      source: Source, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic,
      tint: UIColor? = nil, capInsets: UIEdgeInsets = .zero, isResizable: Bool = false
    ) {
      self.source = source
      self.scale = scale
      self.renderingMode = renderingMode
      self.tint = tint
      self.capInsets = capInsets
      self.isResizable = isResizable
    }

    /// An empty image: no pixels, a size of zero (the usual stand-in for a missing picture).
    public convenience init() {
      self.init(source: .bitmap(CGImage(width: 0, height: 0, renderedContent: nil)))
    }

    /// The image set `name` of the app's asset catalogs; nil when no catalog holds it.
    public convenience init?(named name: String) {
      guard let asset = ImageAssets.shared.asset(named: name, bundle: nil) else { return nil }
      self.init(source: .asset(asset), scale: CGFloat(asset.variants(dark: false).last?.scale ?? 1))
    }

    /// The image set a generated asset symbol names (`UIImage(resource: .logo)`); an empty image
    /// when no catalog holds it.
    public convenience init(resource: ImageResource) {
      guard let asset = ImageAssets.shared.asset(named: resource.name, bundle: resource.bundle)
      else {
        self.init()
        return
      }
      self.init(source: .asset(asset), scale: CGFloat(asset.variants(dark: false).last?.scale ?? 1))
    }

    /// The image set `name` of `bundle`'s catalog (every catalog when nil); the traits are not
    /// consulted (renderers pick the dark variant themselves).
    public convenience init?(
      named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
    ) {
      guard let asset = ImageAssets.shared.asset(named: name, bundle: bundle) else { return nil }
      self.init(source: .asset(asset), scale: CGFloat(asset.variants(dark: false).last?.scale ?? 1))
    }

    /// The image set `name` of `bundle`'s catalog; the configuration is not consulted.
    public convenience init?(
      named name: String, in bundle: Bundle?, with configuration: Configuration?
    ) {
      self.init(named: name, in: bundle, compatibleWith: nil)
    }

    /// The system symbol `name`. Waypoint cannot know every symbol's name, so this always
    /// makes one; renderers draw the symbols they have a glyph for and the name otherwise.
    public convenience init?(systemName name: String) {
      self.init(source: .symbol(name))
    }

    /// The system symbol `name`; the configuration is not consulted.
    public convenience init?(
      systemName name: String, withConfiguration configuration: Configuration?
    ) {
      self.init(systemName: name)
    }

    /// The image in `data`, a PNG, JPEG or GIF file's bytes; nil for other bytes.
    public convenience init?(data: Data) {
      self.init(data: data, scale: 1)
    }

    /// The image in `data`, drawn at `scale` pixels per point; nil for bytes of no image.
    public convenience init?(data: Data, scale: CGFloat) {
      guard let format = ImageFormat(sniffing: data), format.pixelSize(of: data) != nil
      else { return nil }
      self.init(source: .file(data, format), scale: scale > 0 ? scale : 1)
    }

    /// The image in the file at `path`; nil when it cannot be read or is no image.
    public convenience init?(contentsOfFile path: String) {
      guard let data = FileManager.default.contents(atPath: path) else { return nil }
      let name = (path as NSString).deletingPathExtension
      let scale: CGFloat = name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
      self.init(data: data, scale: scale)
    }

    /// The bitmap `cgImage` (from an `ImageRenderer`), at a scale of 1.
    public convenience init(cgImage: CGImage) {
      self.init(source: .bitmap(cgImage))
    }

    /// The bitmap `cgImage` at `scale`; the orientation is not applied.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
      self.init(source: .bitmap(cgImage), scale: scale)
    }

    /// The image's size in points: its pixels over its scale; zero for a symbol, whose size
    /// follows the text it sits in, and for an asset whose files do not say.
    public var size: CGSize {
      switch source {
      case .asset(let asset): return asset.pointSize ?? .zero
      case .symbol: return .zero
      case .file(let data, let format):
        guard let (width, height) = format.pixelSize(of: data) else { return .zero }
        return CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale)
      case .bitmap(let image):
        return CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
      }
    }

    /// The bitmap an `ImageRenderer` made, for an image made from one.
    public var cgImage: CGImage? {
      if case .bitmap(let image) = source { return image }
      return nil
    }

    /// The orientation: always `.up` (Waypoint keeps images as they were given).
    public var imageOrientation: Orientation { .up }

    /// Whether the image is a system symbol.
    public var isSymbolImage: Bool {
      if case .symbol = source { return true }
      return false
    }

    /// The PNG file's bytes: the bytes the image was made from when they are a PNG, else an
    /// asset's PNG file; nil otherwise (Waypoint does not encode pixels).
    public func pngData() -> Data? {
      switch source {
      case .file(let data, .png): return data
      case .asset(let asset):
        return asset.variants(dark: false).last { $0.format == .png }.flatMap {
          FileManager.default.contents(atPath: $0.file.path)
        }
      default: return nil
      }
    }

    /// The JPEG file's bytes: the bytes the image was made from when they are a JPEG, else an
    /// asset's JPEG file; nil otherwise (Waypoint does not encode pixels, so the quality is not
    /// applied).
    public func jpegData(compressionQuality: CGFloat) -> Data? {
      switch source {
      case .file(let data, .jpeg): return data
      case .asset(let asset):
        return asset.variants(dark: false).last { $0.format == .jpeg }.flatMap {
          FileManager.default.contents(atPath: $0.file.path)
        }
      default: return nil
      }
    }

    /// The bytes of the file the image was made from (a file's or an asset's), for a
    /// pasteboard.
    package var fileData: Data? {
      if case .file(let data, _) = source { return data }
      return pngData() ?? jpegData(compressionQuality: 1)
    }

    /// The same image drawn in `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
      UIImage(
        source: source, scale: scale, renderingMode: renderingMode, tint: tint,
        capInsets: capInsets, isResizable: isResizable)
    }

    /// The same image drawn as a template in `color`.
    public func withTintColor(_ color: UIColor) -> UIImage {
      withTintColor(color, renderingMode: .alwaysTemplate)
    }

    /// The same image drawn in `color` with `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
      UIImage(
        source: source, scale: scale, renderingMode: renderingMode, tint: color,
        capInsets: capInsets, isResizable: isResizable)
    }

    /// The same image, stretched between `capInsets` when drawn larger (recorded; renderers
    /// stretch the whole image).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
      UIImage(
        source: source, scale: scale, renderingMode: renderingMode, tint: tint,
        capInsets: capInsets, isResizable: true)
    }

    /// The same image, stretched or tiled between `capInsets` (recorded as stretched).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode)
      -> UIImage
    {
      resizableImage(withCapInsets: capInsets)
    }

    /// The same image; configurations are not applied.
    public func withConfiguration(_ configuration: Configuration) -> UIImage { self }

    /// Whether both images are the same.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
      lhs.source == rhs.source && lhs.scale == rhs.scale && lhs.renderingMode == rhs.renderingMode
        && lhs.tint == rhs.tint && lhs.capInsets == rhs.capInsets
    }

    /// Hashes the image.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(source)
      hasher.combine(scale)
    }
  }
#endif
