import Foundation
import WaypointCore

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  /// Adds a named custom action for assistive technologies (recorded), from a string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityAction(
    named nameResource: LocalizedStringResource, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Content, Modifier> {
    accessibilityAction(named: LocalizedStringKey(resolving: nameResource), handler)
  }

  /// Adds a piece of content assistive technologies read on request (recorded), from a string
  /// resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityCustomContent(
    _ key: AccessibilityCustomContentKey, _ valueResource: LocalizedStringResource,
    importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Content, Modifier> {
    accessibilityCustomContent(
      key, LocalizedStringKey(resolving: valueResource), importance: importance)
  }

  /// Adds a piece of content assistive technologies read on request (recorded), from a string
  /// resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityCustomContent(
    _ labelResource: LocalizedStringResource, _ valueResource: LocalizedStringResource,
    importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Content, Modifier> {
    accessibilityCustomContent(
      LocalizedStringKey(resolving: labelResource), LocalizedStringKey(resolving: valueResource),
      importance: importance)
  }

  /// Adds a piece of content assistive technologies read on request (recorded), from a string
  /// resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityCustomContent(
    _ labelResource: LocalizedStringResource, _ value: Text,
    importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Content, Modifier> {
    accessibilityCustomContent(
      LocalizedStringKey(resolving: labelResource), value, importance: importance)
  }

  /// Marks the point where a drag may start on this view, with a description (recorded), from a
  /// string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityDragPoint(
    _ point: UnitPoint, description descriptionResource: LocalizedStringResource
  ) -> ModifiedContent<Content, Modifier> {
    accessibilityDragPoint(point, description: LocalizedStringKey(resolving: descriptionResource))
  }

  /// Marks the point where a drag may start on this view, with a description when `isEnabled`
  /// (recorded), from a string resource.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityDragPoint(
    _ point: UnitPoint, description descriptionResource: LocalizedStringResource, isEnabled: Bool
  ) -> ModifiedContent<Content, Modifier> {
    accessibilityDragPoint(
      point, description: LocalizedStringKey(resolving: descriptionResource), isEnabled: isEnabled)
  }

  /// Marks the point where a drop may land on this view, with a description (recorded), from a
  /// string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityDropPoint(
    _ point: UnitPoint, description descriptionResource: LocalizedStringResource
  ) -> ModifiedContent<Content, Modifier> {
    accessibilityDropPoint(point, description: LocalizedStringKey(resolving: descriptionResource))
  }

  /// Marks the point where a drop may land on this view, with a description when `isEnabled`
  /// (recorded), from a string resource.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityDropPoint(
    _ point: UnitPoint, description descriptionResource: LocalizedStringResource, isEnabled: Bool
  ) -> ModifiedContent<Content, Modifier> {
    accessibilityDropPoint(
      point, description: LocalizedStringKey(resolving: descriptionResource), isEnabled: isEnabled)
  }

  /// Gives assistive technologies a hint from a string resource (recorded).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityHint(_ hintResource: LocalizedStringResource)
    -> ModifiedContent<Content, Modifier>
  {
    accessibilityHint(LocalizedStringKey(resolving: hintResource))
  }

  /// Gives assistive technologies a hint from a string resource when `isEnabled` (recorded).
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityHint(
    _ hintResource: LocalizedStringResource, isEnabled: Bool
  )
    -> ModifiedContent<Content, Modifier>
  {
    accessibilityHint(LocalizedStringKey(resolving: hintResource), isEnabled: isEnabled)
  }

  /// Adds a label from a string resource describing the view.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityLabel(_ labelResource: LocalizedStringResource)
    -> ModifiedContent<Content, Modifier>
  {
    accessibilityLabel(LocalizedStringKey(resolving: labelResource))
  }

  /// Adds a label from a string resource describing the view when `isEnabled`.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityLabel(
    _ labelResource: LocalizedStringResource, isEnabled: Bool
  )
    -> ModifiedContent<Content, Modifier>
  {
    accessibilityLabel(LocalizedStringKey(resolving: labelResource), isEnabled: isEnabled)
  }

  /// Sets what assistive technologies say about a scroll position, from a string resource
  /// (recorded).
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityScrollStatus(
    _ statusResource: LocalizedStringResource, isEnabled: Bool = true
  ) -> ModifiedContent<Content, Modifier> {
    accessibilityScrollStatus(LocalizedStringKey(resolving: statusResource), isEnabled: isEnabled)
  }

  /// Describes the view's value, from a string resource (recorded).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityValue(_ valueResource: LocalizedStringResource)
    -> ModifiedContent<Content, Modifier>
  {
    accessibilityValue(LocalizedStringKey(resolving: valueResource))
  }

  /// Describes the view's value, from a string resource, when `isEnabled` (recorded).
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityValue(
    _ valueResource: LocalizedStringResource, isEnabled: Bool
  )
    -> ModifiedContent<Content, Modifier>
  {
    accessibilityValue(LocalizedStringKey(resolving: valueResource), isEnabled: isEnabled)
  }
}
