/// The sizes a control can be drawn in, from smallest to largest.
public enum ControlSize: CaseIterable, Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The smallest size.
  case mini
  /// A small size.
  case small
  /// The default size.
  case regular
  /// A large size.
  case large
  /// The largest size.
  case extraLarge

  /// The size as Swift source (`.large`).
  public var description: String {
    switch self {
    case .mini: ".mini"
    case .small: ".small"
    case .regular: ".regular"
    case .large: ".large"
    case .extraLarge: ".extraLarge"
    }
  }
}
