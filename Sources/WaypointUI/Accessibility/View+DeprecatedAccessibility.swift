import Foundation

/// The first accessibility modifiers, `accessibility(label:)` and its siblings, which behave as
/// the modifiers that replaced them.
extension View {
  /// Hides the view from assistive technologies (recorded).
  @available(*, deprecated, renamed: "accessibilityHidden(_:)")
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityHidden(_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityHidden(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityHidden(_:)")
  @available(watchOS, introduced: 6, deprecated: 100000.0, renamed: "accessibilityHidden(_:)")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "accessibilityHidden(_:)")
  nonisolated public func accessibility(hidden: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment([.accessibilityHidden(hidden)])
  }

  /// Adds a label describing the view; tests and renderers use it as the element's label.
  @available(*, deprecated, renamed: "accessibilityLabel(_:)")
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
  @available(watchOS, introduced: 6, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
  nonisolated public func accessibility(label: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment([.accessibilityLabel(label.plainText)])
  }

  /// Gives assistive technologies a hint of what the view does (recorded).
  @available(*, deprecated, renamed: "accessibilityHint(_:)")
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityHint(_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityHint(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityHint(_:)")
  @available(watchOS, introduced: 6, deprecated: 100000.0, renamed: "accessibilityHint(_:)")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "accessibilityHint(_:)")
  nonisolated public func accessibility(hint: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment([.accessibilityHint(hint.plainText)])
  }

  /// Sets the names a person may say to activate the view (recorded).
  @available(*, deprecated, renamed: "accessibilityInputLabels(_:)")
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityInputLabels(_:)")
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityInputLabels(_:)"
  )
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityInputLabels(_:)")
  @available(watchOS, introduced: 6, deprecated: 100000.0, renamed: "accessibilityInputLabels(_:)")
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "accessibilityInputLabels(_:)"
  )
  nonisolated public func accessibility(inputLabels: [Text])
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment([.accessibilityInputLabels(inputLabels.map(\.plainText))])
  }

  /// Uses `identifier` to identify the view; tests find elements by it.
  @available(*, deprecated, renamed: "accessibilityIdentifier(_:)")
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityIdentifier(_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityIdentifier(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityIdentifier(_:)")
  @available(watchOS, introduced: 6, deprecated: 100000.0, renamed: "accessibilityIdentifier(_:)")
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "accessibilityIdentifier(_:)"
  )
  nonisolated public func accessibility(identifier: String)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment([.accessibilityIdentifier(identifier)])
  }

  /// Sets the identifier of the view when it is selected (recorded).
  @available(*, deprecated)
  @available(iOS, deprecated, introduced: 13.0)
  @available(macOS, deprecated, introduced: 10.15)
  @available(tvOS, deprecated, introduced: 13.0)
  @available(watchOS, deprecated, introduced: 6)
  @available(visionOS, introduced: 1.0, deprecated: 1.0)
  nonisolated public func accessibility(selectionIdentifier: AnyHashable)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment([
      .drawing(".accessibility(selectionIdentifier: \(selectionIdentifier))")
    ])
  }

  /// Sets where assistive technologies read this view among its siblings (recorded).
  @available(*, deprecated, renamed: "accessibilitySortPriority(_:)")
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilitySortPriority(_:)")
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilitySortPriority(_:)"
  )
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilitySortPriority(_:)")
  @available(watchOS, introduced: 6, deprecated: 100000.0, renamed: "accessibilitySortPriority(_:)")
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "accessibilitySortPriority(_:)"
  )
  nonisolated public func accessibility(sortPriority: Double)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment([.drawing(".accessibilitySortPriority(\(Font.number(sortPriority)))")])
  }

  /// Sets the point an assistive technology activates (recorded).
  @available(*, deprecated, renamed: "accessibilityActivationPoint(_:)")
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityActivationPoint(_:)"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityActivationPoint(_:)"
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityActivationPoint(_:)"
  )
  @available(
    watchOS, introduced: 6, deprecated: 100000.0, renamed: "accessibilityActivationPoint(_:)"
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "accessibilityActivationPoint(_:)"
  )
  nonisolated public func accessibility(activationPoint: CGPoint)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment([
      .drawing(".accessibilityActivationPoint(\(pointSource(activationPoint)))")
    ])
  }

  /// Sets the point an assistive technology activates, in unit coordinates (recorded).
  @available(*, deprecated, renamed: "accessibilityActivationPoint(_:)")
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityActivationPoint(_:)"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityActivationPoint(_:)"
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityActivationPoint(_:)"
  )
  @available(
    watchOS, introduced: 6, deprecated: 100000.0, renamed: "accessibilityActivationPoint(_:)"
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "accessibilityActivationPoint(_:)"
  )
  nonisolated public func accessibility(activationPoint: UnitPoint)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment([
      .drawing(".accessibilityActivationPoint(\(unitPointSource(activationPoint)))")
    ])
  }

  /// Describes the view's value to assistive technologies (recorded).
  @available(*, deprecated, renamed: "accessibilityValue(_:)")
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityValue(_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityValue(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityValue(_:)")
  @available(watchOS, introduced: 6, deprecated: 100000.0, renamed: "accessibilityValue(_:)")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "accessibilityValue(_:)")
  nonisolated public func accessibility(value: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment([.accessibilityValue(value.plainText)])
  }

  /// Adds accessibility traits to the view (recorded).
  @available(*, deprecated, renamed: "accessibilityAddTraits(_:)")
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityAddTraits(_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityAddTraits(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityAddTraits(_:)")
  @available(watchOS, introduced: 6, deprecated: 100000.0, renamed: "accessibilityAddTraits(_:)")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "accessibilityAddTraits(_:)")
  nonisolated public func accessibility(addTraits traits: AccessibilityTraits)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment([.drawing(".accessibilityAddTraits(\(traits))")])
  }

  /// Removes accessibility traits from the view (recorded).
  @available(*, deprecated, renamed: "accessibilityRemoveTraits(_:)")
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityRemoveTraits(_:)")
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityRemoveTraits(_:)"
  )
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityRemoveTraits(_:)")
  @available(watchOS, introduced: 6, deprecated: 100000.0, renamed: "accessibilityRemoveTraits(_:)")
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "accessibilityRemoveTraits(_:)"
  )
  nonisolated public func accessibility(removeTraits traits: AccessibilityTraits)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment([.drawing(".accessibilityRemoveTraits(\(traits))")])
  }
}
