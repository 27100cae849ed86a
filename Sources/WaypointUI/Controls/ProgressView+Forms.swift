import Foundation

extension ProgressViewStyleConfiguration {
  /// A view of a progress view's current value, for a style.
  public struct CurrentValueLabel: View {
    let view: AnyView
    /// The view.
    public var body: some View { view }
  }
}

extension ProgressView {
  /// A determinate progress view with a label and a view of the current value.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      value: optionalDouble(value), total: Double(total), label: label(),
      currentValueLabel: AnyView(currentValueLabel()))
  }

  /// A progress view of `progress`'s completed fraction when it is made (indeterminate while the
  /// progress is).
  public init(_ progress: Progress) where Label == EmptyView, CurrentValueLabel == EmptyView {
    self.init(
      value: progress.isIndeterminate ? nil : progress.fractionCompleted, total: 1,
      label: EmptyView())
  }

  /// A progress view of a style's configuration: its fraction, label and current value label.
  public init(_ configuration: ProgressViewStyleConfiguration)
  where
    Label == ProgressViewStyleConfiguration.Label,
    CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
  {
    self.init(
      value: configuration.fractionCompleted, total: 1,
      label: configuration.label
        ?? ProgressViewStyleConfiguration.Label(view: AnyView(EmptyView())),
      currentValueLabel: configuration.currentValueLabel.map { AnyView($0) })
  }

  /// A progress view of the time elapsed in `timerInterval` when it is made (the part left when
  /// `countsDown`), with a label and a view of the current value.
  public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      value: Self.timerFraction(of: timerInterval, countsDown: countsDown), total: 1,
      label: label(),
      currentValueLabel: AnyView(currentValueLabel()))
  }

  /// The part of `interval` elapsed now, or left when `countsDown`.
  static func timerFraction(of interval: ClosedRange<Date>, countsDown: Bool) -> Double {
    let duration = interval.upperBound.timeIntervalSince(interval.lowerBound)
    guard duration > 0 else { return 1 }
    let elapsed = Swift.min(Swift.max(Date().timeIntervalSince(interval.lowerBound), 0), duration)
    return countsDown ? 1 - elapsed / duration : elapsed / duration
  }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
  /// A progress view of `timerInterval` with a label, showing the time left (or elapsed).
  public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.init(
      value: Self.timerFraction(of: timerInterval, countsDown: countsDown), total: 1,
      label: label(),
      currentValueLabel: AnyView(
        DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown)))
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
  /// A progress view of `timerInterval`, showing the time left (or elapsed).
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
    self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
  }
}

/// A value as a `Double`, without a closure over the value's type.
func optionalDouble<V: BinaryFloatingPoint>(_ value: V?) -> Double? {
  guard let value else { return nil }
  return Double(value)
}
