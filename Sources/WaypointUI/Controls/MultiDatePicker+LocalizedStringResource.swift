import Foundation
import WaypointCore

extension MultiDatePicker where Label == Text {
  /// Creates an instance that selects multiple dates with an unbounded range, labeled with a string
  /// resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, selection: Binding<Set<DateComponents>>
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), selection: selection)
  }

  /// Creates an instance that selects multiple dates on or after some start date, labeled with a
  /// string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, selection: Binding<Set<DateComponents>>,
    in bounds: PartialRangeFrom<Date>
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), selection: selection, in: bounds)
  }

  /// Creates an instance that selects multiple dates before some end date, labeled with a string
  /// resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, selection: Binding<Set<DateComponents>>,
    in bounds: PartialRangeUpTo<Date>
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), selection: selection, in: bounds)
  }

  /// Creates an instance that selects multiple dates in the supported range, labeled with a string
  /// resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, selection: Binding<Set<DateComponents>>,
    in bounds: Range<Date>
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), selection: selection, in: bounds)
  }
}
