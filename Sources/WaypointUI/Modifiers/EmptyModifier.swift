/// A modifier that leaves the view it is applied to as it is: the identity of modifiers, for
/// code that picks a modifier conditionally.
@frozen
public struct EmptyModifier: ViewModifier {
  /// The modifier that changes nothing.
  public static let identity = EmptyModifier()

  /// A modifier that changes nothing.
  nonisolated public init() {}

  /// The content, unchanged.
  public func body(content: EmptyModifier.Content) -> EmptyModifier.Content { content }
}
