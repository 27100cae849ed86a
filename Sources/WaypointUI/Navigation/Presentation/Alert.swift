import Foundation
import WaypointCore

extension LayerKind {
  /// An alert: a title, a message and buttons, over everything.
  public static let alert = LayerKind(rawValue: "alert")
  /// A confirmation dialog: a choice of actions, over everything.
  public static let confirmationDialog = LayerKind(rawValue: "confirmationDialog")
}

/// An alert's or a dialog's content: its title (when shown), message and buttons, and the button
/// Apple adds: "OK" to an alert without actions, "Cancel" to a dialog without a cancel button.
/// Any button closes it after acting.
struct ChoiceLayer<Actions: View, Message: View> {
  let kind: LayerKind
  let title: String?
  let actions: Actions
  let message: Message?
  /// What a destructive choice does after closing (a dismissal confirmation's dismiss).
  var afterDestructive: (() -> Void)?
}

extension ChoiceLayer: View, PrimitiveView {
  var body: Never { primitiveBody(Self.self) }

  func update(in node: Node) {
    let dismiss = node.environment.dismiss
    let afterDestructive = self.afterDestructive
    let environment = node.derivedEnvironment {
      $0.closesOnChoice = ChoiceDismissal { role in
        dismiss()
        if role == .destructive { afterDestructive?() }
      }
    }
    node.actionTarget.setAction { action in if action == .tap { dismiss() } }
    node.reconcile { children in
      if let title { children.add(Text(title).bold(), key: .index(0)) }
      if let message { children.add(message, key: .index(1)) }
      children.add(actions, key: .index(2), environment: environment)
    }
  }

  func output(in node: Node) -> NodeOutput {
    let content = node.childrenOutput()
    var elements = content.elements
    let buttons = elements.flatMap(\.allElements).filter {
      if case .button = $0.role { true } else { false }
    }
    let hasCancel = buttons.contains { $0.role == .button(.cancel) }
    if kind == .alert, buttons.isEmpty {
      elements.append(defaultButton("OK", role: nil, in: node))
    } else if kind == .confirmationDialog, !hasCancel {
      elements.append(defaultButton("Cancel", role: .cancel, in: node))
    }
    var preferences = content.preferences
    if let title {
      var style = preferences[PresentationStyleKey.self]
      style.title = title
      preferences.set(PresentationStyleKey.self, style)
    }
    return NodeOutput(elements: elements, preferences: preferences)
  }

  /// The button the system adds, which only closes.
  @MainActor private func defaultButton(_ title: String, role: ButtonRole?, in node: Node)
    -> Element
  {
    let id = ElementID(node: node.serial).derived(.defaultButton)
    let label = node.reuse(
      Element(id: ElementID(node: node.serial).derived(.defaultButtonLabel), role: .text(title)))
    return node.reuse(
      Element(
        id: id, role: .button(role), children: [label], actions: [.tap], target: node.actionTarget))
  }
}

extension View {
  /// Presents `content` as an alert or a dialog while `isPresented` is true.
  nonisolated func choice<A: View, M: View>(
    _ kind: LayerKind, title: String?, isPresented: Binding<Bool>, actions: @escaping () -> A,
    message: (() -> M)?
  ) -> some View {
    modifier(
      PresentationLayerModifier(kind: kind, isModal: true, isPresented: isPresented) {
        ChoiceLayer(kind: kind, title: title, actions: actions(), message: message?())
      })
  }

  /// Presents an alert for `data` while `isPresented` is true and `data` is not nil.
  nonisolated func choice<A: View, M: View, T>(
    _ kind: LayerKind, title: String?, isPresented: Binding<Bool>, presenting data: T?,
    actions: @escaping (T) -> A, message: ((T) -> M)?
  ) -> some View {
    let shown = Binding(
      get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
    return modifier(
      PresentationLayerModifier(kind: kind, isModal: true, isPresented: shown) {
        ChoiceLayer(
          kind: kind, title: title, actions: data.map(actions),
          message: data.flatMap { value in message.map { $0(value) } })
      })
  }
}
