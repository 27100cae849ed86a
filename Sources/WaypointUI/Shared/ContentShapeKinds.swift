/// Names what a content shape would be used for (taps, previews, hover and focus effects,
/// accessibility). Declared for source compatibility: no Waypoint modifier takes it yet, and
/// `contentShape(_:eoFill:)` only records the shape.
public struct ContentShapeKinds: OptionSet, Sendable {
  /// See `OptionSet`.
  public var rawValue: Int
  /// Creates kinds from their raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The shape that takes taps and clicks.
  public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
  /// The shape of a drag preview.
  public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
  /// The shape of a context menu preview.
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
  /// The shape of a hover effect.
  public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
  /// The shape of a focus effect (macOS).
  @available(iOS, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
  /// The shape assistive technologies outline the view with.
  public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}
