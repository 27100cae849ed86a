/// Whether a person may select the text of a view, to copy it.
public protocol TextSelectability {
  /// Whether text may be selected.
  static var allowsSelection: Bool { get }
}

/// Text that may be selected.
public struct EnabledTextSelectability: TextSelectability {
  /// Text may be selected.
  public static let allowsSelection = true
}

/// Text that may not be selected.
public struct DisabledTextSelectability: TextSelectability {
  /// Text may not be selected.
  public static let allowsSelection = false
}

extension TextSelectability where Self == EnabledTextSelectability {
  /// Text that may be selected.
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
  /// Text that may not be selected.
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension View {
  /// Lets a person select the text of this view when `selectability` allows it (recorded: a
  /// terminal selects text itself).
  nonisolated public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
    recorded(".textSelection(\(S.allowsSelection ? ".enabled" : ".disabled"))")
  }
}
