#if !canImport(Darwin)
  import Foundation

  /// Joins items into one locale-correct list ("Alice, Bob, and Carol"), using ICU's CLDR list
  /// patterns for the formatter's locale, as Foundation does on Apple's platforms.
  open class ListFormatter: Formatter {
    private var storedLocale: Locale = .autoupdatingCurrent

    /// The locale whose list pattern joins the items; setting nil restores the current locale.
    open var locale: Locale! {
      get { storedLocale }
      set { storedLocale = newValue ?? .autoupdatingCurrent }
    }

    /// Formats each item before joining; when nil, or when it cannot format an item, the item's
    /// own locale-aware description is used instead.
    open var itemFormatter: Formatter?

    /// Creates a list formatter for the current locale with no item formatter.
    public override init() {
      super.init()
    }

    /// Creates a list formatter from an archive; the locale and item formatter start at their
    /// defaults, since Linux Foundation's coders do not carry them.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// `strings` joined with the current locale's list pattern ("a, b, and c" in English).
    open class func localizedString(byJoining strings: [String]) -> String {
      ICUListJoiner.join(strings, locale: .autoupdatingCurrent)
    }

    /// `items` formatted one by one and joined as a list; an empty array gives an empty string.
    open func string(from items: [Any]) -> String? {
      ICUListJoiner.join(items.map(text(for:)), locale: storedLocale)
    }

    /// The joined list when `obj` is an array (or any other sequence of items), else nil.
    open override func string(for obj: Any) -> String? {
      guard let items = ValueInspection.unwrappedOptional(obj).flatMap(Self.items(in:)) else {
        return nil
      }
      return string(from: items)
    }

    /// A list formatter with the same locale and item formatter.
    open override func copy(with zone: NSZone? = nil) -> Any {
      let copy = ListFormatter()
      copy.storedLocale = storedLocale
      copy.itemFormatter = itemFormatter
      return copy
    }

    private func text(for item: Any) -> String {
      if let formatted = itemFormatter?.string(for: item) { return formatted }
      return LocalizedDescription.of(item, locale: storedLocale)
    }

    private static func items(in value: Any) -> [Any]? {
      if let array = value as? [Any] { return array }
      if let array = value as? NSArray { return (0..<array.count).map { array.object(at: $0) } }
      return nil
    }
  }
#endif
