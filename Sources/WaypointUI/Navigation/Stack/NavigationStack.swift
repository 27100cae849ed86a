import WaypointCore

/// A view that displays a root view and enables you to present additional views over the root
/// view.
///
/// The stack shows one screen per element of its path, each made by the destination declared
/// for the element's type; only the top screen is active. Covered screens keep their state.
public struct NavigationStack<Data, Root: View> {
  enum Source {
    case owned
    case navigationPath(Binding<NavigationPath>)
    case typed(TypedPathBinding)
  }

  let source: Source
  let root: Root
}

extension NavigationStack where Data == NavigationPath {
  /// Creates a navigation stack that manages its own navigation state.
  public init(@ViewBuilder root: () -> Root) {
    self.init(source: .owned, root: root())
  }

  /// Creates a navigation stack with heterogeneous navigation state that you can control.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.init(source: .navigationPath(path), root: root())
  }
}

extension NavigationStack
where
  Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
  Data.Element: Hashable
{
  /// Creates a navigation stack with homogeneous navigation state that you can control.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
    self.init(source: .typed(TypedPathBinding(path)), root: root())
  }
}

extension NavigationStack: View, PrimitiveView {
  /// A navigation stack has no body.
  public var body: Never { primitiveBody(Self.self) }

  package func update(in node: Node) {
    let stack = StackContainer.of(node)
    stack.path =
      switch source {
      case .owned: PathSource(storage: .owned(stack.ownedPath))
      case .navigationPath(let binding): PathSource(storage: .navigationPath(binding))
      case .typed(let typed): PathSource(storage: .typed(typed))
      }
    StackUpdate(node: node, stack: stack, root: AnyView(root)).run()
  }

  package func output(in node: Node) -> NodeOutput {
    StackOutput(node: node, stack: StackContainer.of(node)).make()
  }
}
