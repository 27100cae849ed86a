/// Presents a layer over its scene while it is presented: the mechanism sheets, covers, alerts,
/// dialogs and menus are made of.
///
/// The layer's node is a child of the presenting view's, keyed by what is presented (so another
/// item replaces the content), and its state lives exactly as long as the presentation; its
/// elements go up to the scene root as one `.layer` element placed after the content, which
/// takes the user's `dismiss` action; its content starts a presentation boundary, whose
/// `dismiss` closes it. `onDismiss` runs once each time a presentation ends or is replaced.
struct PresentationLayerModifier<Layer: View> {
  let kind: LayerKind
  let isModal: Bool
  /// What is presented now, if anything, and its identity.
  let presented: () -> (identity: AnyHashable, layer: Layer)?
  /// Ends the presentation: the binding back to false, or the item to nil.
  let close: () -> Void
  var onDismiss: (() -> Void)?

  /// Presents `layer` while `isPresented` is true.
  init(
    kind: LayerKind, isModal: Bool, isPresented: Binding<Bool>,
    onDismiss: (() -> Void)? = nil, layer: Layer
  ) {
    self.init(
      kind: kind, isModal: isModal, isPresented: isPresented, onDismiss: onDismiss,
      content: { layer })
  }

  /// Presents `content()` while `isPresented` is true; the content is made only then.
  init(
    kind: LayerKind, isModal: Bool, isPresented: Binding<Bool>,
    onDismiss: (() -> Void)? = nil, content: @escaping () -> Layer
  ) {
    self.kind = kind
    self.isModal = isModal
    presented = { isPresented.wrappedValue ? (AnyHashable(true), content()) : nil }
    close = { if isPresented.wrappedValue { isPresented.wrappedValue = false } }
    self.onDismiss = onDismiss
  }

  /// Presents `content(item)` while `item` is not nil, a new layer for another item's id.
  init<Item: Identifiable>(
    kind: LayerKind, isModal: Bool, item: Binding<Item?>,
    onDismiss: (() -> Void)? = nil, content: @escaping (Item) -> Layer
  ) {
    self.kind = kind
    self.isModal = isModal
    presented = { item.wrappedValue.map { (AnyHashable($0.id), content($0)) } }
    close = { if item.wrappedValue != nil { item.wrappedValue = nil } }
    self.onDismiss = onDismiss
  }
}

/// What a presenting modifier keeps: how to close it as last given, what it showed, and the
/// dismiss action its content sees (one object, so the content's environment does not change on
/// every update).
@MainActor
final class LayerPresentation: LifecycleParticipant {
  var close: (() -> Void)?
  var shown: AnyHashable?
  private(set) lazy var dismiss = DismissAction { [weak self] in self?.close?() }

  func appear() {}
  func willDisappear() {}

  /// A presenter that leaves the screen (popped, its tab left, removed) takes its
  /// presentation with it, binding reset.
  func disappear() {
    if shown != nil { close?() }
  }
}

extension PresentationLayerModifier: PrimitiveModifier {
  func update<Content: View>(content: Content, in node: Node) {
    let state = node.primitiveState as? LayerPresentation ?? LayerPresentation()
    node.primitiveState = state
    if node.lifecycle == nil { node.lifecycle = state }
    state.close = close
    let current = node.observing { presented() }
    if let shown = state.shown, shown != current?.identity, let onDismiss {
      node.graph.queueLifecycle { onDismiss() }
    }
    state.shown = current?.identity
    let boundary = PresentationBoundaryModifier(dismiss: state.dismiss)
    node.reconcile { children in
      children.add(content, key: .index(0))
      if let current {
        children.add(current.layer.modifier(boundary), key: .id(current.identity))
      }
    }
  }

  func output(in node: Node) -> NodeOutput {
    guard let content = node.children.first?.output else { return .empty }
    guard node.children.count > 1 else { return content }
    let target = node.derivedTarget(for: ElementID(node: node.serial).derived(.layer))
    let state = node.primitiveState as? LayerPresentation
    var layer = node.children[1].output
    let refusesDismiss = layer.preferences[InteractiveDismissDisabledKey.self]
    layer.preferences.remove(InteractiveDismissDisabledKey.self)
    // The user's dismiss asks first when the content wants it confirmed.
    let confirmation = layer.preferences[DismissalConfirmationKey.self]
    layer.preferences.remove(DismissalConfirmationKey.self)
    target.setAction { [weak state] action in
      guard action.kind == .dismiss else { return }
      if let confirmation { confirmation.ask() } else { state?.close?() }
    }
    return content.presenting(
      layer, kind: kind, isModal: isModal, id: node.serial, in: node,
      dismissTarget: refusesDismiss ? nil : target)
  }
}

extension NodeOutput {
  /// This output with `layer` presented over the scene: its elements as one `.layer` element,
  /// identified by `id`, passed up to the scene root after the layers already there.
  @MainActor
  func presenting(
    _ layer: NodeOutput, kind: LayerKind, isModal: Bool, id: Int, in node: Node,
    dismissTarget: ActionTarget? = nil
  ) -> NodeOutput {
    var layerPreferences = layer.preferences
    let style = layerPreferences[PresentationStyleKey.self]
    layerPreferences.remove(PresentationStyleKey.self)
    let element = node.reuse(
      Element(
        id: ElementID(node: id).derived(.layer),
        role: .layer(
          LayerInfo(
            kind: kind, isModal: isModal, sizing: style.sizing, detents: style.detents,
            selectedDetent: style.selectedDetent, dragIndicator: style.dragIndicator)),
        children: layer.elements,
        actions: dismissTarget == nil ? [] : [.dismiss], target: dismissTarget))
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

/// Whether a presentation refuses the user's dismiss (`interactiveDismissDisabled`).
enum InteractiveDismissDisabledKey: PreferenceKey {
  static var defaultValue: Bool { false }
  static func reduce(value: inout Bool, nextValue: () -> Bool) {
    value = value || nextValue()
  }
}

extension View {
  /// Refuses the user's dismiss of the presentation this view is in (a swipe down, Esc);
  /// dismissing in code still works.
  nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    preference(key: InteractiveDismissDisabledKey.self, value: isDisabled)
  }
}
