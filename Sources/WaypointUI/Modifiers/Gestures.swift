import Foundation

/// An interaction a view responds to.
///
/// A tap reaches a view as `ElementAction.tap` (Enter in the terminal) and a long press as
/// `ElementAction.showContextMenu`, the element's alternative action; drags, pinches and
/// rotations have no keyboard form and are recorded on the view's elements.
@MainActor @preconcurrency
public protocol Gesture<Value> {
  /// What the gesture reports as it changes and ends.
  associatedtype Value
  /// The type of gesture this one is made of.
  associatedtype Body: Gesture
  /// The gesture this one is made of.
  var body: Body { get }
}

extension Never: Gesture {
  /// `Never` reports nothing.
  public typealias Value = Never
}

extension Gesture where Body == Never {
  /// A primitive gesture has no body; Waypoint never reads it.
  public var body: Never { primitiveBody(Self.self) }
}

/// What Waypoint makes of a gesture: its name, which keyboard action performs it, the value it
/// ends with when performed that way, and the actions it then runs.
struct GestureRecord {
  /// The element action a gesture is performed by.
  enum Kind {
    /// No keyboard form: recorded only.
    case none
    /// A tap: `ElementAction.tap`.
    case tap
    /// A long press: `ElementAction.showContextMenu`, the alternative action.
    case longPress
  }

  /// The gesture as Swift source: `TapGesture(count: 1)`, `DragGesture`.
  var name: String
  var kind: Kind = .none
  /// The value the gesture ends with when a keyboard performs it.
  var endValue: Any?
  /// What performing the gesture runs, in order.
  var actions: [() -> Void] = []
  /// Whether there is no gesture at all (a `nil` optional gesture): a view given one is left
  /// as it is.
  var isAbsent = false
}

/// A gesture Waypoint knows directly, without reading its `body`.
@MainActor
protocol PrimitiveGesture {
  /// What Waypoint makes of the gesture.
  var record: GestureRecord { get }
}

/// What Waypoint makes of `gesture`: its own record, or its body's under its own name.
@MainActor
func gestureRecord<G: Gesture>(_ gesture: G) -> GestureRecord {
  if let primitive = gesture as? any PrimitiveGesture { return primitive.record }
  guard G.Body.self != Never.self else {
    return GestureRecord(name: _typeName(G.self, qualified: false))
  }
  var record = gestureRecord(gesture.body)
  record.name = _typeName(G.self, qualified: false)
  return record
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

// A name is a hashable value that views only compare.
extension CoordinateSpace: @unchecked Sendable {}

extension View {
  /// Attaches `gesture`: a tap is the view's tap action, a long press its alternative action
  /// (`showContextMenu`), and others are recorded.
  nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  {
    modifier(GestureModifier(gesture: gesture, form: "gesture", mask: mask))
  }

  /// Attaches `gesture` alongside the view's own gestures.
  nonisolated public func simultaneousGesture<T: Gesture>(
    _ gesture: T, including mask: GestureMask = .all
  ) -> some View {
    modifier(GestureModifier(gesture: gesture, form: "simultaneousGesture", mask: mask))
  }

  /// Attaches `gesture` ahead of the view's own gestures.
  nonisolated public func highPriorityGesture<T: Gesture>(
    _ gesture: T, including mask: GestureMask = .all
  ) -> some View {
    modifier(GestureModifier(gesture: gesture, form: "highPriorityGesture", mask: mask))
  }

  /// Runs `action` when the view is long-pressed: the element's alternative action
  /// (`ElementAction.showContextMenu`), with `onPressingChanged` told `true` then `false`.
  nonisolated public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    modifier(
      AddedAction(kind: .showContextMenu) { _ in
        onPressingChanged?(true)
        action()
        onPressingChanged?(false)
      })
  }
}

/// Which gestures of a view and its subviews respond.
@frozen
public struct GestureMask: OptionSet, Sendable {
  /// The mask's bits.
  public let rawValue: UInt32
  /// A mask of `rawValue`.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// None.
  public static let none = GestureMask([])
  /// The view's own.
  public static let gesture = GestureMask(rawValue: 1)
  /// Its subviews'.
  public static let subviews = GestureMask(rawValue: 2)
  /// Both.
  public static let all = GestureMask(rawValue: 3)
}

/// A gesture on a view: a tap or alternative action when a keyboard can perform it, a record
/// otherwise.
struct GestureModifier<G: Gesture> {
  let gesture: G
  /// `gesture`, `simultaneousGesture` or `highPriorityGesture`.
  let form: String
  let mask: GestureMask
  var isEnabled = true
}

extension GestureModifier: ViewModifier {
  func body(content: Content) -> some View {
    let record = gestureRecord(gesture)
    let actions = record.actions
    let active = isEnabled && mask.contains(.gesture) && !actions.isEmpty
    if record.isAbsent {
      content
    } else {
      switch (active, record.kind) {
      case (true, .tap):
        // swift-format-ignore: ReplaceForEachWithForLoop
        content.modifier(AddedAction(kind: .tap) { _ in actions.forEach { $0() } })
      case (true, .longPress):
        // swift-format-ignore: ReplaceForEachWithForLoop
        content.modifier(AddedAction(kind: .showContextMenu) { _ in actions.forEach { $0() } })
      default:
        content.recorded(".\(form)(\(record.name))")
      }
    }
  }
}
