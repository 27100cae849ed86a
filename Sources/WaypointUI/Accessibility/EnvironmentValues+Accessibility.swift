/// The person's accessibility settings, as SwiftUI exposes them: each defaults to SwiftUI's
/// value when no assistive technology runs, and a view or a test can set it with
/// `.environment(_:_:)`.
extension EnvironmentValues {
  /// Whether an assistive technology such as VoiceOver is running; none is here.
  public var accessibilityEnabled: Bool {
    get { self[AccessibilityEnabledKey.self] }
    set { self[AccessibilityEnabledKey.self] = newValue }
  }

  /// Whether the person asked for shapes or text where color alone tells things apart.
  public var accessibilityDifferentiateWithoutColor: Bool {
    get { self[AccessibilityDifferentiateWithoutColorKey.self] }
    set { self[AccessibilityDifferentiateWithoutColorKey.self] = newValue }
  }

  /// Whether the person asked for less transparency.
  public var accessibilityReduceTransparency: Bool {
    get { self[AccessibilityReduceTransparencyKey.self] }
    set { self[AccessibilityReduceTransparencyKey.self] = newValue }
  }

  /// Whether the person asked for less motion.
  public var accessibilityReduceMotion: Bool {
    get { self[AccessibilityReduceMotionKey.self] }
    set { self[AccessibilityReduceMotionKey.self] = newValue }
  }

  /// Whether the person asked for inverted colors.
  public var accessibilityInvertColors: Bool {
    get { self[AccessibilityInvertColorsKey.self] }
    set { self[AccessibilityInvertColorsKey.self] = newValue }
  }

  /// Whether the person asked for flashing lights to be dimmed.
  public var accessibilityDimFlashingLights: Bool {
    get { self[AccessibilityDimFlashingLightsKey.self] }
    set { self[AccessibilityDimFlashingLightsKey.self] = newValue }
  }

  /// Whether animated images should play.
  public var accessibilityPlayAnimatedImages: Bool {
    get { self[AccessibilityPlayAnimatedImagesKey.self] }
    set { self[AccessibilityPlayAnimatedImagesKey.self] = newValue }
  }

  /// True when the large content viewer is said to be on; no Waypoint host turns it on, so it is
  /// false unless a view sets it.
  public var accessibilityLargeContentViewerEnabled: Bool {
    get { self[AccessibilityLargeContentViewerEnabledKey.self] }
    set { self[AccessibilityLargeContentViewerEnabledKey.self] = newValue }
  }

  /// Whether VoiceOver is running.
  public var accessibilityVoiceOverEnabled: Bool {
    get { self[AccessibilityVoiceOverEnabledKey.self] }
    set { self[AccessibilityVoiceOverEnabledKey.self] = newValue }
  }

  /// Whether Switch Control is running.
  public var accessibilitySwitchControlEnabled: Bool {
    get { self[AccessibilitySwitchControlEnabledKey.self] }
    set { self[AccessibilitySwitchControlEnabledKey.self] = newValue }
  }

  /// Whether Quick Actions are on (watchOS).
  public var accessibilityQuickActionsEnabled: Bool {
    get { self[AccessibilityQuickActionsEnabledKey.self] }
    set { self[AccessibilityQuickActionsEnabledKey.self] = newValue }
  }

  /// Whether the person asked for button shapes.
  @available(*, deprecated, renamed: "accessibilityShowBorders")
  @available(iOS, introduced: 14.0, deprecated: 1000, renamed: "accessibilityShowBorders")
  @available(macOS, introduced: 11.0, deprecated: 1000, renamed: "accessibilityShowBorders")
  @available(tvOS, introduced: 14.0, deprecated: 1000, renamed: "accessibilityShowBorders")
  @available(watchOS, introduced: 7.0, deprecated: 1000, renamed: "accessibilityShowBorders")
  @available(visionOS, introduced: 1.0, deprecated: 1000, renamed: "accessibilityShowBorders")
  public var accessibilityShowButtonShapes: Bool {
    get { self[AccessibilityShowBordersKey.self] }
    set { self[AccessibilityShowBordersKey.self] = newValue }
  }

  /// Whether the person asked for borders around buttons and controls.
  public var accessibilityShowBorders: Bool {
    get { self[AccessibilityShowBordersKey.self] }
    set { self[AccessibilityShowBordersKey.self] = newValue }
  }
}

private enum AccessibilityEnabledKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private enum AccessibilityDifferentiateWithoutColorKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private enum AccessibilityReduceTransparencyKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private enum AccessibilityReduceMotionKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private enum AccessibilityInvertColorsKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private enum AccessibilityDimFlashingLightsKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private enum AccessibilityPlayAnimatedImagesKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}

private enum AccessibilityLargeContentViewerEnabledKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private enum AccessibilityVoiceOverEnabledKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private enum AccessibilitySwitchControlEnabledKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private enum AccessibilityQuickActionsEnabledKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private enum AccessibilityShowBordersKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}
