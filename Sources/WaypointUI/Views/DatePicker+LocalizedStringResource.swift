import Foundation
import WaypointCore

extension DatePicker where Label == Text {
  /// Makes a date picker editing `selection`, showing `displayedComponents` and labeled with
  /// the text `titleResource` looks up in its own table and bundle.
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

  /// Makes a date picker whose choices stay within `range`, labeled with the text
  /// `titleResource` looks up.
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

  /// Makes a date picker allowing no date before `range`'s start, labeled with the text
  /// `titleResource` looks up.
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

  /// Makes a date picker allowing no date after `range`'s end, labeled with the text
  /// `titleResource` looks up.
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
