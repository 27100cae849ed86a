/// A selectability type that enables text selection by the person using your app.
public struct EnabledTextSelectability: TextSelectability, Sendable {
  /// Text can be selected.
  public static let allowsSelection = true
  init() {}
}
