/// The direction in which a text selection's insertion point leans, where a line wraps or the
/// writing direction changes.
public enum TextSelectionAffinity: Equatable, Hashable, Sendable {
  /// The platform's choice for the context.
  case automatic
  /// Towards the character before the insertion point.
  case upstream
  /// Towards the character after the insertion point.
  case downstream
}
