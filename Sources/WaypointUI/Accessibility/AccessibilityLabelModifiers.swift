import Foundation

extension Attribute {
  /// `.accessibilityHint(_:)`, recorded: assistive technologies read it; nothing here does.
  static func accessibilityHint(_ hint: String) -> Attribute {
    .drawing(".accessibilityHint(\(hint.debugDescription))")
  }

  /// `.accessibilityValue(_:)`, recorded.
  static func accessibilityValue(_ value: String) -> Attribute {
    .drawing(".accessibilityValue(\(value.debugDescription))")
  }

  /// `.accessibilityHidden(_:)`, recorded.
  static func accessibilityHidden(_ hidden: Bool) -> Attribute {
    .drawing(".accessibilityHidden(\(hidden))")
  }

  /// `.accessibilityInputLabels(_:)`, recorded.
  static func accessibilityInputLabels(_ labels: [String]) -> Attribute {
    .drawing(
      ".accessibilityInputLabels([\(labels.map(\.debugDescription).joined(separator: ", "))])")
  }
}

extension View {
  /// Adds a label describing the view when `isEnabled`; tests and renderers use it as the
  /// element's label.
  nonisolated public func accessibilityLabel(_ label: Text, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment(isEnabled ? [.accessibilityLabel(label.plainText)] : [])
  }

  /// Adds a localized label describing the view when `isEnabled`.
  nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment(isEnabled ? [.accessibilityLabel(labelKey.resolved)] : [])
  }

  /// Adds a label describing the view when `isEnabled`.
  @_disfavoredOverload
  nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment(isEnabled ? [.accessibilityLabel(String(label))] : [])
  }

  /// Gives assistive technologies a localized hint of what the view does (recorded: no
  /// assistive technology reads it here).
  nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment([.accessibilityHint(hintKey.resolved)])
  }

  /// Gives assistive technologies a hint of what the view does when `isEnabled` (recorded).
  nonisolated public func accessibilityHint(_ hint: Text, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment(isEnabled ? [.accessibilityHint(hint.plainText)] : [])
  }

  /// Gives assistive technologies a localized hint when `isEnabled` (recorded).
  nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment(isEnabled ? [.accessibilityHint(hintKey.resolved)] : [])
  }

  /// Gives assistive technologies a hint of what the view does when `isEnabled` (recorded).
  @_disfavoredOverload
  nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment(isEnabled ? [.accessibilityHint(String(hint))] : [])
  }

  /// Describes the view's value to assistive technologies, localized (recorded).
  nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment([.accessibilityValue(valueKey.resolved)])
  }

  /// Describes the view's value to assistive technologies when `isEnabled` (recorded).
  nonisolated public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment(isEnabled ? [.accessibilityValue(valueDescription.plainText)] : [])
  }

  /// Describes the view's value, localized, when `isEnabled` (recorded).
  nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment(isEnabled ? [.accessibilityValue(valueKey.resolved)] : [])
  }

  /// Describes the view's value to assistive technologies when `isEnabled` (recorded).
  @_disfavoredOverload
  nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment(isEnabled ? [.accessibilityValue(String(value))] : [])
  }

  /// Uses `identifier` to identify the view when `isEnabled`; tests find elements by it.
  nonisolated public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment(isEnabled ? [.accessibilityIdentifier(identifier)] : [])
  }

  /// Hides the view from assistive technologies when `isEnabled` (recorded; it stays on
  /// screen).
  nonisolated public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment(isEnabled ? [.accessibilityHidden(hidden)] : [])
  }

  /// Sets the names a person may say to activate the view by voice (recorded).
  nonisolated public func accessibilityInputLabels(_ inputLabels: [Text])
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment([.accessibilityInputLabels(inputLabels.map(\.plainText))])
  }

  /// Sets the localized names a person may say to activate the view (recorded).
  nonisolated public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey])
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment([.accessibilityInputLabels(inputLabelKeys.map(\.resolved))])
  }

  /// Sets the names a person may say to activate the view (recorded).
  @_disfavoredOverload
  nonisolated public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S])
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment([.accessibilityInputLabels(inputLabels.map { String($0) })])
  }

  /// Sets the names a person may say to activate the view, when `isEnabled` (recorded).
  nonisolated public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment(
      isEnabled ? [.accessibilityInputLabels(inputLabels.map(\.plainText))] : [])
  }

  /// Sets the localized names a person may say, when `isEnabled` (recorded).
  nonisolated public func accessibilityInputLabels(
    _ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttachment(
      isEnabled ? [.accessibilityInputLabels(inputLabelKeys.map(\.resolved))] : [])
  }

  /// Sets the names a person may say to activate the view, when `isEnabled` (recorded).
  @_disfavoredOverload
  nonisolated public func accessibilityInputLabels<S: StringProtocol>(
    _ inputLabels: [S], isEnabled: Bool
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttachment(
      isEnabled ? [.accessibilityInputLabels(inputLabels.map { String($0) })] : [])
  }
}
