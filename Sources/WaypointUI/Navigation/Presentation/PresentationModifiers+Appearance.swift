import Foundation
import WaypointCore

extension View {
  /// Sets a view as the background of the presentation this view is in (recorded: a
  /// terminal's panels draw their own background).
  nonisolated public func presentationBackground<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    recorded(".presentationBackground(alignment: \(alignment), content: \(V.self))")
  }

  /// Lets people interact with the view behind the sheet this view is in (recorded: a
  /// terminal's modal panel keeps the keyboard).
  nonisolated public func presentationBackgroundInteraction(
    _ interaction: PresentationBackgroundInteraction
  ) -> some View {
    recorded(".presentationBackgroundInteraction(\(interaction))")
  }

  /// Sets how the presentation this view is in adapts at compact size (recorded: the layer's
  /// kind decides its form here).
  nonisolated public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation)
    -> some View
  {
    recorded(".presentationCompactAdaptation(\(adaptation))")
  }

  /// Sets how the presentation this view is in adapts in compact width and in compact height
  /// (recorded: the layer's kind decides its form here).
  nonisolated public func presentationCompactAdaptation(
    horizontal horizontalAdaptation: PresentationAdaptation,
    vertical verticalAdaptation: PresentationAdaptation
  ) -> some View {
    recorded(
      ".presentationCompactAdaptation(horizontal: \(horizontalAdaptation), "
        + "vertical: \(verticalAdaptation))")
  }

  /// Sets the corner radius of the presentation this view is in (recorded: a terminal's panel
  /// corners are characters).
  nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
    recorded(".presentationCornerRadius(\(cornerRadius.map { Font.number($0) } ?? "nil"))")
  }

  /// Sets whether swipes on the sheet's scrollable content resize the sheet or scroll (recorded:
  /// a terminal does not swipe).
  nonisolated public func presentationContentInteraction(
    _ behavior: PresentationContentInteraction
  ) -> some View {
    recorded(".presentationContentInteraction(\(behavior))")
  }
}
