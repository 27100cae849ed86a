#if !canImport(Darwin)
  import Foundation

  /// Describes a date relative to another ("in 2 hours", "yesterday", "3 wk. ago") in the
  /// formatter's locale, using ICU's CLDR data as Foundation does on Apple's platforms.
  ///
  /// The span is measured in calendar units and named by its largest non-zero unit, truncated
  /// toward zero: 1 hour 59 minutes is "in 1 hour", as Apple's formatter says.
  open class RelativeDateTimeFormatter: Formatter {
    /// Whether a span is told with a number ("1 day ago") or, where the language has one, a
    /// name ("yesterday").
    public enum DateTimeStyle: Int, Sendable {
      /// Always a number and a unit: "1 day ago", "in 1 week".
      case numeric = 0
      /// A name where CLDR has one ("yesterday", "next week", "now"), else a number.
      case named = 1
    }

    /// How long the unit names are.
    public enum UnitsStyle: Int, Sendable {
      /// Whole unit names: "2 months ago".
      case full = 0
      /// Whole unit names with the number in words: "two months ago".
      case spellOut = 1
      /// Shortened unit names: "2 mo. ago".
      case short = 2
      /// The shortest unit names CLDR has: "2mo ago", "3h ago".
      case abbreviated = 3
    }

    /// Number or name; `.numeric` unless set.
    open var dateTimeStyle: DateTimeStyle = .numeric

    /// Length of the unit names; `.full` unless set.
    open var unitsStyle: UnitsStyle = .full

    /// Where the text will stand, which decides its capitalization ("Yesterday" at the start
    /// of a sentence); `.unknown` leaves CLDR's casing alone.
    open var formattingContext: Formatter.Context = .unknown

    private var storedCalendar: Calendar = .autoupdatingCurrent
    private var storedLocale: Locale = .autoupdatingCurrent
    private var cachedICU: ICURelativeDateFormat?

    /// The calendar spans are measured in; setting nil restores the current calendar.
    open var calendar: Calendar! {
      get { storedCalendar }
      set { storedCalendar = newValue ?? .autoupdatingCurrent }
    }

    /// The language and region of the text; setting nil restores the current locale.
    open var locale: Locale! {
      get { storedLocale }
      set { storedLocale = newValue ?? .autoupdatingCurrent }
    }

    /// Creates a numeric, full-width formatter for the current locale and calendar.
    public override init() {
      super.init()
    }

    /// Creates a formatter from an archive with the default settings, since Linux Foundation's
    /// coders do not carry this formatter's properties.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// The largest non-zero unit among `dateComponents`' year, month, week, day, hour, minute
    /// and second, told relative to now; negative values lie in the past.
    open func localizedString(from dateComponents: DateComponents) -> String {
      let (unit, value) = RelativeSpan.largestUnit(in: dateComponents)
      return text(value, unit)
    }

    /// The date `timeInterval` seconds from now, told relative to now.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
      let now = Date()
      return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// `date` told relative to `referenceDate`, in the formatter's calendar.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
      let components = storedCalendar.dateComponents(
        RelativeSpan.units, from: referenceDate, to: date)
      return localizedString(from: components)
    }

    /// A date told relative to now; nil for anything that is not a date.
    open override func string(for obj: Any) -> String? {
      guard let date = ValueInspection.unwrappedOptional(obj) as? Date else { return nil }
      return localizedString(for: date, relativeTo: Date())
    }

    /// A formatter with the same settings.
    open override func copy(with zone: NSZone? = nil) -> Any {
      let copy = RelativeDateTimeFormatter()
      copy.dateTimeStyle = dateTimeStyle
      copy.unitsStyle = unitsStyle
      copy.formattingContext = formattingContext
      copy.storedCalendar = storedCalendar
      copy.storedLocale = storedLocale
      return copy
    }

    private func text(_ value: Int, _ unit: ICURelativeDateFormat.Unit) -> String {
      let named = dateTimeStyle == .named
      if let formatted = icuFormatter()?.format(value, unit, named: named) { return formatted }
      return RelativeSpan.plainEnglish(value, unit)
    }

    private func icuFormatter() -> ICURelativeDateFormat? {
      let configuration = ICURelativeDateFormat.Configuration(
        localeIdentifier: storedLocale.icuIdentifier,
        width: unitsStyle.icuWidth,
        spellsOutNumbers: unitsStyle == .spellOut,
        capitalization: formattingContext)
      if let cachedICU, cachedICU.configuration == configuration { return cachedICU }
      cachedICU = ICURelativeDateFormat(configuration)
      return cachedICU
    }
  }

  extension RelativeDateTimeFormatter.UnitsStyle {
    fileprivate var icuWidth: ICURelativeDateFormat.Width {
      switch self {
      case .full, .spellOut: .long
      case .short: .short
      case .abbreviated: .narrow
      }
    }
  }
#endif
