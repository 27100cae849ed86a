import Foundation

/// Where content margins apply: a scroll view's content, its indicators, or both.
public struct ContentMarginPlacement: Sendable, CustomStringConvertible {
  let name: String
  /// The platform decides.
  public static var automatic: ContentMarginPlacement { ContentMarginPlacement(name: "automatic") }
  /// The scroll view's content.
  public static var scrollContent: ContentMarginPlacement {
    ContentMarginPlacement(name: "scrollContent")
  }
  /// The scroll view's indicators.
  public static var scrollIndicators: ContentMarginPlacement {
    ContentMarginPlacement(name: "scrollIndicators")
  }
  /// The placement as Swift source.
  public var description: String { ".\(name)" }
}

/// Which anchor `defaultScrollAnchor(_:for:)` sets.
public struct ScrollAnchorRole: Hashable, Sendable, CustomStringConvertible {
  let name: String
  /// Where the scroll view starts.
  public static var initialOffset: ScrollAnchorRole { ScrollAnchorRole(name: "initialOffset") }
  /// What stays in place as the content or the scroll view changes size.
  public static var sizeChanges: ScrollAnchorRole { ScrollAnchorRole(name: "sizeChanges") }
  /// How content smaller than the scroll view is aligned.
  public static var alignment: ScrollAnchorRole { ScrollAnchorRole(name: "alignment") }
  /// The role as Swift source.
  public var description: String { ".\(name)" }
}

/// Whether a kind of input scrolls a scroll view.
public struct ScrollInputBehavior: Sendable, Equatable, CustomStringConvertible {
  let name: String
  /// The platform decides.
  public static let automatic = ScrollInputBehavior(name: "automatic")
  /// The input scrolls.
  public static let enabled = ScrollInputBehavior(name: "enabled")
  /// The input does not scroll.
  public static let disabled = ScrollInputBehavior(name: "disabled")
  /// The behaviour as Swift source.
  public var description: String { ".\(name)" }
}

/// A kind of input that can scroll a scroll view.
public struct ScrollInputKind: Sendable, Equatable, CustomStringConvertible {
  let name: String
  /// A hand gesture shortcut (watchOS).
  public static let handGestureShortcut = ScrollInputKind(name: "handGestureShortcut")
  /// Looking at the scroll view's edges (visionOS).
  public static let look = ScrollInputKind(name: "look")
  /// Looking at the scroll view's edges along `axes` (visionOS).
  public static func look(axes: Axis.Set) -> ScrollInputKind {
    ScrollInputKind(name: "look(axes: \(axes))")
  }
  /// The kind as Swift source.
  public var description: String { ".\(name)" }
}

/// How a scroll view keeps its content in place when the content changes.
public struct ScrollContentOffsetAdjustmentBehavior: Sendable, CustomStringConvertible {
  let name: String
  /// The scroll view keeps the content in place.
  public static var automatic: ScrollContentOffsetAdjustmentBehavior {
    ScrollContentOffsetAdjustmentBehavior(name: "automatic")
  }
  /// The scroll view keeps its offset.
  public static var disabled: ScrollContentOffsetAdjustmentBehavior {
    ScrollContentOffsetAdjustmentBehavior(name: "disabled")
  }
  /// The behaviour as Swift source.
  public var description: String { ".\(name)" }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// The coordinate space of the nearest scroll view along `axis`.
  public static func scrollView(axis: Axis) -> Self { .named(ScrollViewSpace(axis: axis)) }
  /// The coordinate space of the nearest scroll view.
  public static var scrollView: NamedCoordinateSpace { .named(ScrollViewSpace(axis: nil)) }
}

/// The name of a scroll view's coordinate space.
private struct ScrollViewSpace: Hashable {
  let axis: Axis?
}

// Modifiers of scroll views a terminal cannot act on: it scrolls line by line to follow its
// focus, draws no indicators and clips to its panes.

extension View {
  /// Adds `insets` of margin at `edges` to scroll content in `placement` (recorded).
  nonisolated public func contentMargins(
    _ edges: Edge.Set = .all, _ insets: EdgeInsets,
    for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    recorded(".contentMargins(\(edges), \(insets), for: \(placement))")
  }

