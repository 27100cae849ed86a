import Combine
import Foundation

/// Turns a view into a `CGImage`, keeping the view and its rendering settings and publishing
/// before either changes. Waypoint has no rasterizer: `cgImage` carries the rendered view's
/// text instead of pixels, and there is no `uiImage` or `nsImage` (no such types on Linux).
public final class ImageRenderer<Content: View>: ObservableObject {
  /// `objectWillChange`'s type: the plain Combine-compatibility publisher of `Void`.
  public typealias ObjectWillChangePublisher = ObservableObjectPublisher
  /// A publisher that emits before a rendering setting changes.
  public let objectWillChange = ObservableObjectPublisher()

  /// The view `cgImage` renders; setting it publishes first.
  @MainActor public var content: Content { willSet { objectWillChange.send() } }
  /// What `cgImage` offers the content, in points; an unspecified axis falls back to the
  /// content's `.frame`, then to 10 points.
  @MainActor public var proposedSize: ProposedViewSize = .unspecified {
    willSet { objectWillChange.send() }
  }
  /// Pixels per point: `cgImage`'s width and height are the view's point size times this.
  @MainActor public var scale: CGFloat = 1 { willSet { objectWillChange.send() } }
  /// Whether the image is to have no transparency; with no pixels to fill, it changes nothing
  /// in `cgImage`.
  @MainActor public var isOpaque = false { willSet { objectWillChange.send() } }
  /// The working color space asked for; kept only, since `cgImage` holds no pixels.
  @MainActor public var colorMode: ColorRenderingMode = .nonLinear {
    willSet { objectWillChange.send() }
  }
  /// The dynamic range the image may use.
  @MainActor public var allowedDynamicRange: Image.DynamicRange? = nil {
    willSet { objectWillChange.send() }
  }
  /// Whether the renderer publishes changes when the content's observed values change.
  @MainActor public var isObservationEnabled = true

  /// Makes a renderer for `view`, with no proposed size and a scale of 1.
  @MainActor public init(content view: Content) { content = view }
}

#if !canImport(CoreGraphics)
  extension ImageRenderer {
    /// Renders `content` now, in a `ViewRuntime` of its own that is shut down afterwards. The
    /// result measures the view's size in points (the proposed size, else its `.frame`, else
    /// 10 a side) times `scale`, and carries the view's text snapshot, which an `Image` made
    /// from it keeps and shares.
    @MainActor public var cgImage: CGImage? {
      let runtime = ViewRuntime(content)
      defer { try? runtime.shutDown() }
      let elements = runtime.rootElements
      var frame: Attribute.Frame?
      for element in elements where frame == nil {
        for case .frame(let found) in element.attributes {
          frame = found
          break
        }
      }
      func pixels(_ proposed: CGFloat?, _ fixed: CGFloat?, _ ideal: CGFloat?) -> Int {
        let points = [proposed, fixed, ideal].lazy.compactMap { $0 }.first { $0.isFinite } ?? 10
        let size = (max(0, points) * max(0, scale)).rounded(.up)
        return size.isFinite ? Int(min(size, 1_000_000)) : 0
      }
      return CGImage(
        width: pixels(proposedSize.width, frame?.width, frame?.idealWidth),
        height: pixels(proposedSize.height, frame?.height, frame?.idealHeight),
        renderedContent: TextSnapshot.render(elements))
    }
  }
#endif

/// Carries the scheme `preferredColorScheme(_:)` asks for up the tree to the scene.
public struct PreferredColorSchemeKey: PreferenceKey {
  /// The preferred scheme, nil for none.
  public typealias Value = ColorScheme?
  /// No preference.
  public static var defaultValue: ColorScheme? { nil }
  /// The first preference set wins.
  public static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
    if value == nil { value = nextValue() }
  }
}
