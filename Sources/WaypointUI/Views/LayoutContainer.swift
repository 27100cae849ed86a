/// A view that lays out its content and shows as one container element: stacks, grids and
/// scroll views, which differ only in the role they show and in whether they are lazy. Its node
/// keeps the role and not the content (see `ContentWrapper`).
@MainActor
protocol LayoutContainer: PrimitiveView, ContentWrapper, CustomNodeView where Wrapper == Role {
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

  package var wrappedContent: Content { content }
  // Shared: the node keeps its role, and each element it makes a copy of it.
  package var wrapper: Role { containerRole.shared }

  package static func place<C: View>(_ content: C, wrapper: Role, in node: Node) {
    // A tuple's or a group's views are the container's own children (see `placeContent`).
    guard isLazy else {
      node.placeContent(content, of: Content.self)
      return
    }
    let environment = node.derivedEnvironment { $0.isInsideLazyContainer = true }
    node.placeContent(content, of: Content.self, environment: environment)
  }

  package static func output(of role: Role, in node: Node) -> NodeOutput {
    node.containerOutput(role: role)
  }

  package func update(in node: Node) {
    // Placing reads no role: the shared one is looked up only where an element keeps it.
    Self.place(content, wrapper: containerRole, in: node)
  }

  package func output(in node: Node) -> NodeOutput {
    Self.output(of: wrapper, in: node)
  }
}
