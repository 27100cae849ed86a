/// Alternatives in order of preference: recorded as one element holding every candidate, of
/// which the layout pass places only the first whose ideal size fits the space offered (else
/// the last).
///
/// The terminal's text rows, which do not use the layout pass's frames, show the first
/// candidate.
public struct ViewThatFits<Content: View> {
  let axes: Axis.Set
  let content: Content

  /// Offers the builder's views in order; only along `axes` must a candidate's ideal length fit,
  /// the other axis being offered as is.
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }
}

extension ViewThatFits: View, PrimitiveView {
  /// A view that fits has no body.
  public var body: Never { primitiveBody(Self.self) }

  package func update(in node: Node) {
    node.reconcile { $0.add(content, key: .index(0)) }
  }

  package func output(in node: Node) -> NodeOutput {
    node.containerOutput(role: .viewThatFits(axes))
  }
}
