import Foundation

extension View {
  /// Changes the transaction of changes inside this view (recorded: Waypoint shows every change
  /// at once, so there is no transaction to transform).
  nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void)
    -> some View
  {
    recorded(".transaction(transform)")
  }

  /// Changes the transaction of changes inside this view when `value` changes (recorded, as
  /// `transaction(_:)` is).
  nonisolated public func transaction(
    value: some Equatable, _ transform: @escaping (inout Transaction) -> Void
  ) -> some View {
    recorded(".transaction(value: \(value), transform)")
  }

  /// Changes the transaction of the part of this view that `body` builds (recorded; `body` is
  /// shown as built).
  nonisolated public func transaction<V: View>(
    _ transform: @escaping (inout Transaction) -> Void,
    @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View {
    body(PlaceholderContentView(self)).recorded(".transaction(transform, body)")
  }

  /// Animates the part of this view that `body` builds with `animation` (recorded; `body` is
  /// shown as built, its changes at once).
  nonisolated public func animation<V: View>(
    _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View {
    body(PlaceholderContentView(self)).recorded(
      ".animation(\(animation.map(\.description) ?? "nil"), body)")
  }
}

extension ViewModifier {
  /// This modifier with a transaction transform (recorded, as `View.transaction(_:)` is).
  nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void)
    -> some ViewModifier
  {
    concat(AttributeModifier(attribute: .drawing(".transaction(transform)")))
  }

  /// This modifier, animating its changes with `animation` (recorded, as `View.animation(_:)`
  /// is).
  nonisolated public func animation(_ animation: Animation?) -> some ViewModifier {
    concat(AttributeModifier(attribute: .animation(animation, value: nil)))
  }
}
