/// How a pushed screen or a presented sheet comes in.
public protocol NavigationTransition: Sendable {
  /// The transition as recorded on the semantic tree.
  var recorded: RecordedNavigationTransition { get }
}

/// The platform's own transition.
public struct AutomaticNavigationTransition: NavigationTransition {
  /// See `NavigationTransition`.
  public var recorded: RecordedNavigationTransition { .automatic }
}

/// A transition zooming out of a source view (`matchedTransitionSource(id:in:)`).
public struct ZoomNavigationTransition: NavigationTransition {
  let source: TransitionMatch
  /// See `NavigationTransition`.
  public var recorded: RecordedNavigationTransition { .zoom(source) }
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
  /// The platform's own transition.
  public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
  /// Zooms out of the view marked `matchedTransitionSource(id: sourceID, in: namespace)`.
  public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID)
    -> ZoomNavigationTransition
  {
    ZoomNavigationTransition(source: TransitionMatch(id: sourceID, namespace: namespace))
  }
}

/// The configuration `matchedTransitionSource(id:in:configuration:)` starts from.
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {}

/// How a transition's source looks while it transitions (its background, clip shape, shadow).
public protocol MatchedTransitionSourceConfiguration: Sendable {}

extension MatchedTransitionSourceConfiguration {
  /// The source's background while it transitions (accepted; renderers draw no morph).
  public func background(_ style: Color) -> Self { self }
  /// The source's clip shape while it transitions (accepted; renderers draw no morph).
  public func clipShape(_ shape: some Shape) -> Self { self }
}

extension View {
  /// Marks this view as the source a `.zoom(sourceID:in:)` transition zooms out of.
  nonisolated public func matchedTransitionSource(
    id: some Hashable, in namespace: Namespace.ID
  ) -> some View {
    attribute(.matchedTransitionSource(TransitionMatch(id: id, namespace: namespace)))
  }

  /// Marks this view as a transition source, styled by `configuration` while it transitions.
  nonisolated public func matchedTransitionSource(
    id: some Hashable, in namespace: Namespace.ID,
    configuration: (EmptyMatchedTransitionSourceConfiguration) ->
      some MatchedTransitionSourceConfiguration
  ) -> some View {
    attribute(.matchedTransitionSource(TransitionMatch(id: id, namespace: namespace)))
  }

  /// Sets how this pushed screen or presented sheet comes in, such as zooming out of a source.
  nonisolated public func navigationTransition(_ style: some NavigationTransition) -> some View {
    attribute(.navigationTransition(style.recorded))
  }
}
