import Foundation

/// The values of the environment that describe where the app runs, as the host sets them: a
/// browser's language and time zone, a terminal's `LANG`. Setting one evaluates only the views
/// that read host values, as a resize does.
extension ViewRuntime {
  /// The locale the hierarchy sees (the process's unless the host sets one).
  public var locale: Locale {
    get { rootEnvironment.locale }
    set { changeHostValue(LocaleKey.self, newValue) }
  }

  /// The calendar the hierarchy sees (the process's unless the host sets one).
  public var calendar: Calendar {
    get { rootEnvironment.calendar }
    set { changeHostValue(CalendarKey.self, newValue) }
  }

  /// The time zone the hierarchy sees (the process's unless the host sets one).
  public var timeZone: TimeZone {
    get { rootEnvironment.timeZone }
    set { changeHostValue(TimeZoneKey.self, newValue) }
  }

  /// The layout direction the hierarchy sees (left to right unless the host sets it).
  public var layoutDirection: LayoutDirection {
    get { rootEnvironment.layoutDirection }
    set { changeHostValue(LayoutDirectionKey.self, newValue) }
  }

  /// The pixels per point the hierarchy sees (1 unless the host sets it).
  public var displayScale: CGFloat {
    get { rootEnvironment.displayScale }
    set { changeHostValue(DisplayScaleKey.self, newValue) }
  }

  /// The contrast the hierarchy sees (standard unless the host sets it).
  public var colorSchemeContrast: ColorSchemeContrast {
    get { rootEnvironment.colorSchemeContrast }
    set { changeHostValue(ColorSchemeContrastKey.self, newValue) }
  }

  /// The legibility weight the hierarchy sees (regular unless the host sets it).
  public var legibilityWeight: LegibilityWeight? {
    get { rootEnvironment.legibilityWeight }
    set { changeHostValue(LegibilityWeightKey.self, newValue) }
  }

  /// Whether the display dims content to save power (false unless the host says so).
  public var isLuminanceReduced: Bool {
    get { rootEnvironment.isLuminanceReduced }
    set { changeHostValue(LuminanceReducedKey.self, newValue) }
  }

  /// Whether the hierarchy looks active (true unless the host says otherwise).
  public var appearsActive: Bool {
    get { rootEnvironment.appearsActive }
    set { changeHostValue(AppearsActiveKey.self, newValue) }
  }

  /// Who loads `AsyncImage`s: the runtime (the terminal, tests) or the renderer (a browser).
  public var asyncImageLoading: AsyncImageLoading {
    get { rootEnvironment.asyncImageLoading }
    set { changeHostValue(AsyncImageLoadingKey.self, newValue) }
  }
}
