import WaypointCore

/// Something a node's slot holds that must be released when the node goes (a subscription).
@MainActor
package protocol NodeSlotResource: AnyObject {
  func release()
}

/// What a node does when it appears and disappears (`onAppear`, `task`, …).
@MainActor
package protocol LifecycleParticipant: AnyObject {
  /// Runs after the flush in which the node became visible.
  func appear()
  /// Runs at once when the node stops being visible (tasks are cancelled here).
  func willDisappear()
  /// Runs after the flush in which the node stopped being visible.
  func disappear()
}

/// A node for one view type, holding the view's current value.
@MainActor
package final class ViewNode<V: View>: Node {
  package private(set) var view: V

  package init(
    view: V, graph: ViewGraph, parent: Node?, key: ChildKey, environment: EnvironmentValues
  ) {
    self.view = view
    super.init(
      graph: graph, parent: parent, key: key, info: .of(V.self),
      environment: environment)
    if info.readsHostEnvironment { graph.noteHostReader(self) }
  }

  /// Takes a new value of the view from the parent; evaluates unless nothing changed.
  package func update(_ newView: V, environment newEnvironment: EnvironmentValues) {
    if info.skipsUnchangedValues, !isDirty, info.comparator.equal(view, newView) {
      receiveEnvironment(newEnvironment)
      return
    }
    if !newEnvironment.isIdentical(to: environment) { environment = newEnvironment }
    view = newView
    valueVersion &+= 1
    if isActive { evaluate() } else { markDirty() }
  }

  /// Takes a new environment with the value the node has: not a new value, so a view that
  /// never compares equal (it holds a closure) is not evaluated for it unless it reads the
  /// environment or is due anyway.
  package override func receiveEnvironment(_ newEnvironment: EnvironmentValues) {
    let environmentChanged = !newEnvironment.isIdentical(to: environment)
    if environmentChanged { environment = newEnvironment }
    if !isDirty {
      guard environmentChanged else { return }
      guard info.isPrimitive || info.dynamicProperties.readsEnvironment else {
        for child in children { child.receiveEnvironment(environment) }
        return
      }
    }
    if isActive { evaluate() } else { markDirty() }
  }

  package override var readsHostEnvironment: Bool { info.readsHostEnvironment }

  package override func evaluate() {
    super.evaluate()
    graph.nodeUpdateCount &+= 1
    recordingHostReads {
      if let primitive = info.primitive {
        primitive.update(self)
      } else {
        evaluateBody()
      }
    }
  }

  package override func computeOutput() -> NodeOutput {
    info.primitive?.output(self) ?? childrenOutput()
  }

  private func evaluateBody() {
    guard V.Body.self != Never.self else {
      graph.diagnostics.record(.viewWithoutBody(typeName: typeName))
      reconcile { _ in }
      return
    }
    var current = view
    let layout = info.dynamicProperties
    if !layout.isEmpty {
      layout.link(&current, to: self)
      view = current
    }
    graph.recordEvaluation(of: self)
    let body = graph.tracking(self) { current.body }
    // A body of several views (a tuple or a group) is the node's own children.
    placeContent(body, of: V.Body.self)
  }
}
