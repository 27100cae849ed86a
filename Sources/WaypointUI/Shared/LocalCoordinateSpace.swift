/// The view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  /// The local space.
  public init() {}
  /// `.local`.
  public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// The view's own coordinate space.
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}
