/// A bar for how far along a task is: recorded as a progress element with its value and total,
/// drawn by the terminal as a text bar beside its label and by the browser as a progressbar.
///
/// A nil value records progress of unknown extent (a busy indicator). A `.progressViewStyle`
/// set above builds the view shown instead.
public struct ProgressView<Label: View, CurrentValueLabel: View> {
  let value: Double?
  let total: Double
  let label: Label
  /// A view of the current value, shown after the bar (`currentValueLabel:`).
  var currentValueLabel: AnyView? = nil
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// Makes a busy indicator, with no known extent, labeled by the builder's views.
  public init(@ViewBuilder label: () -> Label) {
    self.init(value: nil, total: 1, label: label())
  }

  /// Makes a bar filled to `value` out of `total`, labeled by the builder's views; a nil
  /// `value` makes a busy indicator instead.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label
  ) {
    self.init(value: fraction(value), total: Double(total), label: label())
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// Makes an unlabeled busy indicator, with no known extent.
  public init() {
    self.init(value: nil, total: 1, label: EmptyView())
  }

  /// Makes an unlabeled bar filled to `value` out of `total` (busy when `value` is nil).
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(value: fraction(value), total: Double(total), label: EmptyView())
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// Makes a busy indicator labeled with `titleKey`, shown as written.
  public init(_ titleKey: LocalizedStringKey) {
    self.init(value: nil, total: 1, label: Text(titleKey))
  }

  /// Makes a busy indicator labeled with `title`, shown verbatim.
  public init<S: StringProtocol>(_ title: S) {
    self.init(value: nil, total: 1, label: Text(title))
  }

  /// Makes a bar filled to `value` out of `total`, labeled with `titleKey` as written.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    self.init(value: fraction(value), total: Double(total), label: Text(titleKey))
  }

  /// Makes a bar filled to `value` out of `total`, labeled with `title` verbatim.
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
