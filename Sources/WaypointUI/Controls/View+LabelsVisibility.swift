import Foundation
import WaypointCore

extension View {
  /// Shows or hides the labels of the controls in this view: the environment's
  /// `labelsVisibility` below (recorded: renderers decide how a hidden label shows).
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func labelsVisibility(_ visibility: Visibility) -> some View {
    setting(\.labelsVisibility, visibility, recording: ".labelsVisibility(.\(visibility))")
  }

  /// Keeps `width` for the icons of labels in this view so their titles line up: the
  /// environment's `labelReservedIconWidth` below (recorded).
  @available(iOS 26.0, macOS 26.0, watchOS 26.0, visionOS 26.0, *)
  @available(tvOS, unavailable)
  nonisolated public func labelReservedIconWidth(_ width: CGFloat) -> some View {
    setting(
      \.labelReservedIconWidth, width, recording: ".labelReservedIconWidth(\(Font.number(width)))")
  }
}
