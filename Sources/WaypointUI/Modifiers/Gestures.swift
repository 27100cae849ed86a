import Foundation

/// An interaction a view responds to. Taps reach a view as `ElementAction.tap` (Enter in the
/// terminal); drags, presses, pinches and rotations have no keyboard form and are recorded.
public protocol Gesture {
  /// What the gesture reports as it changes and ends.
  associatedtype Value
  /// The tap a keyboard or a driver can perform, when this gesture is one.
  var tapAction: (() -> Void)? { get }
  /// The gesture as Swift source, for the semantic tree.
  var recordedName: String { get }
}

extension Gesture {
  /// Not a tap.
  public var tapAction: (() -> Void)? { nil }
}

/// A gesture with actions attached by `onChanged` and `onEnded`.
public struct GestureWithActions<Base: Gesture>: Gesture {
  /// The base gesture's value.
  public typealias Value = Base.Value
  let base: Base
  let ended: ((Base.Value) -> Void)?
  let tap: (() -> Void)?

  /// The tap the gesture ends with, when it is a tap gesture with an `onEnded` action.
  public var tapAction: (() -> Void)? { tap }
  /// The base gesture's name.
  public var recordedName: String { base.recordedName }
}

extension Gesture {
  /// Adds an action run as the gesture's value changes.
  public func onChanged(_ action: @escaping (Value) -> Void) -> GestureWithActions<Self> {
    GestureWithActions(base: self, ended: nil, tap: tapAction)
  }

  /// Adds an action run when the gesture ends.
  public func onEnded(_ action: @escaping (Value) -> Void) -> GestureWithActions<Self> {
    // A tap's value is `Void`, so its end can be performed without one.
    let tap: (() -> Void)? =
      self is TapGesture ? { if let value = () as? Value { action(value) } } : nil
    return GestureWithActions(base: self, ended: action, tap: tap ?? tapAction)
  }
}

/// One or more taps.
public struct TapGesture: Gesture {
  /// A tap reports nothing.
  public typealias Value = Void
  /// How many taps.
  public var count: Int
  /// A gesture of `count` taps.
  public init(count: Int = 1) { self.count = count }
  /// `TapGesture(count:)`.
  public var recordedName: String { "TapGesture(count: \(count))" }
}

/// A press held for a while.
public struct LongPressGesture: Gesture {
  /// Whether the press is still held.
  public typealias Value = Bool
  /// How long the press must last.
  public var minimumDuration: Double
  /// A press of at least `minimumDuration` seconds.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
  }
  /// `LongPressGesture`.
  public var recordedName: String { "LongPressGesture" }
}

/// A drag, reporting where it started, where it is and how far it moved.
public struct DragGesture: Gesture {
  /// A drag's positions.
  public struct Value: Equatable, Sendable {
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
    /// When the drag last moved.
    public var time: Date
  }
  /// A drag beginning after `minimumDistance`.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
  /// `DragGesture`.
  public var recordedName: String { "DragGesture" }
}

/// A pinch.
public struct MagnifyGesture: Gesture {
  /// The pinch's magnification.
  public struct Value: Equatable, Sendable {
    /// How much the pinch magnifies.
    public var magnification: CGFloat
  }
  /// A pinch beginning after `minimumScaleDelta`.
  public init(minimumScaleDelta: CGFloat = 0.01) {}
  /// `MagnifyGesture`.
  public var recordedName: String { "MagnifyGesture" }
}

/// A pinch, reporting its scale (the form before `MagnifyGesture`).
public struct MagnificationGesture: Gesture {
  /// The scale.
  public typealias Value = CGFloat
  /// A pinch beginning after `minimumScaleDelta`.
  public init(minimumScaleDelta: CGFloat = 0.01) {}
  /// `MagnificationGesture`.
  public var recordedName: String { "MagnificationGesture" }
}

/// A two-finger rotation.
public struct RotationGesture: Gesture {
  /// The rotation.
  public typealias Value = Angle
  /// A rotation beginning after `minimumAngleDelta`.
  public init(minimumAngleDelta: Angle = .degrees(1)) {}
  /// `RotationGesture`.
  public var recordedName: String { "RotationGesture" }
}

/// A named or built-in coordinate space.
public enum CoordinateSpace: Hashable {
  /// The whole window's.
  case global
  /// The view's own.
  case local
  /// The space a view named with `.coordinateSpace(name:)`.
  case named(AnyHashable)
}

extension View {
  /// Attaches `gesture`: a tap gesture is the view's tap action, others are recorded.
  nonisolated public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
    -> some View
  {
    modifier(GestureModifier(name: gesture.recordedName, tap: gesture.tapAction))
  }

  /// Attaches `gesture` alongside the view's own.
  nonisolated public func simultaneousGesture<G: Gesture>(
    _ gesture: G, including mask: GestureMask = .all
  ) -> some View {
    modifier(GestureModifier(name: gesture.recordedName, tap: gesture.tapAction))
  }

  /// Attaches `gesture` ahead of the view's own.
  nonisolated public func highPriorityGesture<G: Gesture>(
    _ gesture: G, including mask: GestureMask = .all
  ) -> some View {
    modifier(GestureModifier(name: gesture.recordedName, tap: gesture.tapAction))
  }

  /// Runs `action` when a press is held for `minimumDuration` (recorded; no keyboard form).
  nonisolated public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    attribute(.drawing(".onLongPressGesture"))
  }
}

/// Which gestures of a view and its subviews respond.
public struct GestureMask: OptionSet, Sendable {
  /// The mask's bits.
  public let rawValue: Int
  /// A mask of `rawValue`.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// None.
  public static let none = GestureMask([])
  /// The view's own.
  public static let gesture = GestureMask(rawValue: 1)
  /// Its subviews'.
  public static let subviews = GestureMask(rawValue: 2)
  /// Both.
  public static let all = GestureMask(rawValue: 3)
}

/// A gesture on a view: a tap action when it is a tap, a record otherwise.
struct GestureModifier {
  let name: String
  let tap: (() -> Void)?
}

extension GestureModifier: ViewModifier {
  func body(content: Content) -> some View {
    if let tap {
      content.modifier(AddedAction(kind: .tap) { _ in tap() })
    } else {
      content.attribute(.drawing(".gesture(\(name))"))
    }
  }
}
