/// A navigation transition as a renderer reads it.
public enum RecordedNavigationTransition: Sendable, Hashable, CustomStringConvertible {
  /// The platform's own transition.
  case automatic
  /// Zooming out of the view marked as the source with the same identifier and namespace.
  case zoom(TransitionMatch)

  /// The transition as Swift source.
  public var description: String {
    switch self {
    case .automatic: ".automatic"
    case .zoom(let source): ".zoom(sourceID: \(source.id), in: namespace)"
    }
  }
}
