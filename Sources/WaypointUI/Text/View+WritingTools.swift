import WaypointCore

extension View {
  /// Sets how much of Writing Tools the text views in this view offer: the environment's
  /// `writingToolsBehavior` below (recorded; Linux has no Writing Tools).
  @available(iOS 18.0, macOS 15.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  nonisolated public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> some View {
    setting(\.writingToolsBehavior, behavior, recording: ".writingToolsBehavior(\(behavior))")
  }

  /// Shows or hides the Writing Tools button of the text views in this view (recorded; Linux
  /// has no Writing Tools).
  @available(iOS 18.4, macOS 15.4, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  nonisolated public func writingToolsAffordanceVisibility(_ visibility: Visibility) -> some View {
    recorded(".writingToolsAffordanceVisibility(.\(visibility))")
  }
}
