import Foundation
import WaypointCore

/// The control values of the environment: what `.controlSize(_:)`, `.menuOrder(_:)`,
/// `.headerProminence(_:)` and the other control modifiers set, read below with `@Environment`.
extension EnvironmentValues {
  /// The size of controls here; `.regular` unless `.controlSize(_:)` sets it.
  @available(iOS 15.0, macOS 10.15, watchOS 9.0, *)
  @available(tvOS, unavailable)
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }

  /// The keyboard shortcut buttons here are pressed with; set by `.keyboardShortcut(_:)`.
  @available(iOS 15.0, macOS 12.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public var keyboardShortcut: KeyboardShortcut? {
    get { self[KeyboardShortcutKey.self] }
    set { self[KeyboardShortcutKey.self] = newValue }
  }

  /// Whether buttons here repeat their action while held; set by `.buttonRepeatBehavior(_:)`.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public var buttonRepeatBehavior: ButtonRepeatBehavior {
    get { self[ButtonRepeatBehaviorKey.self] }
    set { self[ButtonRepeatBehaviorKey.self] = newValue }
  }

  /// How buttons here size themselves; set by `.buttonSizing(_:)`.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public var buttonSizing: ButtonSizing {
    get { self[ButtonSizingKey.self] }
    set { self[ButtonSizingKey.self] = newValue }
  }

  /// The order of menu items here; set by `.menuOrder(_:)`.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public var menuOrder: MenuOrder {
    get { self[MenuOrderKey.self] }
    set { self[MenuOrderKey.self] = newValue }
  }

  /// Whether menus here show their indicator; set by `.menuIndicator(_:)`.
  @available(iOS 15.0, macOS 12.0, tvOS 17.0, *)
  @available(watchOS, unavailable)
  public var menuIndicatorVisibility: Visibility {
    get { self[MenuIndicatorVisibilityKey.self] }
    set { self[MenuIndicatorVisibilityKey.self] = newValue }
  }

  /// How prominent badges here are; set by `.badgeProminence(_:)`.
  @available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
  @available(watchOS, unavailable)
  @available(tvOS, unavailable)
  public var badgeProminence: BadgeProminence {
    get { self[BadgeProminenceKey.self] }
    set { self[BadgeProminenceKey.self] = newValue }
  }

  /// Whether controls here show their labels; `.hidden` after `.labelsHidden()` or
  /// `.labelsVisibility(.hidden)`.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public var labelsVisibility: Visibility {
    get { self[LabelsVisibilityKey.self] }
    set { self[LabelsVisibilityKey.self] = newValue }
  }

  /// The space between a label's icon and its title; nil (the system's) unless
  /// `.labelIconToTitleSpacing(_:)` sets it.
  @available(iOS 26.0, macOS 26.0, watchOS 26.0, visionOS 26.0, *)
  @available(tvOS, unavailable)
  public var labelIconToTitleSpacing: CGFloat? {
    get { self[LabelIconToTitleSpacingKey.self] }
    set { self[LabelIconToTitleSpacingKey.self] = newValue }
  }

  /// The width kept for the icons of labels, so titles line up; set by
  /// `.labelReservedIconWidth(_:)`.
  @available(iOS 26.0, macOS 26.0, watchOS 26.0, visionOS 26.0, *)
  @available(tvOS, unavailable)
  public var labelReservedIconWidth: CGFloat? {
    get { self[LabelReservedIconWidthKey.self] }
    set { self[LabelReservedIconWidthKey.self] = newValue }
  }

  /// How prominent section headers here are; set by `.headerProminence(_:)`.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public var headerProminence: Prominence {
    get { self[HeaderProminenceKey.self] }
    set { self[HeaderProminenceKey.self] = newValue }
  }

  /// The smallest height of a list row here, in points (44).
  public var defaultMinListRowHeight: CGFloat {
    get { self[DefaultMinListRowHeightKey.self] }
    set { self[DefaultMinListRowHeightKey.self] = newValue }
  }

  /// The smallest height of a list section header here, in points; nil for the system's.
  public var defaultMinListHeaderHeight: CGFloat? {
    get { self[DefaultMinListHeaderHeightKey.self] }
    set { self[DefaultMinListHeaderHeightKey.self] = newValue }
  }

  /// Whether views here may ask the person to authenticate (Face ID, a passcode); true.
  @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public var isUserAuthenticationEnabled: Bool {
    get { self[UserAuthenticationEnabledKey.self] }
    set { self[UserAuthenticationEnabledKey.self] = newValue }
  }
}

private enum ControlSizeKey: EnvironmentKey {
  static var defaultValue: ControlSize { .regular }
}

private enum KeyboardShortcutKey: EnvironmentKey {
  static var defaultValue: KeyboardShortcut? { nil }
}

private enum ButtonRepeatBehaviorKey: EnvironmentKey {
  static var defaultValue: ButtonRepeatBehavior { .automatic }
}

private enum ButtonSizingKey: EnvironmentKey {
  static var defaultValue: ButtonSizing { .automatic }
}

private enum MenuOrderKey: EnvironmentKey {
  static var defaultValue: MenuOrder { .automatic }
}

private enum MenuIndicatorVisibilityKey: EnvironmentKey {
  static var defaultValue: Visibility { .automatic }
}

private enum BadgeProminenceKey: EnvironmentKey {
  static var defaultValue: BadgeProminence { .standard }
}

private enum LabelsVisibilityKey: EnvironmentKey {
  static var defaultValue: Visibility { .automatic }
}

private enum LabelIconToTitleSpacingKey: EnvironmentKey {
  static var defaultValue: CGFloat? { nil }
}

private enum LabelReservedIconWidthKey: EnvironmentKey {
  static var defaultValue: CGFloat? { nil }
}

private enum HeaderProminenceKey: EnvironmentKey {
  static var defaultValue: Prominence { .standard }
}

private enum DefaultMinListRowHeightKey: EnvironmentKey {
  static var defaultValue: CGFloat { 44 }
}

private enum DefaultMinListHeaderHeightKey: EnvironmentKey {
  static var defaultValue: CGFloat? { nil }
}

private enum UserAuthenticationEnabledKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}
