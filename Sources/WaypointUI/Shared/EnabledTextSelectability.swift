/// Text in the view can be selected.
public struct EnabledTextSelectability: TextSelectability {
  /// True: text can be selected.
  public static let allowsSelection = true
}
