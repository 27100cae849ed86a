import Foundation

/// A control for choosing a value from a range: its label, the value's position as a bar, and
/// "−" and "+" buttons that move it by its step (a tenth of the range without one).
public struct Slider<Label: View> {
  let label: Label
  let title: String?
  let value: Binding<Double>
  let bounds: ClosedRange<Double>
  let step: Double?
}

extension Slider: View {
  /// The label, the bar and the two buttons.
  public var body: some View {
    let (value, bounds) = (self.value, self.bounds)
    let step = self.step ?? (bounds.upperBound - bounds.lowerBound) / 10
    let current = value.wrappedValue
    return HStack {
      label
      ProgressView(value: current - bounds.lowerBound, total: bounds.upperBound - bounds.lowerBound)
      Button("−") { value.wrappedValue = Swift.max(bounds.lowerBound, current - step) }
        .disabled(current <= bounds.lowerBound)
        .accessibilityLabel(title.map { "Decrease \($0)" } ?? "Decrease")
      Button("+") { value.wrappedValue = Swift.min(bounds.upperBound, current + step) }
        .disabled(current >= bounds.upperBound)
        .accessibilityLabel(title.map { "Increase \($0)" } ?? "Increase")
    }
  }
}

extension Slider {
  /// A slider over `bounds`, moving by `step`, with a custom label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      label: label(), title: nil, value: Self.doubles(value),
      bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: Double(step))
  }

  /// A slider over `bounds`, with a custom label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      label: label(), title: nil, value: Self.doubles(value),
      bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: nil)
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
  }
}
