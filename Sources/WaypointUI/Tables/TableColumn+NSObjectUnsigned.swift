import Foundation

// Columns of `NSObject` rows sorted by a `SortDescriptor`, one initializer per value type as in
// SwiftUI.
extension TableColumn where RowValue: NSObject, Sort == SortDescriptor<RowValue>, Label == Text {
  /// A column titled with a localized key of the `UInt8` at `value` (sorted by it).
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt8>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled `title` of the `UInt8` at `value` (sorted by it).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, UInt8>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with `text` of the `UInt8` at `value` (sorted by it).
  public init(
    _ text: Text, value: KeyPath<RowValue, UInt8>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with a localized key of the `UInt8?` at `value` (sorted by it).
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt8?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled `title` of the `UInt8?` at `value` (sorted by it).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, UInt8?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with `text` of the `UInt8?` at `value` (sorted by it).
  public init(
    _ text: Text, value: KeyPath<RowValue, UInt8?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with a localized key of the `UInt16` at `value` (sorted by it).
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt16>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled `title` of the `UInt16` at `value` (sorted by it).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, UInt16>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with `text` of the `UInt16` at `value` (sorted by it).
  public init(
    _ text: Text, value: KeyPath<RowValue, UInt16>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with a localized key of the `UInt16?` at `value` (sorted by it).
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt16?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled `title` of the `UInt16?` at `value` (sorted by it).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, UInt16?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with `text` of the `UInt16?` at `value` (sorted by it).
  public init(
    _ text: Text, value: KeyPath<RowValue, UInt16?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with a localized key of the `UInt32` at `value` (sorted by it).
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt32>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled `title` of the `UInt32` at `value` (sorted by it).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, UInt32>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with `text` of the `UInt32` at `value` (sorted by it).
  public init(
    _ text: Text, value: KeyPath<RowValue, UInt32>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with a localized key of the `UInt32?` at `value` (sorted by it).
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt32?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled `title` of the `UInt32?` at `value` (sorted by it).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, UInt32?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with `text` of the `UInt32?` at `value` (sorted by it).
  public init(
    _ text: Text, value: KeyPath<RowValue, UInt32?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with a localized key of the `UInt64` at `value` (sorted by it).
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt64>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled `title` of the `UInt64` at `value` (sorted by it).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, UInt64>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with `text` of the `UInt64` at `value` (sorted by it).
  public init(
    _ text: Text, value: KeyPath<RowValue, UInt64>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with a localized key of the `UInt64?` at `value` (sorted by it).
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt64?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled `title` of the `UInt64?` at `value` (sorted by it).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, UInt64?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with `text` of the `UInt64?` at `value` (sorted by it).
  public init(
    _ text: Text, value: KeyPath<RowValue, UInt64?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with a localized key of the `UInt` at `value` (sorted by it).
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled `title` of the `UInt` at `value` (sorted by it).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, UInt>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with `text` of the `UInt` at `value` (sorted by it).
  public init(
    _ text: Text, value: KeyPath<RowValue, UInt>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with a localized key of the `UInt?` at `value` (sorted by it).
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled `title` of the `UInt?` at `value` (sorted by it).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, UInt?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
  }

  /// A column titled with `text` of the `UInt?` at `value` (sorted by it).
  public init(
    _ text: Text, value: KeyPath<RowValue, UInt?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
  }
}
