import Foundation

/// Points where assistive technologies start drags and end drops on a view: recorded, as no
/// assistive technology drags here.
extension View {
  /// Marks the point where a drag may start on this view, with a description (recorded).
  nonisolated public func accessibilityDragPoint(
    _ point: UnitPoint, description: Text
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityRecorded(
      ".accessibilityDragPoint(\(unitPointSource(point)), description: \((description.plainText).debugDescription))"
    )
  }

  /// Marks the point where a drag may start on this view, with a description (recorded).
  nonisolated public func accessibilityDragPoint(
    _ point: UnitPoint, description: LocalizedStringKey
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityRecorded(
      ".accessibilityDragPoint(\(unitPointSource(point)), description: \((description.resolved).debugDescription))"
    )
  }

  /// Marks the point where a drag may start on this view, with a description (recorded).
  @_disfavoredOverload
  nonisolated public func accessibilityDragPoint<S: StringProtocol>(
    _ point: UnitPoint, description: S
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityRecorded(
      ".accessibilityDragPoint(\(unitPointSource(point)), description: \((String(description)).debugDescription))"
    )
  }

  /// Marks the point where a drag may start on this view, with a description when `isEnabled` (recorded).
  nonisolated public func accessibilityDragPoint(
    _ point: UnitPoint, description: Text, isEnabled: Bool
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityRecorded(
      ".accessibilityDragPoint(\(unitPointSource(point)), description: \((description.plainText).debugDescription))",
      isEnabled: isEnabled)
  }

  /// Marks the point where a drag may start on this view, with a description when `isEnabled` (recorded).
  nonisolated public func accessibilityDragPoint(
    _ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityRecorded(
      ".accessibilityDragPoint(\(unitPointSource(point)), description: \((description.resolved).debugDescription))",
      isEnabled: isEnabled)
  }

  /// Marks the point where a drag may start on this view, with a description when `isEnabled` (recorded).
  @_disfavoredOverload
  nonisolated public func accessibilityDragPoint<S: StringProtocol>(
    _ point: UnitPoint, description: S, isEnabled: Bool
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityRecorded(
      ".accessibilityDragPoint(\(unitPointSource(point)), description: \((String(description)).debugDescription))",
      isEnabled: isEnabled)
  }

  /// Marks the point where a drop may land on this view, with a description (recorded).
  nonisolated public func accessibilityDropPoint(
    _ point: UnitPoint, description: Text
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityRecorded(
      ".accessibilityDropPoint(\(unitPointSource(point)), description: \((description.plainText).debugDescription))"
    )
  }

  /// Marks the point where a drop may land on this view, with a description (recorded).
  nonisolated public func accessibilityDropPoint(
    _ point: UnitPoint, description: LocalizedStringKey
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityRecorded(
      ".accessibilityDropPoint(\(unitPointSource(point)), description: \((description.resolved).debugDescription))"
    )
  }

  /// Marks the point where a drop may land on this view, with a description (recorded).
  @_disfavoredOverload
  nonisolated public func accessibilityDropPoint<S: StringProtocol>(
    _ point: UnitPoint, description: S
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityRecorded(
      ".accessibilityDropPoint(\(unitPointSource(point)), description: \((String(description)).debugDescription))"
    )
  }

  /// Marks the point where a drop may land on this view, with a description when `isEnabled` (recorded).
  nonisolated public func accessibilityDropPoint(
    _ point: UnitPoint, description: Text, isEnabled: Bool
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityRecorded(
      ".accessibilityDropPoint(\(unitPointSource(point)), description: \((description.plainText).debugDescription))",
      isEnabled: isEnabled)
  }

  /// Marks the point where a drop may land on this view, with a description when `isEnabled` (recorded).
  nonisolated public func accessibilityDropPoint(
    _ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityRecorded(
      ".accessibilityDropPoint(\(unitPointSource(point)), description: \((description.resolved).debugDescription))",
      isEnabled: isEnabled)
  }

  /// Marks the point where a drop may land on this view, with a description when `isEnabled` (recorded).
  @_disfavoredOverload
  nonisolated public func accessibilityDropPoint<S: StringProtocol>(
    _ point: UnitPoint, description: S, isEnabled: Bool
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityRecorded(
      ".accessibilityDropPoint(\(unitPointSource(point)), description: \((String(description)).debugDescription))",
      isEnabled: isEnabled)
  }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  /// Marks the point where a drag may start on this view, with a description (recorded).
  nonisolated public func accessibilityDragPoint(
    _ point: UnitPoint, description: Text
  ) -> ModifiedContent<Content, Modifier> {
    addingAccessibilityRecord(
      ".accessibilityDragPoint(\(unitPointSource(point)), description: \((description.plainText).debugDescription))"
    )
  }

