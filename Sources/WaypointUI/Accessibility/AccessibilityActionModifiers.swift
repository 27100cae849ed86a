import Foundation

extension Attribute {
  /// `.accessibilityAction(…)`, recorded as its Swift source.
  static func accessibilityAction(_ arguments: String) -> Attribute {
    .drawing(".accessibilityAction(\(arguments))")
  }
}

/// How an accessibility action of `kind` is attached: the default action is the element's tap
/// (as VoiceOver's double tap is); the others are recorded, having no element action here.
func accessibilityActionAttachment(
  _ kind: AccessibilityActionKind, _ handler: @escaping () -> Void
) -> AccessibilityAttachmentModifier {
  if kind == .default {
    return AccessibilityAttachmentModifier(actions: [AddedAction(kind: .tap) { _ in handler() }])
  }
  return AccessibilityAttachmentModifier(attributes: [.accessibilityAction("\(kind)")])
}

extension View {
  /// Adds an action assistive technologies perform: `.default` becomes the element's tap
  /// action (as VoiceOver's double tap); other kinds are recorded.
  nonisolated public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    modifier(accessibilityActionAttachment(actionKind, handler))
  }

  /// Adds a named custom action for assistive technologies (recorded: elements here have no
  /// named actions to deliver it through).
  nonisolated public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment([.accessibilityAction("named: \(name.plainText.debugDescription)")])
  }

  /// Adds a named custom action for assistive technologies (recorded).
  nonisolated public func accessibilityAction(
    named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttachment([.accessibilityAction("named: \(nameKey.resolved.debugDescription)")])
  }

  /// Adds a named custom action for assistive technologies (recorded).
  @_disfavoredOverload
  nonisolated public func accessibilityAction<S: StringProtocol>(
    named name: S, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttachment([.accessibilityAction("named: \(String(name).debugDescription)")])
  }

  /// Adds a custom action whose name a view shows (recorded, named by the label's text when
  /// it is a `Text`).
  nonisolated public func accessibilityAction<Label: View>(
    action: @escaping () -> Void, @ViewBuilder label: () -> Label
  ) -> some View {
    let name = (label() as? Text)?.plainText.debugDescription ?? "label"
    return accessibilityAttachment([.accessibilityAction("named: \(name)")])
  }

  /// Adds the actions of the views `content` builds as custom actions (recorded).
  nonisolated public func accessibilityActions<Content: View>(
    @ViewBuilder _ content: () -> Content
  ) -> some View {
    recorded(".accessibilityActions")
  }

  /// Adds the actions of the views `content` builds as custom actions of `category`
  /// (recorded).
  nonisolated public func accessibilityActions<Content: View>(
    category: AccessibilityActionCategory, @ViewBuilder _ content: () -> Content
  ) -> some View {
    recorded(".accessibilityActions(category: \(category))")
  }

  /// Lets assistive technologies increment and decrement the view (recorded: no element action
  /// adjusts a value here).
  nonisolated public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityRecorded(".accessibilityAdjustableAction")
  }

  /// Lets assistive technologies scroll the view (recorded).
  nonisolated public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityRecorded(".accessibilityScrollAction")
  }

  /// Lets assistive technologies zoom the view (recorded).
  nonisolated public func accessibilityZoomAction(
    _ handler: @escaping (AccessibilityZoomGestureAction) -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityRecorded(".accessibilityZoomAction")
  }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  /// Adds an action assistive technologies perform: `.default` becomes the element's tap
  /// action; other kinds are recorded.
  nonisolated public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Content, Modifier> {
    let added = accessibilityActionAttachment(actionKind, handler)
    var copy = addingAccessibility(added.attributes)
    copy.modifier.actions += added.actions
    return copy
  }

  /// Adds a named custom action for assistive technologies (recorded).
  nonisolated public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void)
    -> ModifiedContent<Content, Modifier>
  {
    addingAccessibility([.accessibilityAction("named: \(name.plainText.debugDescription)")])
  }

  /// Adds a named custom action for assistive technologies (recorded).
  nonisolated public func accessibilityAction(
    named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Content, Modifier> {
    addingAccessibility([.accessibilityAction("named: \(nameKey.resolved.debugDescription)")])
  }

  /// Adds a named custom action for assistive technologies (recorded).
  @_disfavoredOverload
  nonisolated public func accessibilityAction<S: StringProtocol>(
    named name: S, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Content, Modifier> {
    addingAccessibility([.accessibilityAction("named: \(String(name).debugDescription)")])
  }

  /// Lets assistive technologies increment and decrement the view (recorded).
  nonisolated public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> ModifiedContent<Content, Modifier> {
    addingAccessibilityRecord(".accessibilityAdjustableAction")
  }

  /// Lets assistive technologies scroll the view (recorded).
  nonisolated public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void)
    -> ModifiedContent<Content, Modifier>
  {
    addingAccessibilityRecord(".accessibilityScrollAction")
  }

  /// Lets assistive technologies zoom the view (recorded).
  nonisolated public func accessibilityZoomAction(
    _ handler: @escaping (AccessibilityZoomGestureAction) -> Void
  ) -> ModifiedContent<Content, Modifier> {
    addingAccessibilityRecord(".accessibilityZoomAction")
  }
}
