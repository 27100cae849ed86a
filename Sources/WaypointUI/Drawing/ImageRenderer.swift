import Foundation

#if canImport(Darwin)
  import Combine
#else
  import OpenCombine
#endif

/// An object that creates images from SwiftUI views. It keeps its content and rendering
/// settings; Waypoint cannot rasterize, and the image outputs Apple gives (`CGImage`,
/// `UIImage`) do not exist on Linux, so it offers none.
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
