import Combine
import Foundation

/// An object that creates images from SwiftUI views. It keeps its content and rendering
/// settings; Waypoint cannot rasterize, so its `cgImage` holds the text of the rendered view
/// rather than pixels (`UIImage` and `NSImage` do not exist on Linux).
public final class ImageRenderer<Content: View>: ObservableObject {
  /// The type of publisher that emits before the object changes.
  public typealias ObjectWillChangePublisher = ObservableObjectPublisher
  /// A publisher that emits before a rendering setting changes.
  public let objectWillChange = ObservableObjectPublisher()

  /// The root view rendered by this image renderer.
  @MainActor public var content: Content { willSet { objectWillChange.send() } }
  /// The size proposed to the root view.
  @MainActor public var proposedSize: ProposedViewSize = .unspecified {
    willSet { objectWillChange.send() }
  }
  /// The scale at which to render the image.
  @MainActor public var scale: CGFloat = 1 { willSet { objectWillChange.send() } }
  /// A Boolean value that indicates whether the alpha channel of the image is fully opaque.
  @MainActor public var isOpaque = false { willSet { objectWillChange.send() } }
  /// The working color space and storage format of the image.
  @MainActor public var colorMode: ColorRenderingMode = .nonLinear {
    willSet { objectWillChange.send() }
  }
  /// The dynamic range the image may use.
  @MainActor public var allowedDynamicRange: Image.DynamicRange? = nil {
    willSet { objectWillChange.send() }
  }
  /// Whether the renderer publishes changes when the content's observed values change.
  @MainActor public var isObservationEnabled = true

  /// Creates a renderer object with a source content view.
  @MainActor public init(content view: Content) { content = view }
}

#if !canImport(CoreGraphics)
  extension ImageRenderer {
    /// The current contents of the view as an image. The view is rendered in a runtime of its
    /// own; the image is the size the view takes (the proposed size, else the view's `.frame`,
    /// else 10 points a side) times `scale`, and holds the rendered view's text snapshot,
    /// which an `Image` made from it carries and shares.
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

/// A preference key for the preferred color scheme, as `preferredColorScheme(_:)` sets it.
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
