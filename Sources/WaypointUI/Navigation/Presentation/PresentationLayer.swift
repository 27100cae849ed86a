/// Presents `layer` over its scene while `isPresented` is true: the mechanism sheets, covers,
/// alerts and dialogs are made of.
///
/// The layer's node is a child of the presenting view's, so its state lives exactly as long as
/// the presentation; its elements go up to the scene root as one `.layer` element placed after
/// the content; and its content starts a presentation boundary, whose `dismiss` sets the
/// binding back to false.
struct PresentationLayerModifier<Layer: View> {
  let kind: LayerKind
  let isModal: Bool
  let isPresented: Binding<Bool>
  let layer: Layer
}

/// What a presenting modifier keeps: the binding as last given, and the dismiss action its
/// content sees (one object, so the content's environment does not change on every update).
@MainActor
final class LayerPresentation {
  var isPresented: Binding<Bool>?
  private(set) lazy var dismiss = DismissAction { [weak self] in
    self?.isPresented?.wrappedValue = false
  }
}

extension PresentationLayerModifier: PrimitiveModifier {
  func update<Content: View>(content: Content, in node: Node) {
    let state = node.primitiveState as? LayerPresentation ?? LayerPresentation()
    node.primitiveState = state
    state.isPresented = isPresented
    let binding = isPresented
    let presented = node.observing { binding.wrappedValue }
    let boundary = PresentationBoundaryModifier(dismiss: state.dismiss)
    node.reconcile { children in
      children.add(content, key: .index(0))
      if presented { children.add(layer.modifier(boundary), key: .index(1)) }
    }
  }

  func output(in node: Node) -> NodeOutput {
    guard let content = node.children.first?.output else { return .empty }
    guard node.children.count > 1 else { return content }
    return content.presenting(
      node.children[1].output, kind: kind, isModal: isModal, id: node.serial, in: node)
  }
}

extension NodeOutput {
  /// This output with `layer` presented over the scene: its elements as one `.layer` element,
  /// identified by `id`, passed up to the scene root after the layers already there.
  @MainActor
  func presenting(_ layer: NodeOutput, kind: LayerKind, isModal: Bool, id: Int, in node: Node)
    -> NodeOutput
  {
    var layerPreferences = layer.preferences
    let element = node.reuse(
      Element(
        id: ElementID(node: id).derived(.layer),
        role: .layer(LayerInfo(kind: kind, isModal: isModal)), children: layer.elements))
    // Layers presented from inside this one go above it.
    let inner = layerPreferences[PresentedLayersKey.self]
    layerPreferences.remove(PresentedLayersKey.self)
    var preferences = self.preferences
    let outer = preferences[PresentedLayersKey.self]
    preferences.merge(layerPreferences)
    preferences.set(PresentedLayersKey.self, outer + [element] + inner)
    return NodeOutput(elements: elements, preferences: preferences)
  }
}
