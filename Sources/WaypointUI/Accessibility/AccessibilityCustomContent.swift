import Foundation

extension Attribute {
  /// `.accessibilityCustomContent(…)`, recorded: no assistive technology reads it here.
  static func accessibilityCustomContent(
    _ label: String, _ value: String?, _ importance: AXCustomContent.Importance
  ) -> Attribute {
    let value = value.map(\.debugDescription) ?? "nil"
    let rest = importance == .high ? ", importance: .high" : ""
    return .drawing(".accessibilityCustomContent(\(label.debugDescription), \(value)\(rest))")
  }
}

extension View {
  /// Adds a piece of content assistive technologies read on request (recorded).
  nonisolated public func accessibilityCustomContent(
    _ key: AccessibilityCustomContentKey, _ value: Text?,
    importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttachment([.accessibilityCustomContent(key.label, value?.plainText, importance)])
  }

  /// Adds a piece of content assistive technologies read on request (recorded).
  nonisolated public func accessibilityCustomContent(
    _ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey,
    importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttachment([.accessibilityCustomContent(key.label, valueKey.resolved, importance)])
  }

  /// Adds a piece of content assistive technologies read on request (recorded).
  @_disfavoredOverload
  nonisolated public func accessibilityCustomContent<V: StringProtocol>(
    _ key: AccessibilityCustomContentKey, _ value: V,
    importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttachment([.accessibilityCustomContent(key.label, String(value), importance)])
  }

  /// Adds a piece of content assistive technologies read on request (recorded).
  nonisolated public func accessibilityCustomContent(
    _ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttachment([
      .accessibilityCustomContent(label.plainText, value.plainText, importance)
    ])
  }

  /// Adds a piece of content assistive technologies read on request (recorded).
  nonisolated public func accessibilityCustomContent(
    _ labelKey: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttachment([
      .accessibilityCustomContent(labelKey.resolved, value.plainText, importance)
    ])
  }

  /// Adds a piece of content assistive technologies read on request (recorded).
  nonisolated public func accessibilityCustomContent(
    _ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey,
    importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttachment([
      .accessibilityCustomContent(labelKey.resolved, valueKey.resolved, importance)
    ])
  }

  /// Adds a piece of content assistive technologies read on request (recorded).
  @_disfavoredOverload
  nonisolated public func accessibilityCustomContent<V: StringProtocol>(
    _ labelKey: LocalizedStringKey, _ value: V, importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttachment([
      .accessibilityCustomContent(labelKey.resolved, String(value), importance)
    ])
  }

  /// Adds a piece of content assistive technologies read on request (recorded).
  @_disfavoredOverload
  nonisolated public func accessibilityCustomContent<L: StringProtocol, V: StringProtocol>(
    _ label: L, _ value: V, importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttachment([.accessibilityCustomContent(String(label), String(value), importance)])
  }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  /// Adds a piece of content assistive technologies read on request (recorded).
  nonisolated public func accessibilityCustomContent(
    _ key: AccessibilityCustomContentKey, _ value: Text?,
    importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Content, Modifier> {
    addingAccessibility([.accessibilityCustomContent(key.label, value?.plainText, importance)])
  }

  /// Adds a piece of content assistive technologies read on request (recorded).
  nonisolated public func accessibilityCustomContent(
    _ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey,
    importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Content, Modifier> {
    addingAccessibility([.accessibilityCustomContent(key.label, valueKey.resolved, importance)])
  }

  /// Adds a piece of content assistive technologies read on request (recorded).
  @_disfavoredOverload
  nonisolated public func accessibilityCustomContent<V: StringProtocol>(
    _ key: AccessibilityCustomContentKey, _ value: V,
    importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Content, Modifier> {
    addingAccessibility([.accessibilityCustomContent(key.label, String(value), importance)])
  }

  /// Adds a piece of content assistive technologies read on request (recorded).
  nonisolated public func accessibilityCustomContent(
    _ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Content, Modifier> {
    addingAccessibility([.accessibilityCustomContent(label.plainText, value.plainText, importance)])
  }

  /// Adds a piece of content assistive technologies read on request (recorded).
  nonisolated public func accessibilityCustomContent(
    _ labelKey: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Content, Modifier> {
    addingAccessibility([
      .accessibilityCustomContent(labelKey.resolved, value.plainText, importance)
    ])
  }

  /// Adds a piece of content assistive technologies read on request (recorded).
  nonisolated public func accessibilityCustomContent(
    _ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey,
    importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Content, Modifier> {
    addingAccessibility([
      .accessibilityCustomContent(labelKey.resolved, valueKey.resolved, importance)
    ])
  }

  /// Adds a piece of content assistive technologies read on request (recorded).
  @_disfavoredOverload
  nonisolated public func accessibilityCustomContent<V: StringProtocol>(
    _ labelKey: LocalizedStringKey, _ value: V, importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Content, Modifier> {
    addingAccessibility([.accessibilityCustomContent(labelKey.resolved, String(value), importance)])
  }

  /// Adds a piece of content assistive technologies read on request (recorded).
  @_disfavoredOverload
  nonisolated public func accessibilityCustomContent<L: StringProtocol, V: StringProtocol>(
    _ label: L, _ value: V, importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Content, Modifier> {
    addingAccessibility([.accessibilityCustomContent(String(label), String(value), importance)])
  }
}
