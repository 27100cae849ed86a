import Foundation

extension View {
  /// Attaches `gesture` if `isEnabled`.
  nonisolated public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
    modifier(GestureModifier(gesture: gesture, form: "gesture", mask: .all, isEnabled: isEnabled))
  }

  /// Attaches `gesture` ahead of the view's own gestures if `isEnabled`.
  nonisolated public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool)
    -> some View
  {
    modifier(
      GestureModifier(
        gesture: gesture, form: "highPriorityGesture", mask: .all, isEnabled: isEnabled))
  }

  /// Attaches `gesture` alongside the view's own gestures if `isEnabled`.
  nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool)
    -> some View
  {
    modifier(
      GestureModifier(
        gesture: gesture, form: "simultaneousGesture", mask: .all, isEnabled: isEnabled))
  }

  /// Attaches `gesture`, named `name` for gesture dependencies, if `isEnabled`.
  nonisolated public func gesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true)
    -> some View
  {
    modifier(GestureModifier(gesture: gesture, form: "gesture", mask: .all, isEnabled: isEnabled))
  }

  /// Attaches `gesture`, named `name`, ahead of the view's own gestures if `isEnabled`.
  nonisolated public func highPriorityGesture<T: Gesture>(
    _ gesture: T, name: String, isEnabled: Bool = true
  ) -> some View {
    modifier(
      GestureModifier(
        gesture: gesture, form: "highPriorityGesture", mask: .all, isEnabled: isEnabled))
  }

  /// Attaches `gesture`, named `name`, alongside the view's own gestures if `isEnabled`.
  nonisolated public func simultaneousGesture<T: Gesture>(
    _ gesture: T, name: String, isEnabled: Bool = true
  ) -> some View {
    modifier(
      GestureModifier(
        gesture: gesture, form: "simultaneousGesture", mask: .all, isEnabled: isEnabled))
  }

  /// Runs `action` with the tap's location when the view is tapped `count` times
  /// (`ElementAction.tap`; a keyboard tap lands at the origin).
  nonisolated public func onTapGesture(
    count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
    perform action: @escaping (CGPoint) -> Void
  ) -> some View {
    modifier(AddedAction(kind: .tap) { _ in action(.zero) })
  }

  /// Runs `action` with the tap's location when the view is tapped `count` times
  /// (`ElementAction.tap`; a keyboard tap lands at the origin).
  @available(*, deprecated, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @_disfavoredOverload
  nonisolated public func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace = .local,
    perform action: @escaping (CGPoint) -> Void
  ) -> some View {
    modifier(AddedAction(kind: .tap) { _ in action(.zero) })
  }

  /// Runs `action` when the view is long-pressed, telling `pressing` as the press starts and
  /// ends (the element's alternative action, as `onLongPressGesture(perform:)` is).
  @available(
    *, deprecated,
    renamed: "onLongPressGesture(minimumDuration:maximumDuration:perform:onPressingChanged:)"
  )
  @_disfavoredOverload
  nonisolated public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void
  ) -> some View {
    modifier(
      AddedAction(kind: .showContextMenu) { _ in
        pressing?(true)
        action()
        pressing?(false)
      })
  }

  /// Gives the app's gestures precedence over the system's at `edges` (recorded: a terminal
  /// has no system edge gestures).
  nonisolated public func defersSystemGestures(on edges: Edge.Set) -> some View {
    recorded(".defersSystemGestures(on: \(edges))")
  }
}
