import Foundation

extension Stepper {
  /// A stepper changing `value` by `step`, its label view given before `onEditingChanged`.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: label(), title: nil,
      increment: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
      decrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) })
  }

  /// A stepper changing `value` by `step` within `bounds`; a button is disabled at its bound.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: label(), title: nil, value: value, bounds: bounds, step: step)
  }

  /// A stepper that calls `onIncrement` and `onDecrement`; a nil action disables its button.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: label(), title: nil, increment: onIncrement, decrement: onDecrement)
  }

  /// A stepper changing a floating-point `value` by `step`, written by `format`.
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
  }

  /// A stepper changing a floating-point `value` by `step` within `bounds`, written by `format`.
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
    step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(label: label(), title: nil, value: value, bounds: bounds, step: step)
  }
}

extension Stepper where Label == Text {
  /// A stepper titled with a localized key that calls `onIncrement` and `onDecrement`.
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: Text(titleKey), title: titleKey.resolved, increment: onIncrement,
      decrement: onDecrement)
  }

  /// A stepper titled with a localized key changing `value` by `step`, without bounds.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: Text(titleKey), title: titleKey.resolved,
      increment: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
      decrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) })
  }

  /// A stepper titled with a localized key, its value written by `format` after the title.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>,
    step: F.FormatInput.Stride = 1, format: F,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(
      label: Text(titleKey).joined(with: Text(verbatim: " " + format.format(value.wrappedValue))),
      title: titleKey.resolved,
      increment: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
      decrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) })
  }

  /// A stepper titled `title`, its value written by `format` after the title.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(
      label: Text(title).joined(with: Text(verbatim: " " + format.format(value.wrappedValue))),
      title: String(title),
      increment: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
      decrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) })
  }

  /// A stepper titled with a localized key within `bounds`, its value written by `format`.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>,
    in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(
      label: Text(titleKey).joined(with: Text(verbatim: " " + format.format(value.wrappedValue))),
      title: titleKey.resolved, value: value, bounds: bounds, step: step)
  }

  /// A stepper titled `title` within `bounds`, its value written by `format`.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
    step: F.FormatInput.Stride = 1, format: F,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(
      label: Text(title).joined(with: Text(verbatim: " " + format.format(value.wrappedValue))),
      title: String(title), value: value, bounds: bounds, step: step)
  }
}
