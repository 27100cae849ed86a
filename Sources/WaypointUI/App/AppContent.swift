/// The root view of an app: the app's own state and the content of its first window group.
///
/// The app value keeps its dynamic properties (an app-level `@State` router, say) on this
/// view's node, like any view; its scene body is evaluated under observation.
struct AppContent<A: App> {
  let app: A
}

extension AppContent: View, PrimitiveView {
  var body: Never { primitiveBody(Self.self) }

  func update(in node: Node) {
    var app = self.app
    DynamicPropertyLayout.for(A.self).link(&app, to: node)
    node.graph.recordEvaluation(of: node)
    let window = node.observing { SceneContent.firstWindow(in: app.body) }
    node.reconcile { children in
      if let window { children.add(window, key: .index(0)) }
    }
  }
}

/// Finds the content of the first window group in a scene tree.
@MainActor
enum SceneContent {
  static func firstWindow<S: Scene>(in scene: S) -> AnyView? {
    if let window = scene as? any WindowContentProviding { return window.windowContent }
    if let tuple = scene as? any SceneListProviding {
      for child in tuple.childScenes {
        if let content = firstWindow(in: child) { return content }
      }
      return nil
    }
    if S.Body.self == Never.self { return nil }
    return firstWindow(in: scene.body)
  }
}

@MainActor
protocol WindowContentProviding {
  var windowContent: AnyView { get }
}

@MainActor
protocol SceneListProviding {
  var childScenes: [any Scene] { get }
}

extension WindowGroup: WindowContentProviding {
  var windowContent: AnyView { AnyView(content) }
}

extension TupleScene: SceneListProviding {
  var childScenes: [any Scene] { scenes(value) }
}

extension Optional: SceneListProviding where Wrapped: Scene {
  var childScenes: [any Scene] { map { [$0] } ?? [] }
}
