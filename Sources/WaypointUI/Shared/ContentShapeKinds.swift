/// A kind for the content shape of a view: what a `contentShape(_:_:)` shape is used for.
public struct ContentShapeKinds: OptionSet, Sendable, Hashable {
  /// The kinds' bits.
  public var rawValue: Int
  /// Creates a content shape kind from its raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The kind for hit-testing and accessibility.
  public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
  /// The kind for drag and drop previews.
  public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
  /// The kind for context menu previews.
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
  /// The kind for hover effects.
  public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
  /// The kind for focus effects.
  @available(iOS, unavailable)
  @available(visionOS, unavailable)
  public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
  /// The kind for accessibility visuals and sorting.
  public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}
