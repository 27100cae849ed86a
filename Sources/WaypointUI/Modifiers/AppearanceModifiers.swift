import Foundation

extension View {
  /// Sets the transparency of this view.
  nonisolated public func opacity(_ opacity: Double) -> some View {
    attribute(.opacity(opacity))
  }

  /// Adds a shadow to this view.
  nonisolated public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> some View {
    attribute(.shadow(color: color, radius: radius, x: x, y: y))
  }

  /// Hides this view unconditionally; it keeps its place and its state.
  nonisolated public func hidden() -> some View {
    attribute(.hidden)
  }

  /// Applies the given animation to this view when the specified value changes (recorded only).
  nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    attribute(.animation(animation, value: "\(value)"))
  }

  /// Applies the given animation to all animatable values within this view (recorded only).
  @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
  @available(
    iOS, introduced: 13.0, deprecated: 15.0,
    message: "Use withAnimation or animation(_:value:) instead."
  )
  nonisolated public func animation(_ animation: Animation?) -> some View {
    attribute(.animation(animation, value: nil))
  }

  /// Adds a condition that controls whether users can interact with this view.
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
