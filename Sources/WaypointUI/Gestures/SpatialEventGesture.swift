import Foundation

/// A gesture reporting every touch, pointer and pinch over a view; none reach a terminal, so
/// it is recorded.
public struct SpatialEventGesture {
  /// The space the events' locations are in.
  public let coordinateSpace: CoordinateSpace

  /// A gesture reporting events in `coordinateSpace`.
  public init(coordinateSpace: any CoordinateSpaceProtocol = .local) {
    self.coordinateSpace = coordinateSpace.coordinateSpace
  }
}

extension SpatialEventGesture: Gesture, PrimitiveGesture {
  /// The events.
  public typealias Value = SpatialEventCollection
  /// A primitive gesture has no body.
  public typealias Body = Never
  var record: GestureRecord { GestureRecord(name: "SpatialEventGesture") }
}