  /// Adds `length` of margin at `edges` to scroll content in `placement` (recorded).
  nonisolated public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?,
    for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    recorded(
      ".contentMargins(\(edges), \(length.map { Font.number($0) } ?? "nil"), for: \(placement))")
  }

  /// Adds `length` of margin on every edge of scroll content in `placement` (recorded).
  nonisolated public func contentMargins(
    _ length: CGFloat, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    recorded(".contentMargins(\(Font.number(length)), for: \(placement))")
  }

  /// Stops scroll views inside from scrolling (`isScrollEnabled` in the environment, and
  /// recorded).
  nonisolated public func scrollDisabled(_ disabled: Bool) -> some View {
    transformEnvironment(\.isScrollEnabled) { if disabled { $0 = false } }
      .recorded(".scrollDisabled(\(disabled))")
  }

  /// Lets scroll content draw outside the scroll view's bounds (recorded).
  nonisolated public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
    recorded(".scrollClipDisabled(\(disabled))")
  }

  /// Sets where scroll views inside start and stay anchored (recorded).
  nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
    recorded(".defaultScrollAnchor(\(anchor?.motionSource ?? "nil"))")
  }

  /// Sets the anchor scroll views inside use for `role` (recorded).
  nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole)
    -> some View
  {
    recorded(".defaultScrollAnchor(\(anchor?.motionSource ?? "nil"), for: \(role))")
  }

  /// Flashes scroll indicators when `value` changes (recorded: no indicators are drawn).
  nonisolated public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View {
    recorded(".scrollIndicatorsFlash(trigger: \(value))")
  }

  /// Flashes scroll indicators when the scroll view appears, if `onAppear` (recorded).
  nonisolated public func scrollIndicatorsFlash(onAppear: Bool) -> some View {
    recorded(".scrollIndicatorsFlash(onAppear: \(onAppear))")
  }

  /// Sets whether `input` scrolls scroll views inside (recorded).
  public func scrollInputBehavior(_ behavior: ScrollInputBehavior, for input: ScrollInputKind)
    -> some View
  {
    recorded(".scrollInputBehavior(\(behavior), for: \(input))")
  }

  /// Hides the scroll edge effect at `edges` (recorded).
  nonisolated public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all)
    -> some View
  {
    recorded(".scrollEdgeEffectHidden(\(hidden), for: \(edges))")
  }

  /// Insets the view's content by `insets`, which count as covered: a view inside that ignores
  /// the safe area reaches into them. (A scroll view is inset itself, its content not
  /// scrolling through them: docs/Divergences.md.)
  nonisolated public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
    attribute(.safeAreaPadding(insets, source: ".safeAreaPadding(\(insets))"))
  }

  /// Insets the view's content by `length` (16 points unless given) at `edges`, as covered.
  nonisolated public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)
    -> some View
  {
    let value = length ?? 16
    let insets = EdgeInsets(
      top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
      bottom: edges.contains(.bottom) ? value : 0,
      trailing: edges.contains(.trailing) ? value : 0)
    return attribute(
      .safeAreaPadding(
        insets,
        source: ".safeAreaPadding(\(edges)\(length.map { ", \(Font.number($0))" } ?? ""))"))
  }

  /// Insets the view's content by `length` on every edge, as covered.
  nonisolated public func safeAreaPadding(_ length: CGFloat) -> some View {
    attribute(
      .safeAreaPadding(
        EdgeInsets(top: length, leading: length, bottom: length, trailing: length),
        source: ".safeAreaPadding(\(Font.number(length)))"))
  }
}

private struct ScrollEnabledKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}

private struct VerticalIndicatorsKey: EnvironmentKey {
  static var defaultValue: ScrollIndicatorVisibility { .automatic }
}

private struct HorizontalIndicatorsKey: EnvironmentKey {
  static var defaultValue: ScrollIndicatorVisibility { .automatic }
}

private struct VerticalBounceKey: EnvironmentKey {
  static var defaultValue: ScrollBounceBehavior { .automatic }
}

private struct HorizontalBounceKey: EnvironmentKey {
  static var defaultValue: ScrollBounceBehavior { .automatic }
}

extension EnvironmentValues {
  /// Whether scroll views inside scroll (`true` unless `scrollDisabled(true)` turns it off).
  public var isScrollEnabled: Bool {
    get { self[ScrollEnabledKey.self] }
    set { self[ScrollEnabledKey.self] = newValue }
  }

  /// Whether vertical scroll indicators show.
  public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
    get { self[VerticalIndicatorsKey.self] }
    set { self[VerticalIndicatorsKey.self] = newValue }
  }

  /// Whether horizontal scroll indicators show.
  public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
    get { self[HorizontalIndicatorsKey.self] }
    set { self[HorizontalIndicatorsKey.self] = newValue }
  }

  /// How scroll views inside bounce vertically.
  public var verticalScrollBounceBehavior: ScrollBounceBehavior {
    get { self[VerticalBounceKey.self] }
    set { self[VerticalBounceKey.self] = newValue }
  }

  /// How scroll views inside bounce horizontally.
  public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
    get { self[HorizontalBounceKey.self] }
    set { self[HorizontalBounceKey.self] = newValue }
  }
}

private struct ScrollTargetAnchorKey: TransactionKey {
  static var defaultValue: UnitPoint? { nil }
}

private struct PreservesVelocityKey: TransactionKey {
  static var defaultValue: Bool { false }
}

private struct OffsetAdjustmentKey: TransactionKey {
  static var defaultValue: ScrollContentOffsetAdjustmentBehavior { .automatic }
}

extension Transaction {
  /// Where a scroll in this transaction places its target.
  public var scrollTargetAnchor: UnitPoint? {
    get { self[ScrollTargetAnchorKey.self] }
    set { self[ScrollTargetAnchorKey.self] = newValue }
  }

  /// Whether a scroll position set in this transaction keeps the scroll's velocity.
  public var scrollPositionUpdatePreservesVelocity: Bool {
    get { self[PreservesVelocityKey.self] }
    set { self[PreservesVelocityKey.self] = newValue }
  }

  /// How scroll views keep their content in place through this transaction's changes.
  public var scrollContentOffsetAdjustmentBehavior: ScrollContentOffsetAdjustmentBehavior {
    get { self[OffsetAdjustmentKey.self] }
    set { self[OffsetAdjustmentKey.self] = newValue }
  }
}
