import Foundation

// Columns of `NSObject` rows sorted by a `SortDescriptor`, one initializer per value type as in
// SwiftUI.
extension TableColumn where RowValue: NSObject, Sort == SortDescriptor<RowValue>, Label == Text {
  /// A column titled with a localized key of the `Int8` at `value` (sorted by it).
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int8>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled `title` of the `Int8` at `value` (sorted by it).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, Int8>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with `text` of the `Int8` at `value` (sorted by it).
  public init(
    _ text: Text, value: KeyPath<RowValue, Int8>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with a localized key of the `Int8?` at `value` (sorted by it).
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int8?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled `title` of the `Int8?` at `value` (sorted by it).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, Int8?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with `text` of the `Int8?` at `value` (sorted by it).
  public init(
    _ text: Text, value: KeyPath<RowValue, Int8?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with a localized key of the `Int16` at `value` (sorted by it).
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int16>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled `title` of the `Int16` at `value` (sorted by it).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, Int16>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with `text` of the `Int16` at `value` (sorted by it).
  public init(
    _ text: Text, value: KeyPath<RowValue, Int16>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with a localized key of the `Int16?` at `value` (sorted by it).
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int16?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled `title` of the `Int16?` at `value` (sorted by it).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, Int16?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with `text` of the `Int16?` at `value` (sorted by it).
  public init(
    _ text: Text, value: KeyPath<RowValue, Int16?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with a localized key of the `Int32` at `value` (sorted by it).
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int32>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled `title` of the `Int32` at `value` (sorted by it).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, Int32>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with `text` of the `Int32` at `value` (sorted by it).
  public init(
    _ text: Text, value: KeyPath<RowValue, Int32>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with a localized key of the `Int32?` at `value` (sorted by it).
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int32?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled `title` of the `Int32?` at `value` (sorted by it).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, Int32?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with `text` of the `Int32?` at `value` (sorted by it).
  public init(
    _ text: Text, value: KeyPath<RowValue, Int32?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with a localized key of the `Int64` at `value` (sorted by it).
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int64>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled `title` of the `Int64` at `value` (sorted by it).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, Int64>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with `text` of the `Int64` at `value` (sorted by it).
  public init(
    _ text: Text, value: KeyPath<RowValue, Int64>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with a localized key of the `Int64?` at `value` (sorted by it).
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int64?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled `title` of the `Int64?` at `value` (sorted by it).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, Int64?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with `text` of the `Int64?` at `value` (sorted by it).
  public init(
    _ text: Text, value: KeyPath<RowValue, Int64?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with a localized key of the `Int` at `value` (sorted by it).
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled `title` of the `Int` at `value` (sorted by it).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, Int>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with `text` of the `Int` at `value` (sorted by it).
  public init(
    _ text: Text, value: KeyPath<RowValue, Int>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with a localized key of the `Int?` at `value` (sorted by it).
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled `title` of the `Int?` at `value` (sorted by it).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, Int?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with `text` of the `Int?` at `value` (sorted by it).
  public init(
    _ text: Text, value: KeyPath<RowValue, Int?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
  }
}
