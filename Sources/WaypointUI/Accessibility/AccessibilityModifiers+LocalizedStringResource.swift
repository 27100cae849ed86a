import Foundation
import WaypointCore

extension TabContent {
  /// Gives the tab a hint for assistive technologies when `isEnabled` (recorded on the tab's
  /// content: a tab bar item here carries no accessibility attributes), from a string resource.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  public func accessibilityHint(_ hintResource: LocalizedStringResource, isEnabled: Bool = true)
    -> some TabContent<Self.TabValue>
  {
    accessibilityHint(LocalizedStringKey(resolving: hintResource), isEnabled: isEnabled)
  }

  /// Gives the tab a label for assistive technologies when `isEnabled` (recorded on the tab's
  /// content: a tab bar item here carries no accessibility attributes), from a string resource.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  public func accessibilityLabel(_ labelResource: LocalizedStringResource, isEnabled: Bool = true)
    -> some TabContent<Self.TabValue>
  {
    accessibilityLabel(LocalizedStringKey(resolving: labelResource), isEnabled: isEnabled)
  }

  /// Gives the tab a value description for assistive technologies when `isEnabled` (recorded on the
  /// tab's content: a tab bar item here carries no accessibility attributes), from a string
  /// resource.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  public func accessibilityValue(_ valueResource: LocalizedStringResource, isEnabled: Bool = true)
    -> some TabContent<Self.TabValue>
  {
    accessibilityValue(LocalizedStringKey(resolving: valueResource), isEnabled: isEnabled)
  }
}

extension Text {
  /// Adds a label from a string resource, read instead of the text.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public func accessibilityLabel(_ labelResource: LocalizedStringResource) -> Text {
    accessibilityLabel(LocalizedStringKey(resolving: labelResource))
  }
}

extension View {
  /// Adds a named custom action for assistive technologies (recorded), from a string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityAction(
    named nameResource: LocalizedStringResource, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAction(named: LocalizedStringKey(resolving: nameResource), handler)
  }

  /// Adds a piece of content assistive technologies read on request (recorded), from a string
  /// resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityCustomContent(
    _ key: AccessibilityCustomContentKey, _ valueResource: LocalizedStringResource,
    importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
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
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
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
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityCustomContent(
      LocalizedStringKey(resolving: labelResource), value, importance: importance)
  }

  /// Adds a piece of content assistive technologies read on request (recorded), from a string
  /// resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityCustomContent<V: StringProtocol>(
    _ labelResource: LocalizedStringResource, _ value: V,
    importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityCustomContent(
      LocalizedStringKey(resolving: labelResource), value, importance: importance)
  }

  /// Marks the point where a drag may start on this view, with a description (recorded), from a
  /// string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityDragPoint(
    _ point: UnitPoint, description descriptionResource: LocalizedStringResource
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityDragPoint(point, description: LocalizedStringKey(resolving: descriptionResource))
  }

  /// Marks the point where a drag may start on this view, with a description when `isEnabled`
  /// (recorded), from a string resource.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityDragPoint(
    _ point: UnitPoint, description descriptionResource: LocalizedStringResource, isEnabled: Bool
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityDragPoint(
      point, description: LocalizedStringKey(resolving: descriptionResource), isEnabled: isEnabled)
  }

  /// Marks the point where a drop may land on this view, with a description (recorded), from a
  /// string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityDropPoint(
    _ point: UnitPoint, description descriptionResource: LocalizedStringResource
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityDropPoint(point, description: LocalizedStringKey(resolving: descriptionResource))
  }

  /// Marks the point where a drop may land on this view, with a description when `isEnabled`
  /// (recorded), from a string resource.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityDropPoint(
    _ point: UnitPoint, description descriptionResource: LocalizedStringResource, isEnabled: Bool
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityDropPoint(
      point, description: LocalizedStringKey(resolving: descriptionResource), isEnabled: isEnabled)
  }

  /// Gives assistive technologies a hint, from a string resource, of what the view does
  /// (recorded: no assistive technology reads it here).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityHint(_ hintResource: LocalizedStringResource)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityHint(LocalizedStringKey(resolving: hintResource))
  }

  /// Gives assistive technologies a hint from a string resource when `isEnabled` (recorded).
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityHint(
    _ hintResource: LocalizedStringResource, isEnabled: Bool
  )
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityHint(LocalizedStringKey(resolving: hintResource), isEnabled: isEnabled)
  }

  /// Adds a label from a string resource describing the view when `isEnabled`.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityLabel(
    _ labelResource: LocalizedStringResource, isEnabled: Bool
  )
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityLabel(LocalizedStringKey(resolving: labelResource), isEnabled: isEnabled)
  }

  /// Adds a custom rotor whose entries `entries` builds (recorded: no assistive technology turns a
  /// rotor here), from a string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityRotor<Content: AccessibilityRotorContent>(
    _ labelResource: LocalizedStringResource,
    @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View {
    accessibilityRotor(LocalizedStringKey(resolving: labelResource), entries: entries)
  }

  /// Adds a custom rotor with an entry for each element of `entries`, identified by `entryID` and
  /// labelled by `entryLabel` (recorded, with the entries' labels), from a string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityRotor<EntryModel, ID: Hashable>(
    _ labelResource: LocalizedStringResource, entries: [EntryModel],
    entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    accessibilityRotor(
      LocalizedStringKey(resolving: labelResource), entries: entries, entryID: entryID,
      entryLabel: entryLabel)
  }

  /// Adds a custom rotor with an entry for each element of `entries`, labelled by `entryLabel`
  /// (recorded, with the entries' labels), from a string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityRotor<EntryModel: Identifiable>(
    _ labelResource: LocalizedStringResource, entries: [EntryModel],
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    accessibilityRotor(
      LocalizedStringKey(resolving: labelResource), entries: entries, entryLabel: entryLabel)
  }

  /// Adds a custom rotor that moves between ranges of the view's text (recorded), from a string
  /// resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityRotor(
    _ labelResource: LocalizedStringResource, textRanges: [Range<String.Index>]
  ) -> some View {
    accessibilityRotor(LocalizedStringKey(resolving: labelResource), textRanges: textRanges)
  }

  /// Sets what assistive technologies say about a scroll view's position, from a string resource
  /// (recorded).
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityScrollStatus(
    _ statusResource: LocalizedStringResource, isEnabled: Bool = true
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityScrollStatus(LocalizedStringKey(resolving: statusResource), isEnabled: isEnabled)
  }

  /// Describes the view's value to assistive technologies, from a string resource (recorded).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityValue(_ valueResource: LocalizedStringResource)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityValue(LocalizedStringKey(resolving: valueResource))
  }

  /// Describes the view's value, from a string resource, when `isEnabled` (recorded).
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityValue(
    _ valueResource: LocalizedStringResource, isEnabled: Bool
  )
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityValue(LocalizedStringKey(resolving: valueResource), isEnabled: isEnabled)
  }

  /// Gives the view's element the label `labelResource` resolves to; tests and renderers read it in
  /// place of the view's own text.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityLabel(_ labelResource: LocalizedStringResource) -> some View
  {
    accessibilityLabel(LocalizedStringKey(resolving: labelResource))
  }

  /// Adds help text to a view, from a string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public func help(_ textResource: LocalizedStringResource) -> some View {
    help(LocalizedStringKey(resolving: textResource))
  }
}
