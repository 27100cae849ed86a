import Foundation

extension View {
  /// Records `opacity` (0 is invisible, 1 unchanged) on the element: a browser applies it as
  /// CSS `opacity`, and a terminal dims text below 0.6.
  nonisolated public func opacity(_ opacity: Double) -> some View {
    attribute(.opacity(opacity))
  }

  /// Records a shadow of `color` blurred by `radius` and offset by `x` and `y` points on the
  /// element; renderers draw the view without it.
  nonisolated public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> some View {
    attribute(.shadow(color: color, radius: radius, x: x, y: y))
  }

  /// Hides this view unconditionally; it keeps its place and its state.
  nonisolated public func hidden() -> some View {
    attribute(.hidden)
  }

  /// Records `animation` with `value`'s description on the element; changes to the view are
  /// not animated.
  nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    attribute(.animation(animation, value: "\(value)"))
  }

  /// Records `animation`, tied to no value, on the element; changes are not animated.
  @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
  @available(
    iOS, introduced: 13.0, deprecated: 15.0,
    message: "Use withAnimation or animation(_:value:) instead."
  )
  nonisolated public func animation(_ animation: Animation?) -> some View {
    attribute(.animation(animation, value: nil))
  }

  /// When `disabled` is true, turns `isEnabled` off below and records it: controls show
  /// dimmed and ignore input, and the driver refuses them. False leaves an outer setting alone.
  nonisolated public func disabled(_ disabled: Bool) -> some View {
    modifier(DisabledModifier(isDisabled: disabled))
  }
}

/// `.disabled(_:)`: records the attribute and turns `isEnabled` off for the content.
struct DisabledModifier {
  let isDisabled: Bool
}

extension DisabledModifier: PrimitiveModifier {
  func update<Content: View>(content: Content, in node: Node) {
    let environment = node.derivedEnvironment(value: isDisabled) { environment, disabled in
      if disabled { environment.isEnabled = false }
    }
    node.reconcile { $0.add(content, key: .index(0), environment: environment) }
  }

  func output(in node: Node) -> NodeOutput {
    node.childrenOutput(adding: .disabled(isDisabled))
  }
}
