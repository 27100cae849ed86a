import Foundation

// Each gesture's conformance is declared in an extension, so that the gesture can be made
// outside the main actor (as a view's stored property or a modifier's argument).

/// One or more taps.
public struct TapGesture {
  /// How many taps.
  public var count: Int
  /// A gesture of `count` taps.
  public init(count: Int = 1) { self.count = count }
}

extension TapGesture: Gesture, PrimitiveGesture {
  /// A tap reports nothing.
  public typealias Value = Void
  /// A primitive gesture has no body.
  public typealias Body = Never
  var record: GestureRecord {
    GestureRecord(name: "TapGesture(count: \(count))", kind: .tap, endValue: ())
  }
}

/// A press held for a while.
public struct LongPressGesture {
  /// How long the press must last.
  public var minimumDuration: Double
  /// How far the finger may move before the press fails.
  public var maximumDistance: CGFloat
  /// A press of at least `minimumDuration` seconds.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }
}

extension LongPressGesture: Gesture, PrimitiveGesture {
  /// Whether the press is held.
  public typealias Value = Bool
  /// A primitive gesture has no body.
  public typealias Body = Never
  var record: GestureRecord {
    GestureRecord(name: "LongPressGesture", kind: .longPress, endValue: true)
  }
}

/// A drag, reporting where it started, where it is and how far it moved.
public struct DragGesture {
  /// A drag's positions.
  public struct Value: Equatable, Sendable {
    /// When the drag last moved.
    public var time: Date
    /// Where the drag is.
    public var location: CGPoint
    /// Where it began.
    public var startLocation: CGPoint
    /// How far it moved.
    public var translation: CGSize
    /// Where it would end if it stopped now.
    public var predictedEndLocation: CGPoint
    /// How far it would move if it stopped now.
    public var predictedEndTranslation: CGSize
    /// How fast it moves, in points a second: the gap between its predicted end and where it
    /// is, as SwiftUI estimates it.
    public var velocity: CGSize {
      CGSize(
        width: 4 * (predictedEndLocation.x - location.x),
        height: 4 * (predictedEndLocation.y - location.y))
    }
  }

  /// How far the finger moves before the drag begins.
  public var minimumDistance: CGFloat
  /// The space the drag's positions are in.
  public var coordinateSpace: CoordinateSpace

  /// A drag beginning after `minimumDistance`, in `coordinateSpace`.
  @available(*, deprecated, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @_disfavoredOverload
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }

  /// A drag beginning after `minimumDistance`, in `coordinateSpace`.
  public init(
    minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local
  ) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace.coordinateSpace
  }
}

extension DragGesture: Gesture, PrimitiveGesture {
  /// A primitive gesture has no body.
  public typealias Body = Never
  var record: GestureRecord { GestureRecord(name: "DragGesture") }
}

/// A pinch.
public struct MagnifyGesture {
  /// The pinch's state.
  public struct Value: Equatable, Sendable {
    /// When the pinch last changed.
    public var time: Date
    /// How much the pinch magnifies.
    public var magnification: CGFloat
    /// How fast the magnification changes, a second.
    public var velocity: CGFloat
    /// Where the pinch began, in the view's unit space.
    public var startAnchor: UnitPoint
    /// Where the pinch began.
    public var startLocation: CGPoint
  }
  /// How much the scale changes before the pinch begins.
  public var minimumScaleDelta: CGFloat
  /// A pinch beginning after `minimumScaleDelta`.
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

extension MagnifyGesture: Gesture, PrimitiveGesture {
  /// A primitive gesture has no body.
  public typealias Body = Never
  var record: GestureRecord { GestureRecord(name: "MagnifyGesture") }
}

/// A pinch, reporting its scale (the form before `MagnifyGesture`).
@available(*, deprecated, renamed: "MagnifyGesture")
public struct MagnificationGesture {
  /// How much the scale changes before the pinch begins.
  public var minimumScaleDelta: CGFloat
  /// A pinch beginning after `minimumScaleDelta`.
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

@available(*, deprecated, renamed: "MagnifyGesture")
extension MagnificationGesture: Gesture, PrimitiveGesture {
  /// The scale.
  public typealias Value = CGFloat
  /// A primitive gesture has no body.
  public typealias Body = Never
  var record: GestureRecord { GestureRecord(name: "MagnificationGesture") }
}

/// A two-finger rotation.
public struct RotateGesture {
  /// The rotation's state.
  public struct Value: Equatable, Sendable {
    /// When the rotation last changed.
    public var time: Date
    /// How far it turned.
    public var rotation: Angle
    /// How fast it turns, a second.
    public var velocity: Angle
    /// Where it began, in the view's unit space.
    public var startAnchor: UnitPoint
    /// Where it began.
    public var startLocation: CGPoint
  }
  /// How far the fingers turn before the rotation begins.
  public var minimumAngleDelta: Angle
  /// A rotation beginning after `minimumAngleDelta`.
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

extension RotateGesture: Gesture, PrimitiveGesture {
  /// A primitive gesture has no body.
  public typealias Body = Never
  var record: GestureRecord { GestureRecord(name: "RotateGesture") }
}

/// A two-finger rotation, reporting its angle (the form before `RotateGesture`).
@available(*, deprecated, renamed: "RotateGesture")
public struct RotationGesture {
  /// How far the fingers turn before the rotation begins.
  public var minimumAngleDelta: Angle
  /// A rotation beginning after `minimumAngleDelta`.
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

@available(*, deprecated, renamed: "RotateGesture")
extension RotationGesture: Gesture, PrimitiveGesture {
  /// The rotation.
  public typealias Value = Angle
  /// A primitive gesture has no body.
  public typealias Body = Never
  var record: GestureRecord { GestureRecord(name: "RotationGesture") }
}

/// One or more taps, reporting where they landed; a keyboard tap lands at the origin.
public struct SpatialTapGesture {
  /// Where the taps landed.
  public struct Value: Equatable, @unchecked Sendable {
    /// The location, in the gesture's coordinate space.
    public var location: CGPoint
  }
  /// How many taps.
  public var count: Int
  /// The space the location is in.
  public var coordinateSpace: CoordinateSpace

  /// A gesture of `count` taps located in `coordinateSpace`.
  @available(*, deprecated, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @_disfavoredOverload
  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace
  }

  /// A gesture of `count` taps located in `coordinateSpace`.
  public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace.coordinateSpace
  }
}

extension SpatialTapGesture: Gesture, PrimitiveGesture {
  /// A primitive gesture has no body.
  public typealias Body = Never
  var record: GestureRecord {
    GestureRecord(
      name: "SpatialTapGesture(count: \(count))", kind: .tap, endValue: Value(location: .zero))
  }
}
