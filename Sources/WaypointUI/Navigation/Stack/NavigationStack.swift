import WaypointCore

/// Shows a root view with screens pushed over it, one per element of its path; only the top screen
/// is active.
///
/// Each pushed screen is built by the destination declared for its element's type, and covered
/// screens keep their state.
public struct NavigationStack<Data, Root: View> {
  package enum Source {
    case owned
    case navigationPath(Binding<NavigationPath>)
    case typed(TypedPathBinding)
  }

  let source: Source
  let root: Root
}

extension NavigationStack where Data == NavigationPath {
  /// A stack that keeps its own path on its node; links and `navigationDestination` push onto it.
  public init(@ViewBuilder root: () -> Root) {
    self.init(source: .owned, root: root())
  }

  /// A stack whose path is `path`, which may mix element types: pushing and popping write it, and
  /// setting it changes the screens shown.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.init(source: .navigationPath(path), root: root())
  }
}

extension NavigationStack
where
  Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
  Data.Element: Hashable
{
  /// A stack whose path is `path`, a collection of one element type: pushing and popping write it,
  /// and setting it changes the screens shown.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
    self.init(source: .typed(TypedPathBinding(path)), root: root())
  }
}

extension NavigationStack: View, PrimitiveView, ContentWrapper, CustomNodeView {
  /// A navigation stack has no body.
  public var body: Never { primitiveBody(Self.self) }

  /// The root, placed as the stack's first screen.
  package var wrappedContent: Root { root }
  /// What a stack's node keeps: where its path lives, not its root, which the root screen's
  /// node keeps.
  package var wrapper: Source { source }

  package func update(in node: Node) {
    Self.place(root, wrapper: source, in: node)
  }

  package func output(in node: Node) -> NodeOutput {
    Self.output(of: source, in: node)
  }

  /// Places `root` (or `KeptContent`, when the stack is evaluated again for its path) as the
  /// first screen, and a screen for each entry of the path `source` gives.
  package static func place<C: View>(_ root: C, wrapper source: Source, in node: Node) {
    let stack = StackContainer.of(node)
    stack.path =
      switch source {
      case .owned: PathSource(storage: .owned(stack.ownedPath))
      case .navigationPath(let binding): PathSource(storage: .navigationPath(binding))
      case .typed(let typed): PathSource(storage: .typed(typed))
      }
    StackUpdate(node: node, stack: stack, root: AnyView(root)).run()
  }

  package static func output(of source: Source, in node: Node) -> NodeOutput {
    StackOutput(node: node, stack: StackContainer.of(node)).make()
  }
}
