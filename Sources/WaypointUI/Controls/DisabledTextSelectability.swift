/// A selectability type that disables text selection by the person using your app.
public struct DisabledTextSelectability: TextSelectability, Sendable {
  /// Text cannot be selected.
  public static let allowsSelection = false
  init() {}
}
