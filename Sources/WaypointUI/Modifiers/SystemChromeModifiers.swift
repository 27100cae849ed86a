import Foundation

/// Modifiers of the system around an app — its status bar, type-to-select, the pencil — that a
/// terminal or browser does not have; each is recorded on the semantic tree.
extension View {
  /// Hides the system status bar while this view shows (recorded: a terminal has none).
  @available(iOS 13.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func statusBarHidden(_ hidden: Bool = true) -> some View {
    recorded(".statusBarHidden(\(hidden))")
  }

  /// Hides the system status bar (the form before `statusBarHidden`; recorded).
  @available(*, deprecated, renamed: "statusBarHidden(_:)")
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "statusBarHidden(_:)")
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func statusBar(hidden: Bool) -> some View {
    recorded(".statusBar(hidden: \(hidden))")
  }

  /// Gives this view an item provider to drag or copy; a view with one can be dragged, as with
  /// `onDrag`.
  nonisolated public func itemProvider(_ action: (() -> NSItemProvider?)?) -> some View {
    modifier(OptionalAttributeModifier(attributes: action == nil ? [] : [.draggable]))
  }

  /// Runs `action` when Apple Pencil is double-tapped while this view shows (recorded: no
  /// pencil is paired with Linux).
  @available(iOS 17.5, macOS 14.5, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  nonisolated public func onPencilDoubleTap(
    perform action: @escaping (_ value: PencilDoubleTapGestureValue) -> Void
  ) -> some View {
    recorded(".onPencilDoubleTap")
  }

  /// Runs `action` as Apple Pencil is squeezed while this view shows (recorded: no pencil is
  /// paired with Linux).
  @available(iOS 17.5, macOS 14.5, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  nonisolated public func onPencilSqueeze(
    perform action: @escaping (_ phase: PencilSqueezeGesturePhase) -> Void
  ) -> some View {
    recorded(".onPencilSqueeze")
  }
}