  /// Marks the point where a drag may start on this view, with a description (recorded).
  nonisolated public func accessibilityDragPoint(
    _ point: UnitPoint, description: LocalizedStringKey
  ) -> ModifiedContent<Content, Modifier> {
    addingAccessibilityRecord(
      ".accessibilityDragPoint(\(unitPointSource(point)), description: \((description.resolved).debugDescription))"
    )
  }

  /// Marks the point where a drag may start on this view, with a description (recorded).
  @_disfavoredOverload
  nonisolated public func accessibilityDragPoint<S: StringProtocol>(
    _ point: UnitPoint, description: S
  ) -> ModifiedContent<Content, Modifier> {
    addingAccessibilityRecord(
      ".accessibilityDragPoint(\(unitPointSource(point)), description: \((String(description)).debugDescription))"
    )
  }

  /// Marks the point where a drag may start on this view, with a description when `isEnabled` (recorded).
  nonisolated public func accessibilityDragPoint(
    _ point: UnitPoint, description: Text, isEnabled: Bool
  ) -> ModifiedContent<Content, Modifier> {
    addingAccessibilityRecord(
      ".accessibilityDragPoint(\(unitPointSource(point)), description: \((description.plainText).debugDescription))",
      isEnabled: isEnabled)
  }

  /// Marks the point where a drag may start on this view, with a description when `isEnabled` (recorded).
  nonisolated public func accessibilityDragPoint(
    _ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool
  ) -> ModifiedContent<Content, Modifier> {
    addingAccessibilityRecord(
      ".accessibilityDragPoint(\(unitPointSource(point)), description: \((description.resolved).debugDescription))",
      isEnabled: isEnabled)
  }

  /// Marks the point where a drag may start on this view, with a description when `isEnabled` (recorded).
  @_disfavoredOverload
  nonisolated public func accessibilityDragPoint<S: StringProtocol>(
    _ point: UnitPoint, description: S, isEnabled: Bool
  ) -> ModifiedContent<Content, Modifier> {
    addingAccessibilityRecord(
      ".accessibilityDragPoint(\(unitPointSource(point)), description: \((String(description)).debugDescription))",
      isEnabled: isEnabled)
  }

  /// Marks the point where a drop may land on this view, with a description (recorded).
  nonisolated public func accessibilityDropPoint(
    _ point: UnitPoint, description: Text
  ) -> ModifiedContent<Content, Modifier> {
    addingAccessibilityRecord(
      ".accessibilityDropPoint(\(unitPointSource(point)), description: \((description.plainText).debugDescription))"
    )
  }

  /// Marks the point where a drop may land on this view, with a description (recorded).
  nonisolated public func accessibilityDropPoint(
    _ point: UnitPoint, description: LocalizedStringKey
  ) -> ModifiedContent<Content, Modifier> {
    addingAccessibilityRecord(
      ".accessibilityDropPoint(\(unitPointSource(point)), description: \((description.resolved).debugDescription))"
    )
  }

  /// Marks the point where a drop may land on this view, with a description (recorded).
  @_disfavoredOverload
  nonisolated public func accessibilityDropPoint<S: StringProtocol>(
    _ point: UnitPoint, description: S
  ) -> ModifiedContent<Content, Modifier> {
    addingAccessibilityRecord(
      ".accessibilityDropPoint(\(unitPointSource(point)), description: \((String(description)).debugDescription))"
    )
  }

  /// Marks the point where a drop may land on this view, with a description when `isEnabled` (recorded).
  nonisolated public func accessibilityDropPoint(
    _ point: UnitPoint, description: Text, isEnabled: Bool
  ) -> ModifiedContent<Content, Modifier> {
    addingAccessibilityRecord(
      ".accessibilityDropPoint(\(unitPointSource(point)), description: \((description.plainText).debugDescription))",
      isEnabled: isEnabled)
  }

  /// Marks the point where a drop may land on this view, with a description when `isEnabled` (recorded).
  nonisolated public func accessibilityDropPoint(
    _ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool
  ) -> ModifiedContent<Content, Modifier> {
    addingAccessibilityRecord(
      ".accessibilityDropPoint(\(unitPointSource(point)), description: \((description.resolved).debugDescription))",
      isEnabled: isEnabled)
  }

  /// Marks the point where a drop may land on this view, with a description when `isEnabled` (recorded).
  @_disfavoredOverload
  nonisolated public func accessibilityDropPoint<S: StringProtocol>(
    _ point: UnitPoint, description: S, isEnabled: Bool
  ) -> ModifiedContent<Content, Modifier> {
    addingAccessibilityRecord(
      ".accessibilityDropPoint(\(unitPointSource(point)), description: \((String(description)).debugDescription))",
      isEnabled: isEnabled)
  }
}
