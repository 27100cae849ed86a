/// A view that shows the progress toward completion of a task.
public struct ProgressView<Label: View, CurrentValueLabel: View> {
  let value: Double?
  let total: Double
  let label: Label
  /// A view of the current value, shown after the bar (`currentValueLabel:`).
  var currentValueLabel: AnyView? = nil
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// Creates a progress view for showing indeterminate progress with a custom label.
  public init(@ViewBuilder label: () -> Label) {
    self.init(value: nil, total: 1, label: label())
  }

  /// Creates a progress view for showing determinate progress with a custom label.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label
  ) {
    self.init(value: fraction(value), total: Double(total), label: label())
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// Creates a progress view for showing indeterminate progress, without a label.
  public init() {
    self.init(value: nil, total: 1, label: EmptyView())
  }

  /// Creates a progress view for showing determinate progress.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(value: fraction(value), total: Double(total), label: EmptyView())
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// Creates a progress view for showing indeterminate progress that generates its label from
  /// a localized string.
  public init(_ titleKey: LocalizedStringKey) {
    self.init(value: nil, total: 1, label: Text(titleKey))
  }

  /// Creates a progress view for showing indeterminate progress that generates its label from
  /// a string.
  public init<S: StringProtocol>(_ title: S) {
    self.init(value: nil, total: 1, label: Text(title))
  }

  /// Creates a progress view for showing determinate progress that generates its label from a
  /// localized string.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    self.init(value: fraction(value), total: Double(total), label: Text(titleKey))
  }

  /// Creates a progress view for showing determinate progress that generates its label from a
  /// string.
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.init(value: fraction(value), total: Double(total), label: Text(title))
  }
}

extension ProgressView: View, PrimitiveView {
  /// A progress view has no body.
  public var body: Never { primitiveBody(Self.self) }

  package func update(in node: Node) {
    if let styling = node.environment.progressStyling {
      let configuration = ProgressViewStyleConfiguration(
        fractionCompleted: value.map { total > 0 ? $0 / total : 0 },
        label: ProgressViewStyleConfiguration.Label(view: AnyView(label)),
        currentValueLabel: currentValueLabel.map(
          ProgressViewStyleConfiguration.CurrentValueLabel.init))
      node.reconcile { $0.add(styling(configuration), key: .index(1)) }
      return
    }
    node.reconcile { children in
      children.add(label, key: .index(0))
      if let currentValueLabel { children.add(currentValueLabel, key: .index(2)) }
    }
  }

  package func output(in node: Node) -> NodeOutput {
    if node.environment.progressStyling != nil { return node.childrenOutput() }
    return node.containerOutput(role: .progress(value: value, total: total))
  }
}

/// A progress value as a `Double`, without a closure over the value's type.
private func fraction<V: BinaryFloatingPoint>(_ value: V?) -> Double? {
  guard let value else { return nil }
  return Double(value)
}
