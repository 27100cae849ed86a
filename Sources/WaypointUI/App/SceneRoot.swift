/// The root of one scene: its content, then the layers presented from inside it (collected from
/// the content's upward values), as one `.scene` element in an app or as the top level of a
/// runtime hosting a single view.
struct SceneRoot<Content: View> {
  let content: Content
  let session: SceneSession
  /// Whether the scene shows as a `.scene` element (an app's scenes) or as its elements alone.
  let showsSceneElement: Bool
  /// What its declaration records (scene modifiers), carried by its `.scene` element.
  var attributes: [Attribute] = []
}

extension SceneRoot: View, PrimitiveView {
  var body: Never { primitiveBody(Self.self) }

  func update(in node: Node) {
    session.node = node.handle
    let session = self.session
    let isInApp = showsSceneElement
    let environment = node.derivedEnvironment {
      $0.sceneSession = session
      $0.isInAppScene = isInApp
    }
    node.reconcile { $0.add(content, key: .index(0), environment: environment) }
  }

  func output(in node: Node) -> NodeOutput {
    var output = node.childrenOutput()
    let layers = output.preferences[PresentedLayersKey.self]
    if !layers.isEmpty {
      output.elements += layers
      output.preferences.remove(PresentedLayersKey.self)
    }
    guard showsSceneElement else { return output }
    let scene = node.makeElement(
      role: .scene(SceneInfo(id: session.id, title: session.title)), attributes: attributes,
      children: output.elements)
    return NodeOutput(elements: [scene], preferences: output.preferences)
  }
}

/// The layers presented inside a subtree (sheets, alerts, …), outermost first; the scene root
/// places them after its content.
struct PresentedLayersKey: PreferenceKey {
  static var defaultValue: [Element] { [] }
  static func reduce(value: inout [Element], nextValue: () -> [Element]) {
    value += nextValue()
  }
}

extension EnvironmentValues {
  /// The open scene a view is in, where scene-scoped state hangs. Held weakly: what keeps an
  /// environment (a canvas's drawing on its element, a view value) must not keep the scene,
  /// which keeps its elements, alive after it closes.
  var sceneSession: SceneSession? {
    get { self[SceneSessionKey.self].session }
    set { self[SceneSessionKey.self] = SceneReference(session: newValue) }
  }
}

/// A scene, held weakly.
private struct SceneReference {
  weak var session: SceneSession?
}

private enum SceneSessionKey: EnvironmentKey {
  static var defaultValue: SceneReference { SceneReference() }
}
