import Foundation

/// The values of the environment that describe where the app runs: the host sets them (the
/// runtime's `locale`, `timeZone`, … ), Linux's own settings otherwise, and a view can set any of
/// them for its content with `.environment(_:_:)`.
extension EnvironmentValues {
  /// The locale of the views here: the process's (`LANG`) unless the host or a view sets one.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The calendar of the views here: the process's unless the host or a view sets one.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The time zone of the views here: the process's (`TZ`) unless the host or a view sets one.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }

  /// The direction content is laid out in; `.leftToRight` unless the host or a view sets it.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }

  /// Pixels per point on the display; 1 (a terminal cell, a browser's CSS pixel) unless the
  /// host or a view sets it.
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }

  /// The size of one pixel, in points: the inverse of `displayScale`.
  public var pixelLength: CGFloat {
    displayScale > 0 ? 1 / displayScale : 1
  }

  /// The contrast the person asked for; `.standard` unless the host sets it (a view may set it
  /// too, which SwiftUI does not allow).
  public var colorSchemeContrast: ColorSchemeContrast {
    get { self[ColorSchemeContrastKey.self] }
    set { self[ColorSchemeContrastKey.self] = newValue }
  }

  /// The weight the person asked text to have (Bold Text); `.regular` unless the host or a
  /// view sets it. Fonts here resolve bolder at `.bold`.
  public var legibilityWeight: LegibilityWeight? {
    get { self[LegibilityWeightKey.self] }
    set { self[LegibilityWeightKey.self] = newValue }
  }

  /// Whether the display dims content to save power (the Always-On state); false.
  @available(iOS 16.0, macOS 13.0, watchOS 8.0, *)
  @available(tvOS, unavailable)
  public var isLuminanceReduced: Bool {
    get { self[LuminanceReducedKey.self] }
    set { self[LuminanceReducedKey.self] = newValue }
  }

  /// Whether the views here look active (their window is the key window); true unless the
  /// host or a view says otherwise.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public var appearsActive: Bool {
    get { self[AppearsActiveKey.self] }
    set { self[AppearsActiveKey.self] = newValue }
  }

  /// What a double tap on Apple Pencil should do, as the person set it; `.ignore`, as no pencil
  /// is paired with Linux.
  @available(iOS 17.5, macOS 14.5, visionOS 26.2, *)
  @available(watchOS, unavailable)
  @available(tvOS, unavailable)
  public var preferredPencilDoubleTapAction: PencilPreferredAction {
    get { self[PencilDoubleTapActionKey.self] }
    set { self[PencilDoubleTapActionKey.self] = newValue }
  }

  /// What squeezing Apple Pencil should do, as the person set it; `.ignore`, as no pencil is
  /// paired with Linux.
  @available(iOS 17.5, macOS 14.5, visionOS 26.2, *)
  @available(watchOS, unavailable)
  @available(tvOS, unavailable)
  public var preferredPencilSqueezeAction: PencilPreferredAction {
    get { self[PencilSqueezeActionKey.self] }
    set { self[PencilSqueezeActionKey.self] = newValue }
  }

  /// The size of content the person chose, in the older form; the same as `dynamicTypeSize`.
  @available(*, deprecated, renamed: "dynamicTypeSize")
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "dynamicTypeSize")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "dynamicTypeSize")
  public var sizeCategory: ContentSizeCategory {
    get {
      let sizes = DynamicTypeSize.allCases
      let index = sizes.firstIndex(of: dynamicTypeSize) ?? 3
      let categories = ContentSizeCategory.allCases
      return categories[min(index, categories.count - 1)]
    }
    set {
      let index = ContentSizeCategory.allCases.firstIndex(of: newValue) ?? 3
      let sizes = DynamicTypeSize.allCases
      dynamicTypeSize = sizes[min(index, sizes.count - 1)]
    }
  }
}

package enum LocaleKey: EnvironmentKey {
  package static var defaultValue: Locale { .current }
}

package enum CalendarKey: EnvironmentKey {
  package static var defaultValue: Calendar { .current }
}

package enum TimeZoneKey: EnvironmentKey {
  package static var defaultValue: TimeZone { .current }
}

package enum LayoutDirectionKey: EnvironmentKey {
  package static var defaultValue: LayoutDirection { .leftToRight }
}

package enum DisplayScaleKey: EnvironmentKey {
  package static var defaultValue: CGFloat { 1 }
}

package enum ColorSchemeContrastKey: EnvironmentKey {
  package static var defaultValue: ColorSchemeContrast { .standard }
}

package enum LegibilityWeightKey: EnvironmentKey {
  package static var defaultValue: LegibilityWeight? { .regular }
}

package enum LuminanceReducedKey: EnvironmentKey {
  package static var defaultValue: Bool { false }
}

package enum AppearsActiveKey: EnvironmentKey {
  package static var defaultValue: Bool { true }
}

private enum PencilDoubleTapActionKey: EnvironmentKey {
  static var defaultValue: PencilPreferredAction { .ignore }
}

private enum PencilSqueezeActionKey: EnvironmentKey {
  static var defaultValue: PencilPreferredAction { .ignore }
}
