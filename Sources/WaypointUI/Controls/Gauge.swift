/// A view that shows a value within a range: a bar of the value's place in the range with its
/// label, and its current, bound and marked value labels when given. A custom gauge style
/// makes the body instead.
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
  /// Creates a gauge showing a value within a range and describes the gauge's purpose.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) {
    self.init(
      value: value, in: bounds, label: label(), currentValueLabel: nil, minimumValueLabel: nil,
      maximumValueLabel: nil, markedValueLabels: nil)
  }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// Creates a gauge showing a value within a range and that describes the gauge's purpose and
  /// current value.
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
  /// Creates a gauge showing a value within a range and describes the gauge's current,
  /// minimum, and maximum values.
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
  /// Creates a gauge representing a value within a range, with its current value and marked
  /// values.
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
  /// Creates a gauge representing a value within a range, with its current, minimum, maximum
  /// and marked values.
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
