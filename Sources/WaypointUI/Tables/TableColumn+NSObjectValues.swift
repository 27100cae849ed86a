import Foundation

// Columns of `NSObject` rows sorted by a `SortDescriptor`, one initializer per value type as in
// SwiftUI.
extension TableColumn where RowValue: NSObject, Sort == SortDescriptor<RowValue>, Label == Text {
  /// A column titled with a localized key of the `Bool` at `value` (not sortable here: Linux has no `SortDescriptor` of a `Bool`).
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Bool>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: nil, content: content)
  }

  /// A column titled `title` of the `Bool` at `value` (not sortable here: Linux has no `SortDescriptor` of a `Bool`).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, Bool>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: nil, content: content)
  }

  /// A column titled with `text` of the `Bool` at `value` (not sortable here: Linux has no `SortDescriptor` of a `Bool`).
  public init(
    _ text: Text, value: KeyPath<RowValue, Bool>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: text, comparator: nil, content: content)
  }

  /// A column titled with a localized key of the `Bool?` at `value` (not sortable here: Linux has no `SortDescriptor` of a `Bool`).
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Bool?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: nil, content: content)
  }

  /// A column titled `title` of the `Bool?` at `value` (not sortable here: Linux has no `SortDescriptor` of a `Bool`).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, Bool?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: nil, content: content)
  }

  /// A column titled with `text` of the `Bool?` at `value` (not sortable here: Linux has no `SortDescriptor` of a `Bool`).
  public init(
    _ text: Text, value: KeyPath<RowValue, Bool?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: text, comparator: nil, content: content)
  }

  /// A column titled with a localized key of the `Double` at `value` (sorted by it).
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Double>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled `title` of the `Double` at `value` (sorted by it).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, Double>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with `text` of the `Double` at `value` (sorted by it).
  public init(
    _ text: Text, value: KeyPath<RowValue, Double>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with a localized key of the `Double?` at `value` (sorted by it).
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Double?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled `title` of the `Double?` at `value` (sorted by it).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, Double?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with `text` of the `Double?` at `value` (sorted by it).
  public init(
    _ text: Text, value: KeyPath<RowValue, Double?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with a localized key of the `Float` at `value` (sorted by it).
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Float>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled `title` of the `Float` at `value` (sorted by it).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, Float>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with `text` of the `Float` at `value` (sorted by it).
  public init(
    _ text: Text, value: KeyPath<RowValue, Float>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with a localized key of the `Float?` at `value` (sorted by it).
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Float?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled `title` of the `Float?` at `value` (sorted by it).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, Float?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with `text` of the `Float?` at `value` (sorted by it).
  public init(
    _ text: Text, value: KeyPath<RowValue, Float?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with a localized key of the `Date` at `value` (sorted by it).
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Date>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled `title` of the `Date` at `value` (sorted by it).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, Date>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with `text` of the `Date` at `value` (sorted by it).
  public init(
    _ text: Text, value: KeyPath<RowValue, Date>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with a localized key of the `Date?` at `value` (sorted by it).
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Date?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled `title` of the `Date?` at `value` (sorted by it).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, Date?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with `text` of the `Date?` at `value` (sorted by it).
  public init(
    _ text: Text, value: KeyPath<RowValue, Date?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with a localized key of the `UUID` at `value` (sorted by it).
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UUID>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled `title` of the `UUID` at `value` (sorted by it).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, UUID>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with `text` of the `UUID` at `value` (sorted by it).
  public init(
    _ text: Text, value: KeyPath<RowValue, UUID>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with a localized key of the `UUID?` at `value` (sorted by it).
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UUID?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled `title` of the `UUID?` at `value` (sorted by it).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, UUID?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with `text` of the `UUID?` at `value` (sorted by it).
  public init(
    _ text: Text, value: KeyPath<RowValue, UUID?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
  }
}

extension TableColumn where RowValue: NSObject, Sort == SortDescriptor<RowValue>, Label == Text {
  /// A column titled with a localized key of the `String` at `value`, sorted with `comparator`.
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
    comparator: String.StandardComparator = .lexical,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(
      label: Text(titleKey), comparator: SortDescriptor(sendable(value), comparator: comparator),
      content: content)
  }

  /// A column titled `title` of the `String` at `value`, sorted with `comparator`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, String>,
    comparator: String.StandardComparator = .lexical,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(
      label: Text(title), comparator: SortDescriptor(sendable(value), comparator: comparator),
      content: content)
  }

  /// A column titled with `text` of the `String` at `value`, sorted with `comparator`.
  public init(
    _ text: Text, value: KeyPath<RowValue, String>,
    comparator: String.StandardComparator = .lexical,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(
      label: text, comparator: SortDescriptor(sendable(value), comparator: comparator),
      content: content)
  }

  /// A column titled with a localized key of the `String?` at `value`, sorted with `comparator`.
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String?>,
    comparator: String.StandardComparator = .lexical,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(
      label: Text(titleKey), comparator: SortDescriptor(sendable(value), comparator: comparator),
      content: content)
  }

  /// A column titled `title` of the `String?` at `value`, sorted with `comparator`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, String?>,
    comparator: String.StandardComparator = .lexical,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(
      label: Text(title), comparator: SortDescriptor(sendable(value), comparator: comparator),
      content: content)
  }

  /// A column titled with `text` of the `String?` at `value`, sorted with `comparator`.
  public init(
    _ text: Text, value: KeyPath<RowValue, String?>,
    comparator: String.StandardComparator = .lexical,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(
      label: text, comparator: SortDescriptor(sendable(value), comparator: comparator),
      content: content)
  }

  /// A column titled with a localized key showing the `String` at `value`, sorted with `comparator`.
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
    comparator: String.StandardComparator = .lexical
  ) where Content == Text {
    self.init(
      label: Text(titleKey), comparator: SortDescriptor(sendable(value), comparator: comparator)
    ) {
      Text($0[keyPath: value])
    }
  }

  /// A column titled `title` showing the `String` at `value`, sorted with `comparator`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, String>,
    comparator: String.StandardComparator = .lexical
  ) where Content == Text {
    self.init(
      label: Text(title), comparator: SortDescriptor(sendable(value), comparator: comparator)
    ) {
      Text($0[keyPath: value])
    }
  }

  /// A column titled with `text` showing the `String` at `value`, sorted with `comparator`.
  public init(
    _ text: Text, value: KeyPath<RowValue, String>,
    comparator: String.StandardComparator = .lexical
  ) where Content == Text {
    self.init(label: text, comparator: SortDescriptor(sendable(value), comparator: comparator)) {
      Text($0[keyPath: value])
    }
  }
}
