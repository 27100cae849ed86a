/// The size classes, like regular or small, that you can apply to controls within a view.
public enum ControlSize: CaseIterable, Sendable, Hashable, CustomStringConvertible {
  /// A control version that is minimally sized.
  case mini
  /// A control version that is proportionally smaller size for space-constrained views.
  case small
  /// A control version that is the default size.
  case regular
  /// A control version that is prominently sized.
  case large
  /// A control version that is substantially sized; the largest control size.
  case extraLarge

  /// All the sizes, smallest first.
  public static var allCases: [ControlSize] { [.mini, .small, .regular, .large, .extraLarge] }

  /// The size as Swift source, such as `.large`.
  public var description: String {
    switch self {
    case .mini: ".mini"
    case .small: ".small"
    case .regular: ".regular"
    case .large: ".large"
    case .extraLarge: ".extraLarge"
    }
  }

  /// The order of the sizes, smallest first.
  fileprivate var rank: Int {
    switch self {
    case .mini: 0
    case .small: 1
    case .regular: 2
    case .large: 3
    case .extraLarge: 4
    }
  }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension ControlSize: Comparable {
  /// Whether `lhs` is a smaller size than `rhs`.
  public static func < (lhs: ControlSize, rhs: ControlSize) -> Bool { lhs.rank < rhs.rank }
}
