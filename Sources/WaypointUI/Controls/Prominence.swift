/// How prominent a view is among the views around it, such as a section's header.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum Prominence: Hashable, Sendable, CustomStringConvertible {
  /// The standard prominence.
  case standard
  /// More prominent than the standard.
  case increased

  /// The prominence as Swift source: `.increased`.
  public var description: String { self == .standard ? ".standard" : ".increased" }
}
