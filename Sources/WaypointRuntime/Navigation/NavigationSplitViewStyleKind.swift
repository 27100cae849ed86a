/// A split view's style as the semantic tree records it.
public enum NavigationSplitViewStyleKind: String, Sendable, Equatable, CustomStringConvertible {
  /// `.automatic`: columns resolve as `.balanced` does.
  case automatic
  /// `.balanced`: the leading columns share the width with the detail.
  case balanced
  /// `.prominentDetail`: the detail keeps its size; leading columns show only when asked.
  case prominentDetail

  /// The style as Swift source: `.balanced`.
  public var description: String { "." + rawValue }
}
