import Foundation

/// A shape a wrapper made from another (trimmed, inset, moved, turned, resized, combined): it
/// names the shape the chain starts from and what each wrapper did, so that it can be drawn from
/// its own path and still read as the chain in the tree.
@MainActor protocol ShapeChain {
  /// The kind of the shape the chain starts from, and each wrapper's modifier as Swift source,
  /// innermost first.
  var chain: (base: ShapeKind, modifiers: [String]) { get }
}

extension Shape {
  /// The chain of a wrapper, or the shape alone.
  @MainActor var shapeChain: (base: ShapeKind, modifiers: [String]) {
    (self as? any ShapeChain)?.chain ?? (ShapeKind(of: self), [])
  }

  /// The chain with `modifier` after it.
  @MainActor func chain(adding modifier: String) -> (base: ShapeKind, modifiers: [String]) {
    let inner = shapeChain
    return (inner.base, inner.modifiers + [modifier])
  }
}

/// A wrapper shape in the semantic tree: its whole outline for the frame a renderer draws it
/// in (`ShapeKind.drawn`), named by the chain that made it, such as
/// `Circle() .trim(from: 0, to: 0.5)`.
struct OutlineShapeView<S: Shape>: View, PrimitiveView {
  let shape: S

  var body: Never { primitiveBody(Self.self) }

  func update(in node: Node) {}

  func output(in node: Node) -> NodeOutput {
    let shape = shape
    let (base, modifiers) = shape.shapeChain
    let name = ([base.description] + modifiers).joined(separator: " ")
    let record = DrawingRecord(description: name) { size in
      var drawing = Drawing()
      drawing.commands = [
        DrawingCommand(
          .fill(shape.path(in: CGRect(origin: .zero, size: size)), .foreground, eoFill: false))
      ]
      return drawing
    }
    return node.leafOutput(role: .shape(.drawn(name, record)))
  }
}
