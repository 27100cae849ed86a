/// Holds ``NavigationBarItem/TitleDisplayMode``, the value `navigationBarTitleDisplayMode(_:)`
/// takes; there is no bar item object of its own here.
public struct NavigationBarItem: Sendable {
  /// How a screen's title sits in its navigation bar. The mode is recorded on the bar's element;
  /// the browser draws a large title below the bar's buttons or an inline one centred between them.
  public enum TitleDisplayMode: Sendable, Hashable, CustomStringConvertible {
    /// No choice made: recorded as such, and the browser draws the title large.
    case automatic
    /// A small title, centred in the bar beside its buttons.
    case inline
    /// A big title on its own line below the bar's buttons, aligned to the leading edge.
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
