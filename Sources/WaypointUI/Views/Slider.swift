import Foundation

/// A control for choosing a value from a range: its label, the value's position as a bar, and
/// "−" and "+" buttons that move it by its step (a tenth of the range without one).
public struct Slider<Label: View> {
  let label: Label
  let title: String?
  let value: Binding<Double>
  let bounds: ClosedRange<Double>
  let step: Double?
  /// Views beside the bar: the lowest and highest values, and the current one.
  var valueLabels: (minimum: AnyView?, maximum: AnyView?, current: AnyView?) = (nil, nil, nil)
  /// The values the buttons stop at when there is no step (a slider's ticks).
  var ticks: [Double] = []
  /// The part of `bounds` the value may take; nil for all of it.
  var enabledBounds: ClosedRange<Double>? = nil
  /// Told `true` as a change by the bar or a button starts and `false` once it is made: each
  /// move here is one whole edit.
  var onEditingChanged: (Bool) -> Void = { _ in }
}

extension Slider: View {
  /// The label, the bar and the two buttons.
  public var body: some View {
    let (value, bounds) = (self.value, self.bounds)
    let limits = enabledBounds?.clamped(to: bounds) ?? bounds
    let current = value.wrappedValue
    let (down, up) = stops(around: current)
    let name = title ?? (label as? Text)?.plainText
    let editing = onEditingChanged
    /// Sets the value as one edit, which the app hears begin and end.
    func edit(_ moved: Double) {
      editing(true)
      value.wrappedValue = moved
      editing(false)
    }
    return HStack {
      label
      valueLabels.minimum
      ProgressView(value: current - bounds.lowerBound, total: bounds.upperBound - bounds.lowerBound)
        .attribute(.slider(bounds: bounds, step: step))
        .modifier(
          AddedAction(kind: .setValue, isEnabled: limits.lowerBound < limits.upperBound) {
            action in
            guard let target = action.value, target.isFinite else { return }
            let moved = Self.settle(target, within: limits, from: bounds.lowerBound, step: step)
            if moved != value.wrappedValue { edit(moved) }
          }
        )
        .accessibilityLabel(name ?? "Slider")
      valueLabels.maximum
      valueLabels.current
      Button("−") { edit(Swift.max(limits.lowerBound, down)) }
        .disabled(current <= limits.lowerBound)
        .accessibilityLabel(title.map { "Decrease \($0)" } ?? "Decrease")
      Button("+") { edit(Swift.min(limits.upperBound, up)) }
        .disabled(current >= limits.upperBound)
        .accessibilityLabel(title.map { "Increase \($0)" } ?? "Increase")
    }
  }

  /// `target` within `limits`, on a step counted from `origin` when there is a step.
  static func settle(
    _ target: Double, within limits: ClosedRange<Double>, from origin: Double, step: Double?
  ) -> Double {
    var settled = target
    if let step, step > 0 {
      settled = origin + ((target - origin) / step).rounded() * step
    }
    return Swift.min(limits.upperBound, Swift.max(limits.lowerBound, settled))
  }

  /// The values below and above `current` the buttons move to: a step away, or the nearest
  /// ticks when there is no step.
  private func stops(around current: Double) -> (down: Double, up: Double) {
    if step == nil, !ticks.isEmpty {
      return (
        ticks.filter { $0 < current }.max() ?? bounds.lowerBound,
        ticks.filter { $0 > current }.min() ?? bounds.upperBound
      )
    }
    let step = self.step ?? (bounds.upperBound - bounds.lowerBound) / 10
    return (current - step, current + step)
  }
}

extension Slider {
  /// A slider over `bounds`, moving by `step`, with a custom label.
  @available(*, deprecated, renamed: "Slider(value:in:step:label:onEditingChanged:)")
  @available(iOS, deprecated: 100000.0, renamed: "Slider(value:in:step:label:onEditingChanged:)")
  @available(macOS, deprecated: 100000.0, renamed: "Slider(value:in:step:label:onEditingChanged:)")
  @available(
    watchOS, deprecated: 100000.0, renamed: "Slider(value:in:step:label:onEditingChanged:)"
  )
  @available(
    visionOS, deprecated: 100000.0, renamed: "Slider(value:in:step:label:onEditingChanged:)"
  )
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      label: label(), title: nil, value: Self.doubles(value),
      bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: Double(step))
    self.onEditingChanged = onEditingChanged
  }

  /// A slider over `bounds`, with a custom label.
  @available(*, deprecated, renamed: "Slider(value:in:label:onEditingChanged:)")
  @available(iOS, deprecated: 100000.0, renamed: "Slider(value:in:label:onEditingChanged:)")
  @available(macOS, deprecated: 100000.0, renamed: "Slider(value:in:label:onEditingChanged:)")
  @available(watchOS, deprecated: 100000.0, renamed: "Slider(value:in:label:onEditingChanged:)")
  @available(visionOS, deprecated: 100000.0, renamed: "Slider(value:in:label:onEditingChanged:)")
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      label: label(), title: nil, value: Self.doubles(value),
      bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: nil)
    self.onEditingChanged = onEditingChanged
  }

  static func doubles<V: BinaryFloatingPoint>(_ value: Binding<V>) -> Binding<Double> {
    Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
  }
}

extension Slider where Label == EmptyView {
  /// A slider over `bounds`, without a label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      label: EmptyView(), title: nil, value: Self.doubles(value),
      bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: nil)
    self.onEditingChanged = onEditingChanged
  }
}
