import Foundation
import WaypointCore

extension TableColumn where RowValue: NSObject, Sort == SortDescriptor<RowValue>, Label == Text {
  /// A column titled with a string resource of the `Bool` at `value` (not sortable here: Linux has
  /// no `SortDescriptor` of a `Bool`).
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Bool>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), value: value, content: content)
  }

  /// A column titled with a string resource of the `Bool?` at `value` (not sortable here: Linux has
  /// no `SortDescriptor` of a `Bool`).
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Bool?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), value: value, content: content)
  }

  /// A column titled with a string resource of the `Date` at `value` (sorted by it).
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Date>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), value: value, content: content)
  }

  /// A column titled with a string resource of the `Date?` at `value` (sorted by it).
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Date?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), value: value, content: content)
  }

  /// A column titled with a string resource of the `Double` at `value` (sorted by it).
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Double>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), value: value, content: content)
  }

  /// A column titled with a string resource of the `Double?` at `value` (sorted by it).
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Double?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), value: value, content: content)
  }

  /// A column titled with a string resource of the `Float` at `value` (sorted by it).
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Float>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), value: value, content: content)
  }

  /// A column titled with a string resource of the `Float?` at `value` (sorted by it).
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Float?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), value: value, content: content)
  }

  /// A column titled with a string resource of the `Int16` at `value` (sorted by it).
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Int16>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), value: value, content: content)
  }

  /// A column titled with a string resource of the `Int16?` at `value` (sorted by it).
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Int16?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), value: value, content: content)
  }

  /// A column titled with a string resource of the `Int32` at `value` (sorted by it).
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Int32>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), value: value, content: content)
  }

  /// A column titled with a string resource of the `Int32?` at `value` (sorted by it).
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Int32?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), value: value, content: content)
  }

  /// A column titled with a string resource of the `Int64` at `value` (sorted by it).
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Int64>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), value: value, content: content)
  }

  /// A column titled with a string resource of the `Int64?` at `value` (sorted by it).
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Int64?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), value: value, content: content)
  }

  /// A column titled with a string resource of the `Int8` at `value` (sorted by it).
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Int8>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), value: value, content: content)
  }

  /// A column titled with a string resource of the `Int8?` at `value` (sorted by it).
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Int8?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), value: value, content: content)
  }

  /// A column titled with a string resource of the `Int` at `value` (sorted by it).
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Int>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), value: value, content: content)
  }

  /// A column titled with a string resource of the `Int?` at `value` (sorted by it).
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, Int?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), value: value, content: content)
  }

  /// A column titled with a string resource showing the `String` at `value`, sorted with
  /// `comparator`.
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, String>,
    comparator: String.StandardComparator = .lexical
  ) where Content == Text {
    self.init(LocalizedStringKey(resolving: titleResource), value: value, comparator: comparator)
  }

  /// A column titled with a string resource of the `String` at `value`, sorted with `comparator`.
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, String>,
    comparator: String.StandardComparator = .lexical,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), value: value, comparator: comparator,
      content: content)
  }

  /// A column titled with a string resource of the `String?` at `value`, sorted with `comparator`.
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, String?>,
    comparator: String.StandardComparator = .lexical,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), value: value, comparator: comparator,
      content: content)
  }

  /// A column titled with a string resource of the `UInt16` at `value` (sorted by it).
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, UInt16>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), value: value, content: content)
  }

  /// A column titled with a string resource of the `UInt16?` at `value` (sorted by it).
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, UInt16?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), value: value, content: content)
  }

  /// A column titled with a string resource of the `UInt32` at `value` (sorted by it).
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, UInt32>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), value: value, content: content)
  }

  /// A column titled with a string resource of the `UInt32?` at `value` (sorted by it).
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, UInt32?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), value: value, content: content)
  }

  /// A column titled with a string resource of the `UInt64` at `value` (sorted by it).
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, UInt64>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), value: value, content: content)
  }

  /// A column titled with a string resource of the `UInt64?` at `value` (sorted by it).
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, UInt64?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), value: value, content: content)
  }

  /// A column titled with a string resource of the `UInt8` at `value` (sorted by it).
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, UInt8>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), value: value, content: content)
  }

  /// A column titled with a string resource of the `UInt8?` at `value` (sorted by it).
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, UInt8?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), value: value, content: content)
  }

  /// A column titled with a string resource of the `UInt` at `value` (sorted by it).
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, UInt>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), value: value, content: content)
  }

  /// A column titled with a string resource of the `UInt?` at `value` (sorted by it).
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, UInt?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), value: value, content: content)
  }

  /// A column titled with a string resource of the `UUID` at `value` (sorted by it).
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, UUID>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), value: value, content: content)
  }

  /// A column titled with a string resource of the `UUID?` at `value` (sorted by it).
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, UUID?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), value: value, content: content)
  }
}
