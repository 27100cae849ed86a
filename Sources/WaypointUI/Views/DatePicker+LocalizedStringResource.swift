import Foundation
import WaypointCore

extension DatePicker where Label == Text {
  /// Creates an instance that selects a `Date`, with a label from a string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), selection: selection,
      displayedComponents: displayedComponents)
  }

  /// Creates an instance that selects a `Date` in a closed range, with a label from a string
  /// resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), selection: selection, in: range,
      displayedComponents: displayedComponents)
  }

  /// Creates an instance that selects a `Date` on or after a starting date, with a label from a
  /// string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, selection: Binding<Date>,
    in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), selection: selection, in: range,
      displayedComponents: displayedComponents)
  }

  /// Creates an instance that selects a `Date` on or before an ending date, with a label from a
  /// string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, selection: Binding<Date>,
    in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), selection: selection, in: range,
      displayedComponents: displayedComponents)
  }
}
