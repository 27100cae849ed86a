import Foundation

/// The label, hint, value, identifier and input-label modifiers on a view that already has an
/// accessibility modifier: they add to that modifier.
extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  /// Adds a label describing the view; tests and renderers use it as the element's label.
  nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Content, Modifier> {
    addingAccessibility([.accessibilityLabel(label.plainText)])
  }

  /// Adds a localized label describing the view.
  nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey)
    -> ModifiedContent<Content, Modifier>
  {
    addingAccessibility([.accessibilityLabel(labelKey.resolved)])
  }

  /// Adds a label describing the view.
  @_disfavoredOverload
  nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S)
    -> ModifiedContent<Content, Modifier>
  {
    addingAccessibility([.accessibilityLabel(String(label))])
  }

  /// Adds a label describing the view when `isEnabled`.
  nonisolated public func accessibilityLabel(_ label: Text, isEnabled: Bool)
    -> ModifiedContent<Content, Modifier>
  {
    addingAccessibility(isEnabled ? [.accessibilityLabel(label.plainText)] : [])
  }

  /// Adds a localized label describing the view when `isEnabled`.
  nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool)
    -> ModifiedContent<Content, Modifier>
  {
    addingAccessibility(isEnabled ? [.accessibilityLabel(labelKey.resolved)] : [])
  }

  /// Adds a label describing the view when `isEnabled`.
  @_disfavoredOverload
  nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool)
    -> ModifiedContent<Content, Modifier>
  {
    addingAccessibility(isEnabled ? [.accessibilityLabel(String(label))] : [])
  }

  /// Gives assistive technologies a hint of what the view does (recorded: no assistive
  /// technology reads it here).
  nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Content, Modifier> {
    addingAccessibility([.accessibilityHint(hint.plainText)])
  }

  /// Gives assistive technologies a localized hint (recorded).
  nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey)
    -> ModifiedContent<Content, Modifier>
  {
    addingAccessibility([.accessibilityHint(hintKey.resolved)])
  }

  /// Gives assistive technologies a hint of what the view does (recorded).
  @_disfavoredOverload
  nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S)
    -> ModifiedContent<Content, Modifier>
  {
    addingAccessibility([.accessibilityHint(String(hint))])
  }

  /// Gives assistive technologies a hint when `isEnabled` (recorded).
  nonisolated public func accessibilityHint(_ hint: Text, isEnabled: Bool)
    -> ModifiedContent<Content, Modifier>
  {
    addingAccessibility(isEnabled ? [.accessibilityHint(hint.plainText)] : [])
  }

  /// Gives assistive technologies a localized hint when `isEnabled` (recorded).
  nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool)
    -> ModifiedContent<Content, Modifier>
  {
    addingAccessibility(isEnabled ? [.accessibilityHint(hintKey.resolved)] : [])
  }

  /// Gives assistive technologies a hint when `isEnabled` (recorded).
  @_disfavoredOverload
  nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool)
    -> ModifiedContent<Content, Modifier>
  {
    addingAccessibility(isEnabled ? [.accessibilityHint(String(hint))] : [])
  }

  /// Describes the view's value to assistive technologies (recorded).
  nonisolated public func accessibilityValue(_ valueDescription: Text)
    -> ModifiedContent<Content, Modifier>
  {
    addingAccessibility([.accessibilityValue(valueDescription.plainText)])
  }

  /// Describes the view's value, localized (recorded).
  nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey)
    -> ModifiedContent<Content, Modifier>
  {
    addingAccessibility([.accessibilityValue(valueKey.resolved)])
  }

  /// Describes the view's value to assistive technologies (recorded).
  @_disfavoredOverload
  nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S)
    -> ModifiedContent<Content, Modifier>
  {
    addingAccessibility([.accessibilityValue(String(value))])
  }

  /// Describes the view's value when `isEnabled` (recorded).
  nonisolated public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool)
    -> ModifiedContent<Content, Modifier>
  {
    addingAccessibility(isEnabled ? [.accessibilityValue(valueDescription.plainText)] : [])
  }

  /// Describes the view's value, localized, when `isEnabled` (recorded).
  nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool)
    -> ModifiedContent<Content, Modifier>
  {
    addingAccessibility(isEnabled ? [.accessibilityValue(valueKey.resolved)] : [])
  }

  /// Describes the view's value when `isEnabled` (recorded).
  @_disfavoredOverload
  nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool)
    -> ModifiedContent<Content, Modifier>
  {
    addingAccessibility(isEnabled ? [.accessibilityValue(String(value))] : [])
  }

  /// Uses `identifier` to identify the view; tests find elements by it.
  nonisolated public func accessibilityIdentifier(_ identifier: String)
    -> ModifiedContent<Content, Modifier>
  {
    addingAccessibility([.accessibilityIdentifier(identifier)])
  }

  /// Uses `identifier` to identify the view when `isEnabled`.
  nonisolated public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool)
    -> ModifiedContent<Content, Modifier>
  {
    addingAccessibility(isEnabled ? [.accessibilityIdentifier(identifier)] : [])
  }

  /// Hides the view from assistive technologies (recorded; it stays on screen).
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Content, Modifier>
  {
    addingAccessibility([.accessibilityHidden(hidden)])
  }

  /// Hides the view from assistive technologies when `isEnabled` (recorded).
  nonisolated public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool)
    -> ModifiedContent<Content, Modifier>
  {
    addingAccessibility(isEnabled ? [.accessibilityHidden(hidden)] : [])
  }

  /// Sets the names a person may say to activate the view by voice (recorded).
  nonisolated public func accessibilityInputLabels(_ inputLabels: [Text])
    -> ModifiedContent<Content, Modifier>
  {
    addingAccessibility([.accessibilityInputLabels(inputLabels.map(\.plainText))])
  }

  /// Sets the localized names a person may say (recorded).
  nonisolated public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey])
    -> ModifiedContent<Content, Modifier>
  {
    addingAccessibility([.accessibilityInputLabels(inputLabelKeys.map(\.resolved))])
  }

  /// Sets the names a person may say to activate the view (recorded).
  @_disfavoredOverload
  nonisolated public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S])
    -> ModifiedContent<Content, Modifier>
  {
    addingAccessibility([.accessibilityInputLabels(inputLabels.map { String($0) })])
  }

  /// Sets the names a person may say, when `isEnabled` (recorded).
  nonisolated public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool)
    -> ModifiedContent<Content, Modifier>
  {
    addingAccessibility(isEnabled ? [.accessibilityInputLabels(inputLabels.map(\.plainText))] : [])
  }

  /// Sets the localized names a person may say, when `isEnabled` (recorded).
  nonisolated public func accessibilityInputLabels(
    _ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool
  ) -> ModifiedContent<Content, Modifier> {
    addingAccessibility(
      isEnabled ? [.accessibilityInputLabels(inputLabelKeys.map(\.resolved))] : [])
  }

  /// Sets the names a person may say, when `isEnabled` (recorded).
  @_disfavoredOverload
  nonisolated public func accessibilityInputLabels<S: StringProtocol>(
    _ inputLabels: [S], isEnabled: Bool
  ) -> ModifiedContent<Content, Modifier> {
    addingAccessibility(
      isEnabled ? [.accessibilityInputLabels(inputLabels.map { String($0) })] : [])
  }
}
