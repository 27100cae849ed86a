/// A value's place in a range, drawn as a progress bar with the gauge's label; the minimum,
/// current and maximum value labels, when given, sit in a row beneath it. Marked value labels
/// are kept but not shown. A custom gauge style makes the body instead.
public struct Gauge<
  Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View
> {
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel?
  let minimumValueLabel: BoundsLabel?
  let maximumValueLabel: BoundsLabel?
  let markedValueLabels: MarkedValueLabels?
  @Environment(\.gaugeStyling) private var styling

  init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V>, label: Label, currentValueLabel: CurrentValueLabel?,
    minimumValueLabel: BoundsLabel?, maximumValueLabel: BoundsLabel?,
    markedValueLabels: MarkedValueLabels?
  ) {
    let width = bounds.upperBound - bounds.lowerBound
    let fraction = width > 0 ? Double((value - bounds.lowerBound) / width) : 0
    self.fraction = min(max(fraction, 0), 1)
    self.label = label
    self.currentValueLabel = currentValueLabel
    self.minimumValueLabel = minimumValueLabel
    self.maximumValueLabel = maximumValueLabel
    self.markedValueLabels = markedValueLabels
  }

  /// The gauge's value and labels, as a gauge style sees them.
  var configuration: GaugeStyleConfiguration {
    GaugeStyleConfiguration(
      value: fraction, label: GaugeStyleConfiguration.Label(view: AnyView(label)),
      currentValueLabel: currentValueLabel.map { .init(view: AnyView($0)) },
      minimumValueLabel: minimumValueLabel.map { .init(view: AnyView($0)) },
      maximumValueLabel: maximumValueLabel.map { .init(view: AnyView($0)) })
  }
}

extension Gauge: View {
  /// A progress bar of the value's place in the range, or the custom style's body.
  public var body: some View {
    if let styling {
      styling(configuration)
    } else {
      DefaultGaugeStyle.body(of: configuration)
    }
  }
}

extension Gauge
where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// Makes a gauge of `value`'s place in `bounds` (`0...1` unless given), labeled by `label`.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) {
    self.init(
      value: value, in: bounds, label: label(), currentValueLabel: nil, minimumValueLabel: nil,
      maximumValueLabel: nil, markedValueLabels: nil)
  }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// Makes a gauge of `value` within `bounds`, with `label` and, beneath the bar, the view
  /// `currentValueLabel` builds.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(),
      minimumValueLabel: nil, maximumValueLabel: nil, markedValueLabels: nil)
  }
}

extension Gauge where MarkedValueLabels == EmptyView {
  /// Makes a gauge of `value` within `bounds`, with `label` and a row beneath the bar of the
  /// minimum, current and maximum value labels.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    self.init(
      value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(),
      minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
      markedValueLabels: nil)
  }
}

extension Gauge where BoundsLabel == EmptyView {
  /// Makes a gauge of `value` within `bounds`, with `label` and the current value label
  /// beneath the bar; `markedValueLabels` are kept but not shown.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) {
    self.init(
      value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(),
      minimumValueLabel: nil, maximumValueLabel: nil, markedValueLabels: markedValueLabels())
  }
}

extension Gauge {
  /// Makes a gauge of `value` within `bounds` with every label: minimum, current and maximum
  /// in a row beneath the bar, and `markedValueLabels` kept but not shown.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel,
    @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) {
    self.init(
      value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(),
      minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
      markedValueLabels: markedValueLabels())
  }
}
