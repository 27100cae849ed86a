/// A view that lays out its content and shows as one container element: stacks, grids and
/// scroll views, which differ only in the role they show and in whether they are lazy.
@MainActor
protocol LayoutContainer: PrimitiveView {
  associatedtype Content: View
  var content: Content { get }
  /// The element the container shows as.
  var containerRole: Role { get }
  /// Whether the container creates its content lazily on Apple's platforms, which the
  /// navigation diagnostics watch for.
  static var isLazy: Bool { get }
}

extension LayoutContainer {
  package static var isLazy: Bool { false }

  package func update(in node: Node) {
    guard Self.isLazy else {
      node.reconcile { $0.add(content, key: .index(0)) }
      return
    }
    let environment = node.derivedEnvironment { $0.isInsideLazyContainer = true }
    node.reconcile { $0.add(content, key: .index(0), environment: environment) }
  }

  package func output(in node: Node) -> NodeOutput {
    node.containerOutput(role: containerRole)
  }
}
