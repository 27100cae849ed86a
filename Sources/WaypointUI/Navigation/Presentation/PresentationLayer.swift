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
  /// Whether the content is built from an optional (`if let` in a `sheet(isPresented:)`).
  var unwrapsOptional = false

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
    unwrapsOptional = Layer.self is any OptionalView.Type
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
  var onDismiss: (() -> Void)?
  var shown: AnyHashable?
  var kind: LayerKind?
  private(set) lazy var dismiss = DismissAction { [weak self] in self?.close?() }

  func appear() {}
  func willDisappear() {}

  /// A presenter that leaves the screen (popped, its tab left, removed — with the presentation
  /// it is in) takes its presentation with it: binding reset, `onDismiss` run once.
  func disappear() {
    guard shown != nil else { return }
    shown = nil
    close?()
    onDismiss?()
  }
}

extension PresentationLayerModifier: PrimitiveModifier {
  func update<Content: View>(content: Content, in node: Node) {
    let state = node.primitiveState { LayerPresentation() }
    if node.lifecycle == nil { node.lifecycle = state }
    state.close = close
    state.onDismiss = onDismiss
    let current = node.observing { presented() }
    if let shown = state.shown, shown != current?.identity, let onDismiss {
      node.graph.queueLifecycle { onDismiss() }
    }
    if current != nil, state.shown == nil { diagnoseNewPresentation(in: node) }
    state.shown = current?.identity
    state.kind = kind
    let boundary = PresentationBoundaryModifier(dismiss: state.dismiss)
    node.reconcile { children in
      children.add(content, key: .index(0))
      if let current {
        children.add(current.layer.modifier(boundary), key: .id(current.identity))
      }
    }
  }

  /// What a presentation starting now may do wrong.
  @MainActor private func diagnoseNewPresentation(in node: Node) {
    let diagnostics = node.graph.diagnostics
    if unwrapsOptional { diagnostics.record(.sheetUnwrapsOptional(kind: kind)) }
    if node.isCatchingUp { diagnostics.record(.presentationFromOffScreenView(kind: kind)) }
  }

  /// Whether a presentation of the same kind is shown by a modifier on the same view: one
  /// further down this chain of modifiers.
  @MainActor private func sameKindShownBelow(_ node: Node) -> Bool {
    var below = node.children.first as? Node
    while let next = below, next.info.isPrimitiveModifier {
      if let other = next.primitiveState(as: LayerPresentation.self), other.kind == kind,
        other.shown != nil
      {
        return true
      }
      below = next.children.first as? Node
    }
    return false
  }

  func output(in node: Node) -> NodeOutput {
    guard let content = node.children.first?.output else { return .empty }
    guard node.children.count > 1 else { return content }
    if sameKindShownBelow(node) {
      node.graph.diagnostics.record(.presentationsOfOneKind(kind: kind))
    }
    let target = node.derivedTarget(for: ElementID(node: node.serial).derived(.layer))
    let state = node.primitiveState(as: LayerPresentation.self)
    var layer = node.children[1].output
    if kind == .sheet, layer.elements.contains(where: \.hasFixedFrame) {
      node.graph.diagnostics.record(.sheetFixedFrame)
    }
    let refusesDismiss = layer.preferences[InteractiveDismissDisabledKey.self]
    layer.preferences.remove(InteractiveDismissDisabledKey.self)
    // The user's dismiss asks first when the content wants it confirmed.
    let confirmation = layer.preferences[DismissalConfirmationKey.self]
    layer.preferences.remove(DismissalConfirmationKey.self)
    var refused = refusesDismiss
    switch kind.userDismissal {
    case .closes:
      target.setAction { [weak state] action in
        guard action.kind == .dismiss else { return }
        if let confirmation { confirmation.ask() } else { state?.close?() }
      }
    case .cancelButton:
      // Escape in an alert or a dialog is its cancel button: the button's action runs.
      let buttons = layer.elements.flatMap(\.allElements).filter {
        if case .button = $0.role { $0.isEnabled } else { false }
      }
      let cancel =
        buttons.first { $0.role == .button(.cancel) } ?? (buttons.count == 1 ? buttons[0] : nil)
      let cancelTarget = cancel?.target
      refused = refused || cancelTarget == nil
      target.setAction { action in
        guard action.kind == .dismiss else { return }
        cancelTarget?.perform(.tap, on: cancel)
      }
    case .none:
      refused = true
    }
    return content.presenting(
      layer, kind: kind, isModal: isModal, id: node.serial, in: node,
      dismissTarget: refused ? nil : target)
  }
}

extension Element {
  /// Whether the element has a `.frame` with a fixed width or height.
  fileprivate var hasFixedFrame: Bool {
    attributes.contains {
      if case .frame(let frame) = $0 { frame.width != nil || frame.height != nil } else { false }
    }
  }
}

/// What the user's own dismiss (a swipe down, Esc) does to a presentation.
enum UserDismissal {
  /// Closes it: sheets, popovers, inspectors, menus.
  case closes
  /// Chooses its cancel button (or its only button): alerts and dialogs.
  case cancelButton
  /// Nothing; the content must offer a way out: full-screen covers.
  case none
}

extension LayerKind {
  /// What the user's dismiss does to a layer of this kind, as on iOS.
  var userDismissal: UserDismissal {
    switch self {
    case .fullScreenCover: .none
    case .alert, .confirmationDialog: .cancelButton
    default: .closes
    }
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
            selectedDetent: style.selectedDetent, dragIndicator: style.dragIndicator,
            title: style.title, source: elements.first?.id)),
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
