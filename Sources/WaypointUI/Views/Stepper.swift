/// A control that performs increment and decrement actions: its label, then a "−" and a "+"
/// button (labelled "Decrement …" and "Increment …" for drivers and screen readers).
public struct Stepper<Label: View> {
  let label: Label
  let title: String?
  let increment: (() -> Void)?
  let decrement: (() -> Void)?
}

extension Stepper: View {
  /// The label and the two buttons.
  public var body: some View {
    HStack {
      label
      Spacer()
      Button("−") { decrement?() }
        .disabled(decrement == nil)
        .accessibilityLabel(title.map { "Decrement \($0)" } ?? "Decrement")
      Button("+") { increment?() }
        .disabled(increment == nil)
        .accessibilityLabel(title.map { "Increment \($0)" } ?? "Increment")
    }
  }
}

extension Stepper {
  /// A stepper that calls `onIncrement` and `onDecrement` (SwiftUI's older order, its label
  /// last; disfavoured, as the order with the label first is the one calls resolve to).
  @available(*, deprecated, renamed: "Stepper(label:onIncrement:onDecrement:onEditingChanged:)")
  @available(
    iOS, deprecated: 100000.0, renamed: "Stepper(label:onIncrement:onDecrement:onEditingChanged:)"
  )
  @available(
    macOS, deprecated: 100000.0, renamed: "Stepper(label:onIncrement:onDecrement:onEditingChanged:)"
  )
  @_disfavoredOverload
  public init(
    onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), title: nil, increment: onIncrement, decrement: onDecrement)
  }

  /// A stepper changing `value` by `step` within `bounds`; a button is disabled at its bound
  /// (SwiftUI's older order, its label last; disfavoured, so `Stepper(value:in:) { label }`
  /// resolves to the order with the label first, as in SwiftUI).
  @available(*, deprecated, renamed: "Stepper(value:in:step:label:onEditingChanged:)")
  @available(iOS, deprecated: 100000.0, renamed: "Stepper(value:in:step:label:onEditingChanged:)")
  @available(macOS, deprecated: 100000.0, renamed: "Stepper(value:in:step:label:onEditingChanged:)")
  @_disfavoredOverload
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), title: nil, value: value, bounds: bounds, step: step)
  }

  /// A stepper changing `value` by `step`, without bounds (SwiftUI's older order, its label
  /// last; disfavoured, as the order with the label first is the one calls resolve to).
  @available(*, deprecated, renamed: "Stepper(value:step:label:onEditingChanged:)")
  @available(iOS, deprecated: 100000.0, renamed: "Stepper(value:step:label:onEditingChanged:)")
  @available(macOS, deprecated: 100000.0, renamed: "Stepper(value:step:label:onEditingChanged:)")
  @_disfavoredOverload
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.init(
      label: label(), title: nil,
      increment: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
      decrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) })
  }

  init<V: Strideable>(
    label: Label, title: String?, value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride
  ) {
    let current = value.wrappedValue
    let up = current.advanced(by: step)
    let down = current.advanced(by: -step)
    self.init(
      label: label, title: title,
      increment: up <= bounds.upperBound ? { value.wrappedValue = up } : nil,
      decrement: down >= bounds.lowerBound ? { value.wrappedValue = down } : nil)
  }
}

extension Stepper where Label == Text {
  /// A stepper titled `title` changing `value` by `step` within `bounds`.
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: Text(title), title: String(title), value: value, bounds: bounds, step: step)
  }

  /// A stepper titled with a localized key changing `value` by `step` within `bounds`.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
    step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: Text(titleKey), title: titleKey.resolved, value: value, bounds: bounds, step: step)
  }

  /// A stepper titled `title` changing `value` by `step`, without bounds.
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: Text(title), title: String(title),
      increment: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
      decrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) })
  }

  /// A stepper titled `title` that calls `onIncrement` and `onDecrement`.
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: Text(title), title: String(title), increment: onIncrement, decrement: onDecrement)
  }
}
