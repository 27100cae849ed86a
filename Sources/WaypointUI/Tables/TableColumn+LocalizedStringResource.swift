import Foundation
import WaypointCore

extension TableColumn where Sort == Never, Label == Text {
  /// A column titled with a string resource, its cells made by `content`.
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), content: content)
  }

  /// A column titled with a string resource, showing the string at `value` of each row.
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, String>
  )
  where Content == Text {
    self.init(LocalizedStringKey(resolving: titleResource), value: value)
  }
}

extension TableColumn where RowValue == Sort.Compared, Label == Text {
  /// A column titled with a string resource, sorting rows with `comparator`.
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, sortUsing comparator: Sort,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), sortUsing: comparator, content: content)
  }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
  /// A column titled with a string resource, sorting rows by `value` with `comparator`.
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  public init<V, C: SortComparator>(
    _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, V>, comparator: C,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) where V == C.Compared {
    self.init(
      LocalizedStringKey(resolving: titleResource), value: value, comparator: comparator,
      content: content)
  }

  /// A column titled with a string resource, showing and sorting by the string at `value`.
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, String>,
    comparator: String.StandardComparator = .lexical
  ) where Content == Text {
    self.init(LocalizedStringKey(resolving: titleResource), value: value, comparator: comparator)
  }

  /// A column titled with a string resource, sorting rows by the comparable value at `value`.
  @available(iOS 16.6, macOS 13.5, tvOS 16.6, watchOS 9.6, *)
  @_disfavoredOverload
  public init<V: Comparable>(
    _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, V>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), value: value, content: content)
  }
}
