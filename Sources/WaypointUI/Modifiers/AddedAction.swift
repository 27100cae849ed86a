/// Gives a view's element one more action (a context menu, hover), passing its other actions on
/// to what the element already did.
struct AddedAction {
  let kind: ElementAction.Kind
  var isEnabled = true
  let perform: (ElementAction) -> Void
}

extension AddedAction: PrimitiveModifier {
  func output(in node: Node) -> NodeOutput {
    var output = node.childrenOutput()
    guard let first = output.elements.first, isEnabled else { return output }
    let forwarding = node.derivedTarget(for: first.id)
    let (kind, perform, original) = (self.kind, self.perform, first.target)
    forwarding.setAction { action in
      if action.kind == kind { perform(action) } else { original?.perform(action, on: first) }
    }
    output.elements[0] = first.addingAction(kind, target: forwarding)
    return output
  }
}

extension View {
  /// Calls `action` when a pointer enters (`true`) or leaves (`false`) this view; renderers with
  /// a pointer deliver `ElementAction.hover`.
  nonisolated public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
    modifier(AddedAction(kind: .hover) { hover in action(hover.isHovering ?? false) })
  }
}

extension View {
  /// Lets a person ask for fresh content (pulling a list down; `ElementAction.refresh`): runs
  /// `action` as a task of the view. The views inside read it as the environment's `refresh`.
  nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    modifier(
      AddedAction(kind: .refresh) { _ in
        // Actions arrive through a main-actor target, on the main actor.
        MainActor.assumeIsolated {
          _ = ViewGraph.current?.startTask(named: "refreshable", priority: nil) { await action() }
        }
      }
    )
    .modifier(RefreshEnvironmentModifier(action: action))
  }
}

extension View {
  /// Runs `action` when the view is tapped `count` times (`ElementAction.tap`; Enter in the
  /// terminal).
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void)
    -> some View
  {
    modifier(AddedAction(kind: .tap) { _ in action() })
  }
}
