/// A configuration for a navigation bar that represents a view at the top of a navigation
/// stack.
public struct NavigationBarItem: Sendable {
  /// A style for displaying the title of a navigation bar.
  public enum TitleDisplayMode: Sendable, Hashable, CustomStringConvertible {
    /// Inherit the display mode from the previous navigation item.
    case automatic
    /// Display the title within the standard bounds of the navigation bar.
    case inline
    /// Display a large title within an expanded navigation bar.
    case large

    /// The mode as Swift source.
    public var description: String {
      switch self {
      case .automatic: ".automatic"
      case .inline: ".inline"
      case .large: ".large"
      }
    }
  }
}
