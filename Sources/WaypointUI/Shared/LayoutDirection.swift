/// The direction of a layout: where its leading edge is.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  /// Leading is left, as in English.
  case leftToRight
  /// Leading is right, as in Arabic and Hebrew.
  case rightToLeft
}
