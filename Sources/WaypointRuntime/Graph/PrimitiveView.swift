/// A view Waypoint resolves itself, instead of asking for its body: stacks, text, controls,
/// modifiers, containers. Each says how it builds its node's children and what its node shows.
@MainActor
package protocol PrimitiveView: View where Body == Never {
  /// Whether an unchanged value (by `ValueComparator`) may skip `update`: true for views whose
  /// update runs user code, such as a custom modifier's body.
  static var skipsUnchangedValues: Bool { get }

  /// Whether the view reads a value the host sets (a size class, a colour scheme) or runs user
  /// code that may: such views are evaluated when the host changes one.
  static var readsHostEnvironment: Bool { get }

  /// Builds or updates the node's children for this value of the view.
  func update(in node: Node)

  /// What the node shows, from its children's outputs.
  func output(in node: Node) -> NodeOutput
}

extension PrimitiveView {
  package static var skipsUnchangedValues: Bool { false }
  package static var readsHostEnvironment: Bool { false }

  package func output(in node: Node) -> NodeOutput {
    node.childrenOutput()
  }
}
