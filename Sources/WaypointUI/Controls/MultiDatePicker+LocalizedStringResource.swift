import Foundation
import WaypointCore

extension MultiDatePicker where Label == Text {
  /// Makes a picker of any days, titled with the text `titleResource` resolves to in its own
  /// table and bundle.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, selection: Binding<Set<DateComponents>>
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), selection: selection)
  }

  /// Makes a picker titled with the text `titleResource` resolves to that takes days from
  /// `bounds.lowerBound` on.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, selection: Binding<Set<DateComponents>>,
    in bounds: PartialRangeFrom<Date>
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), selection: selection, in: bounds)
  }

  /// Makes a picker titled with the text `titleResource` resolves to that takes only days
  /// before `bounds.upperBound`.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, selection: Binding<Set<DateComponents>>,
    in bounds: PartialRangeUpTo<Date>
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), selection: selection, in: bounds)
  }

  /// Makes a picker titled with the text `titleResource` resolves to that takes only days
  /// within `bounds`.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, selection: Binding<Set<DateComponents>>,
    in bounds: Range<Date>
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), selection: selection, in: bounds)
  }
}
