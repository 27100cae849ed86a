/// A view whose node is not a `ViewNode` holding its value: the view makes and updates a node of
/// its own kind, one that keeps less (a modifier without its content, a tuple without its
/// views), because every open browser tab pays for what each node keeps.
@MainActor
package protocol CustomNodeView: View {
  /// A new node for `view`.
  static func makeNode(
    _ view: Self, graph: ViewGraph, parent: Node, key: ChildKey, environment: EnvironmentValues
  ) -> Node
  /// Gives `node`, made by `makeNode`, a new value.
  static func update(_ node: Node, with view: Self, environment: EnvironmentValues)
}
