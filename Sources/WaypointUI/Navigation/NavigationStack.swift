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
    case typed(TypedPath)
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
    self.init(source: .typed(TypedPath(path)), root: root())
  }
}

extension NavigationStack: View, PrimitiveView {
  /// A navigation stack has no body.
  public var body: Never { primitiveBody(Self.self) }

  func update(in node: Node) {
    let state = StackState.of(node)
    let path: StackPath =
      switch source {
      case .owned: StackPath(storage: .owned(state.ownedPath))
      case .navigationPath(let binding): StackPath(storage: .navigationPath(binding))
      case .typed(let typed): StackPath(storage: .typed(typed))
      }
    StackUpdate(node: node, state: state, path: path, root: AnyView(root)).run()
  }

  func output(in node: Node) -> NodeOutput {
    StackOutput(node: node, state: StackState.of(node)).make()
  }
}
