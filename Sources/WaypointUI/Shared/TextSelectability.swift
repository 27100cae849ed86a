/// A type that describes the ability to select text.
public protocol TextSelectability {
  /// A Boolean value that indicates whether the selectability type allows selection.
  static var allowsSelection: Bool { get }
}
