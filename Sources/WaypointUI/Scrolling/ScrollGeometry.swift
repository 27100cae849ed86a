import Foundation

/// A scroll view's geometry: where its content is scrolled to, and how big it and the content
/// are.
public struct ScrollGeometry: Equatable, Sendable, CustomDebugStringConvertible {
  /// How far the content is scrolled, from its top leading corner inside the insets.
  public var contentOffset: CGPoint
  /// The full extent of the scrolled content in points, hidden parts included.
  public var contentSize: CGSize
  /// The insets around the content.
  public var contentInsets: EdgeInsets
  /// The scroll view's own frame size in points; `bounds` has this size.
  public var containerSize: CGSize

  /// The geometry of the given parts.
  public init(
    contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize
  ) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    self.containerSize = containerSize
  }

  /// The scroll view's rectangle, in the content's space.
  public var bounds: CGRect {
    CGRect(origin: contentOffset, size: containerSize)
  }

  /// The part of the content shown: the bounds less the insets.
  public var visibleRect: CGRect {
    CGRect(
      x: contentOffset.x + contentInsets.leading, y: contentOffset.y + contentInsets.top,
      width: max(containerSize.width - contentInsets.leading - contentInsets.trailing, 0),
      height: max(containerSize.height - contentInsets.top - contentInsets.bottom, 0))
  }

  /// The geometry as a short phrase.
  public var debugDescription: String {
    "ScrollGeometry(contentOffset: \(contentOffset), contentSize: \(contentSize), "
      + "containerSize: \(containerSize))"
  }
}

/// Where a scroll view is in a scroll.
@frozen
public enum ScrollPhase: Hashable, Sendable, CustomDebugStringConvertible {
  /// Not scrolling.
  case idle
  /// A person touched it and may scroll.
  case tracking
  /// A person is scrolling it.
  case interacting
  /// It is slowing down after a person let go.
  case decelerating
  /// It is scrolling to a position set in code.
  case animating

  /// Whether it is moving.
  public var isScrolling: Bool { self != .idle }

  /// The phase as Swift source.
  public var debugDescription: String {
    switch self {
    case .idle: ".idle"
    case .tracking: ".tracking"
    case .interacting: ".interacting"
    case .decelerating: ".decelerating"
    case .animating: ".animating"
    }
  }
}

/// What a scroll phase change reports besides the phases.
public struct ScrollPhaseChangeContext: Sendable {
  /// The scroll view's geometry at the change.
  public let geometry: ScrollGeometry
  /// How fast it moves, if a person is moving it.
  public let velocity: CGVector?
}

// A terminal scrolls to follow its focus and reports no geometry: these are recorded.

extension View {
  /// Calls `action` when the value `transform` makes of this scroll view's geometry changes
  /// (recorded: the terminal reports no scroll geometry).
  nonisolated public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    recorded(".onScrollGeometryChange(for: \(_typeName(T.self, qualified: false)).self)")
  }

  /// Calls `action` as this scroll view's phase changes (recorded: it stays `.idle` here).
  nonisolated public func onScrollPhaseChange(
    _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void
  ) -> some View {
    recorded(".onScrollPhaseChange(action)")
  }

  /// Calls `action` as this scroll view's phase changes, with its context (recorded).
  nonisolated public func onScrollPhaseChange(
    _ action:
      @escaping (
        _ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext
      ) -> Void
  ) -> some View {
    recorded(".onScrollPhaseChange(action)")
  }

  /// Calls `action` as this view scrolls into or out of view past `threshold` (recorded).
  nonisolated public func onScrollVisibilityChange(
    threshold: Double = 0.5, _ action: @escaping (Bool) -> Void
  ) -> some View {
    recorded(".onScrollVisibilityChange(threshold: \(threshold))")
  }

  /// Calls `action` with the ids of the scroll target views shown past `threshold` (recorded).
  nonisolated public func onScrollTargetVisibilityChange<ID: Hashable>(
    idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void
  ) -> some View {
    recorded(
      ".onScrollTargetVisibilityChange(idType: \(_typeName(ID.self, qualified: false)).self, "
        + "threshold: \(threshold))")
  }
}
