/// A frame of reference for positions: the view's own, the window's, or a named view's.
public protocol CoordinateSpaceProtocol {
  /// The coordinate space this names.
  var coordinateSpace: CoordinateSpace { get }
}
