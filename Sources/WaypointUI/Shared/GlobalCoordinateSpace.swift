/// The window's coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  /// The global space.
  public init() {}
  /// `.global`.
  public var coordinateSpace: CoordinateSpace { .global }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  /// The window's coordinate space.
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}
