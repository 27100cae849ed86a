import Foundation
import WaypointCore

extension Stepper where Label == Text {
  /// A stepper titled with a string resource that calls `onIncrement` and `onDecrement`.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, onIncrement: (() -> Void)?,
    onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), onIncrement: onIncrement,
      onDecrement: onDecrement, onEditingChanged: onEditingChanged)
  }

  /// A stepper titled with a string resource within `bounds`, its value written by `format`.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init<F: ParseableFormatStyle>(
    _ titleResource: LocalizedStringResource, value: Binding<F.FormatInput>,
    in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(
      LocalizedStringKey(resolving: titleResource), value: value, in: bounds, step: step,
      format: format, onEditingChanged: onEditingChanged)
  }

  /// A stepper titled with a string resource, its value written by `format` after the title.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init<F: ParseableFormatStyle>(
    _ titleResource: LocalizedStringResource, value: Binding<F.FormatInput>,
    step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(
      LocalizedStringKey(resolving: titleResource), value: value, step: step, format: format,
      onEditingChanged: onEditingChanged)
  }

  /// A stepper titled with a string resource changing `value` by `step`, without bounds.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init<V: Strideable>(
    _ titleResource: LocalizedStringResource, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), value: value, step: step,
      onEditingChanged: onEditingChanged)
  }

  /// A stepper titled with a string resource changing `value` by `step` within `bounds`.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init<V: Strideable>(
    _ titleResource: LocalizedStringResource, value: Binding<V>, in bounds: ClosedRange<V>,
    step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), value: value, in: bounds, step: step,
      onEditingChanged: onEditingChanged)
  }
}
