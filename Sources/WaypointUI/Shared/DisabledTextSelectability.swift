/// Text in the view cannot be selected.
public struct DisabledTextSelectability: TextSelectability {
  /// False: text cannot be selected.
  public static let allowsSelection = false
}
