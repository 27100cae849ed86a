import Foundation

extension Slider where Label == EmptyView {
  /// A slider over `bounds` moving by `step`, without a label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      label: EmptyView(), title: nil, value: Self.doubles(value), bounds: Self.doubles(bounds),
      step: Double(step))
    self.onEditingChanged = onEditingChanged
  }
}

extension Slider {
  /// A slider over `bounds` with a label view, given before `onEditingChanged`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      label: label(), title: nil, value: Self.doubles(value), bounds: Self.doubles(bounds),
      step: nil)
    self.onEditingChanged = onEditingChanged
  }

  /// A slider over `bounds` moving by `step`, with a label view given before `onEditingChanged`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      label: label(), title: nil, value: Self.doubles(value), bounds: Self.doubles(bounds),
      step: Double(step))
    self.onEditingChanged = onEditingChanged
  }

  /// A slider over `bounds` with a label view and views of its lowest and highest values.
  public init<V: BinaryFloatingPoint, ValueLabel: View>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      label: label(), title: nil, value: Self.doubles(value), bounds: Self.doubles(bounds),
      step: nil,
      valueLabels: (AnyView(minimumValueLabel()), AnyView(maximumValueLabel()), nil))
    self.onEditingChanged = onEditingChanged
  }

  /// A slider over `bounds` moving by `step`, with views of its lowest and highest values.
  public init<V: BinaryFloatingPoint, ValueLabel: View>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      label: label(), title: nil, value: Self.doubles(value), bounds: Self.doubles(bounds),
      step: Double(step),
      valueLabels: (AnyView(minimumValueLabel()), AnyView(maximumValueLabel()), nil))
    self.onEditingChanged = onEditingChanged
  }

  /// A slider with views of its lowest and highest values, its label given last.
  @available(
    *, deprecated,
    renamed: "Slider(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)"
  )
  @available(
    iOS, deprecated: 100000.0,
    renamed: "Slider(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)"
  )
  @available(
    macOS, deprecated: 100000.0,
    renamed: "Slider(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)"
  )
  @available(
    watchOS, deprecated: 100000.0,
    renamed: "Slider(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)"
  )
  @available(
    tvOS, deprecated: 100000.0,
    renamed: "Slider(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)"
  )
  @available(
    visionOS, deprecated: 100000.0,
    renamed: "Slider(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)"
  )
  public init<V: BinaryFloatingPoint, ValueLabel: View>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
    maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      label: label(), title: nil, value: Self.doubles(value), bounds: Self.doubles(bounds),
      step: nil, valueLabels: (AnyView(minimumValueLabel), AnyView(maximumValueLabel), nil))
    self.onEditingChanged = onEditingChanged
  }

  /// A slider moving by `step`, with views of its lowest and highest values, its label last.
  @available(
    *, deprecated,
    renamed: "Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)"
  )
  @available(
    iOS, deprecated: 100000.0,
    renamed: "Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)"
  )
  @available(
    macOS, deprecated: 100000.0,
    renamed: "Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)"
  )
  @available(
    watchOS, deprecated: 100000.0,
    renamed: "Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)"
  )
  @available(
    tvOS, deprecated: 100000.0,
    renamed: "Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)"
  )
  @available(
    visionOS, deprecated: 100000.0,
    renamed: "Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)"
  )
  public init<V: BinaryFloatingPoint, ValueLabel: View>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
    maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      label: label(), title: nil, value: Self.doubles(value), bounds: Self.doubles(bounds),
      step: Double(step),
      valueLabels: (AnyView(minimumValueLabel), AnyView(maximumValueLabel), nil))
    self.onEditingChanged = onEditingChanged
  }

  /// `bounds` as doubles.
  static func doubles<V: BinaryFloatingPoint>(_ bounds: ClosedRange<V>) -> ClosedRange<Double> {
    Double(bounds.lowerBound)...Double(bounds.upperBound)
  }

  /// Optional `bounds` as doubles.
  static func optionalDoubles<V: BinaryFloatingPoint>(_ bounds: ClosedRange<V>?)
    -> ClosedRange<Double>?
  {
    guard let bounds else { return nil }
    return Double(bounds.lowerBound)...Double(bounds.upperBound)
  }
}

@available(iOS 26.0, macOS 26.0, watchOS 26.0, visionOS 26.0, *)
@available(tvOS, unavailable)
extension Slider {
  /// A slider over `bounds` whose value may only take `enabledBounds`, with a label and views
  /// of its current, lowest and highest values (`neutralValue` is where its bar starts,
  /// which a terminal's bar does not show).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil,
    enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
    @ViewBuilder minimumValueLabel: () -> some View = { EmptyView() },
    @ViewBuilder maximumValueLabel: () -> some View = { EmptyView() },
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      label: label(), title: nil, value: Self.doubles(value), bounds: Self.doubles(bounds),
      step: nil,
      valueLabels: (
        AnyView(minimumValueLabel()), AnyView(maximumValueLabel()), AnyView(currentValueLabel())
      ), enabledBounds: Self.optionalDoubles(enabledBounds))
    self.onEditingChanged = onEditingChanged
  }

  /// A slider like the one above whose buttons stop at the values of `ticks`.
  public init<V>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil,
    enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
    @ViewBuilder minimumValueLabel: () -> some View = { EmptyView() },
    @ViewBuilder maximumValueLabel: () -> some View = { EmptyView() },
    @SliderTickBuilder<V> ticks: () -> some SliderTickContent<V>,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      label: label(), title: nil, value: Self.doubles(value), bounds: Self.doubles(bounds),
      step: nil,
      valueLabels: (
        AnyView(minimumValueLabel()), AnyView(maximumValueLabel()), AnyView(currentValueLabel())
      ), ticks: ticks().body.map { Double($0.value) }.sorted(),
      enabledBounds: Self.optionalDoubles(enabledBounds))
    self.onEditingChanged = onEditingChanged
  }

  /// A slider moving by `step` whose stops `tick` may mark with ticks (each step's value is
  /// offered to `tick`; the buttons move by `step` either way).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, neutralValue: V? = nil,
    enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
    @ViewBuilder minimumValueLabel: () -> some View = { EmptyView() },
    @ViewBuilder maximumValueLabel: () -> some View = { EmptyView() },
    tick: (V) -> SliderTick<V>? = { _ in nil },
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      label: label(), title: nil, value: Self.doubles(value), bounds: Self.doubles(bounds),
      step: Double(step),
      valueLabels: (
        AnyView(minimumValueLabel()), AnyView(maximumValueLabel()), AnyView(currentValueLabel())
      ), enabledBounds: Self.optionalDoubles(enabledBounds))
    self.onEditingChanged = onEditingChanged
  }
}
