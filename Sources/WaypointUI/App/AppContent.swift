/// The root view of an app: the app's own state, and one scene root per open scene.
///
/// The app value keeps its dynamic properties (an app-level `@State` router, say) on this
/// view's node, like any view, so every scene shares them; its scene body is evaluated under
/// observation.
struct AppContent<A: App> {
  let app: A
  let scenes: SceneRegistry
}

extension AppContent: View, PrimitiveView {
  var body: Never { primitiveBody(Self.self) }

  /// The app's body reads what its dynamic properties read.
  static var readsHostEnvironment: Bool { DynamicPropertyLayout.for(A.self).readsEnvironment }

  func update(in node: Node) {
    var app = self.app
    DynamicPropertyLayout.for(A.self).link(&app, to: node)
    node.graph.recordEvaluation(of: node)
    scenes.appNode = node.handle
    let declarations = node.observing { SceneDeclarations.collect(in: app.body) }
    scenes.declare(declarations)
    node.reconcile { children in
      for session in scenes.sessions {
        guard let declaration = declarations.first(where: { $0.id == session.id.declaration })
        else { continue }
        children.add(
          SceneRoot(
            content: declaration.content, session: session, showsSceneElement: true,
            attributes: declaration.recorded.map(Attribute.drawing)),
          key: .explicit(AnyHashable(session.id)))
      }
    }
  }
}
