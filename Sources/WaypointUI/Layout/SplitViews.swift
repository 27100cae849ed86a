import Foundation

/// A layout container that arranges its children in a horizontal line and lets the person
/// resize them (macOS). Waypoint shows the panes side by side, as an `HStack` with no spacing;
/// a terminal has no divider to drag.
@available(macOS 10.15, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct HSplitView<Content: View> {
  let content: Content

  /// Creates a split view of the panes `content` lists, side by side.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

@available(macOS 10.15, *)
extension HSplitView: View {
  /// The panes side by side.
  public var body: some View {
    HStack(spacing: 0) { content }
  }
}

/// A layout container that arranges its children in a vertical line and lets the person resize
/// them (macOS). Waypoint shows the panes one above the other, as a `VStack` with no spacing.
@available(macOS 10.15, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct VSplitView<Content: View> {
  let content: Content

  /// Creates a split view of the panes `content` lists, one above the other.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

@available(macOS 10.15, *)
extension VSplitView: View {
  /// The panes one above the other.
  public var body: some View {
    VStack(spacing: 0) { content }
  }
}
