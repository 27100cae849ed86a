import Foundation

private func source(_ point: CGPoint) -> String { pointSource(point) }
private func source(_ point: UnitPoint) -> String { unitPointSource(point) }

/// Accessibility modifiers that describe the element to assistive technologies: traits, order,
/// activation, drag and drop points, headings, custom content. None has an effect here (no
/// assistive technology reads them), so each is recorded.
extension View {
  /// Removes accessibility traits from this view (recorded).
  nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityRecorded(".accessibilityRemoveTraits(\(traits))")
  }

  /// Sets where assistive technologies read this view among its siblings; higher first
  /// (recorded).
  nonisolated public func accessibilitySortPriority(_ sortPriority: Double)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityRecorded(".accessibilitySortPriority(\(Font.number(sortPriority)))")
  }

  /// Sets the point an assistive technology activates, in the view's coordinates (recorded).
  nonisolated public func accessibilityActivationPoint(_ activationPoint: CGPoint)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityRecorded(".accessibilityActivationPoint(\(source(activationPoint)))")
  }

  /// Sets the point an assistive technology activates, in unit coordinates (recorded).
  nonisolated public func accessibilityActivationPoint(_ activationPoint: UnitPoint)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityRecorded(".accessibilityActivationPoint(\(source(activationPoint)))")
  }

  /// Sets the activation point when `isEnabled` (recorded).
  nonisolated public func accessibilityActivationPoint(_ activationPoint: CGPoint, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityRecorded(
      ".accessibilityActivationPoint(\(source(activationPoint)))", isEnabled: isEnabled)
  }

  /// Sets the activation point in unit coordinates when `isEnabled` (recorded).
  nonisolated public func accessibilityActivationPoint(
    _ activationPoint: UnitPoint, isEnabled: Bool
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityRecorded(
      ".accessibilityActivationPoint(\(source(activationPoint)))", isEnabled: isEnabled)
  }

  /// Says whether the view responds to touches, for assistive technologies (recorded).
  nonisolated public func accessibilityRespondsToUserInteraction(
    _ respondsToUserInteraction: Bool = true
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityRecorded(".accessibilityRespondsToUserInteraction(\(respondsToUserInteraction))")
  }

  /// Says whether the view responds to touches when `isEnabled` (recorded).
  nonisolated public func accessibilityRespondsToUserInteraction(
    _ respondsToUserInteraction: Bool, isEnabled: Bool
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityRecorded(
      ".accessibilityRespondsToUserInteraction(\(respondsToUserInteraction))",
      isEnabled: isEnabled)
  }

  /// Makes the view an area that takes touches directly (recorded).
  nonisolated public func accessibilityDirectTouch(
    _ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityRecorded(".accessibilityDirectTouch(\(isDirectTouchArea))")
  }

  /// Marks the view as a heading of `level` (recorded).
  nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityRecorded(".accessibilityHeading(\(level))")
  }

  /// Says what kind of text the view shows (recorded).
  nonisolated public func accessibilityTextContentType(_ value: AccessibilityTextContentType)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityRecorded(".accessibilityTextContentType(\(value))")
  }

  /// Sets what assistive technologies say about a scroll view's position (recorded).
  nonisolated public func accessibilityScrollStatus(_ status: Text, isEnabled: Bool = true)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityRecorded(
      ".accessibilityScrollStatus(\(status.plainText.debugDescription))", isEnabled: isEnabled)
  }

  /// Sets what assistive technologies say about a scroll view's position, localized
  /// (recorded).
  nonisolated public func accessibilityScrollStatus(
    _ statusKey: LocalizedStringKey, isEnabled: Bool = true
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityRecorded(
      ".accessibilityScrollStatus(\(statusKey.resolved.debugDescription))", isEnabled: isEnabled)
  }

  /// Sets what assistive technologies say about a scroll view's position (recorded).
  @_disfavoredOverload
  nonisolated public func accessibilityScrollStatus(
    _ status: some StringProtocol, isEnabled: Bool = true
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityRecorded(
      ".accessibilityScrollStatus(\(String(status).debugDescription))", isEnabled: isEnabled)
  }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  /// Adds accessibility traits to this view (recorded).
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Content, Modifier>
  {
    addingAccessibilityRecord(".accessibilityAddTraits(\(traits))")
  }

  /// Removes accessibility traits from this view (recorded).
  nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Content, Modifier>
  {
    addingAccessibilityRecord(".accessibilityRemoveTraits(\(traits))")
  }

  /// Sets where assistive technologies read this view among its siblings (recorded).
  nonisolated public func accessibilitySortPriority(_ sortPriority: Double)
    -> ModifiedContent<Content, Modifier>
  {
    addingAccessibilityRecord(".accessibilitySortPriority(\(Font.number(sortPriority)))")
  }

  /// Sets the point an assistive technology activates (recorded).
  nonisolated public func accessibilityActivationPoint(_ activationPoint: CGPoint)
    -> ModifiedContent<Content, Modifier>
  {
    addingAccessibilityRecord(".accessibilityActivationPoint(\(source(activationPoint)))")
  }

  /// Sets the point an assistive technology activates, in unit coordinates (recorded).
  nonisolated public func accessibilityActivationPoint(_ activationPoint: UnitPoint)
    -> ModifiedContent<Content, Modifier>
  {
    addingAccessibilityRecord(".accessibilityActivationPoint(\(source(activationPoint)))")
  }

  /// Sets the activation point when `isEnabled` (recorded).
  nonisolated public func accessibilityActivationPoint(_ activationPoint: CGPoint, isEnabled: Bool)
    -> ModifiedContent<Content, Modifier>
  {
    addingAccessibilityRecord(
      ".accessibilityActivationPoint(\(source(activationPoint)))", isEnabled: isEnabled)
  }

  /// Sets the activation point in unit coordinates when `isEnabled` (recorded).
  nonisolated public func accessibilityActivationPoint(
    _ activationPoint: UnitPoint, isEnabled: Bool
  ) -> ModifiedContent<Content, Modifier> {
    addingAccessibilityRecord(
      ".accessibilityActivationPoint(\(source(activationPoint)))", isEnabled: isEnabled)
  }

  /// Says whether the view responds to touches (recorded).
  nonisolated public func accessibilityRespondsToUserInteraction(
    _ respondsToUserInteraction: Bool = true
  ) -> ModifiedContent<Content, Modifier> {
    addingAccessibilityRecord(
      ".accessibilityRespondsToUserInteraction(\(respondsToUserInteraction))")
  }

  /// Says whether the view responds to touches when `isEnabled` (recorded).
  nonisolated public func accessibilityRespondsToUserInteraction(
    _ respondsToUserInteraction: Bool, isEnabled: Bool
  ) -> ModifiedContent<Content, Modifier> {
    addingAccessibilityRecord(
      ".accessibilityRespondsToUserInteraction(\(respondsToUserInteraction))",
      isEnabled: isEnabled)
  }

  /// Makes the view an area that takes touches directly (recorded).
  nonisolated public func accessibilityDirectTouch(
    _ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []
  ) -> ModifiedContent<Content, Modifier> {
    addingAccessibilityRecord(".accessibilityDirectTouch(\(isDirectTouchArea))")
  }

  /// Marks the view as a heading of `level` (recorded).
  nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel)
    -> ModifiedContent<Content, Modifier>
  {
    addingAccessibilityRecord(".accessibilityHeading(\(level))")
  }

  /// Says what kind of text the view shows (recorded).
  nonisolated public func accessibilityTextContentType(
    _ textContentType: AccessibilityTextContentType
  ) -> ModifiedContent<Content, Modifier> {
    addingAccessibilityRecord(".accessibilityTextContentType(\(textContentType))")
  }

  /// Sets what assistive technologies say about a scroll view's position (recorded).
  nonisolated public func accessibilityScrollStatus(_ status: Text, isEnabled: Bool = true)
    -> ModifiedContent<Content, Modifier>
  {
    addingAccessibilityRecord(
      ".accessibilityScrollStatus(\(status.plainText.debugDescription))", isEnabled: isEnabled)
  }

  /// Sets what assistive technologies say about a scroll position, localized (recorded).
  nonisolated public func accessibilityScrollStatus(
    _ statusKey: LocalizedStringKey, isEnabled: Bool = true
  ) -> ModifiedContent<Content, Modifier> {
    addingAccessibilityRecord(
      ".accessibilityScrollStatus(\(statusKey.resolved.debugDescription))", isEnabled: isEnabled)
  }

  /// Sets what assistive technologies say about a scroll view's position (recorded).
  @_disfavoredOverload
  nonisolated public func accessibilityScrollStatus(
    _ status: some StringProtocol, isEnabled: Bool = true
  ) -> ModifiedContent<Content, Modifier> {
    addingAccessibilityRecord(
      ".accessibilityScrollStatus(\(String(status).debugDescription))", isEnabled: isEnabled)
  }
}
