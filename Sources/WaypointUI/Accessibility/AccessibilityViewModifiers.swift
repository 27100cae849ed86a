import Foundation

/// Accessibility modifiers that replace, group or pair elements for assistive technologies, and
/// set how speech reads text. No assistive technology reads the tree here, so each is recorded.
extension View {
  /// Replaces this view's accessibility element with the one `representation` would have
  /// (recorded).
  nonisolated public func accessibilityRepresentation<V: View>(
    @ViewBuilder representation: () -> V
  ) -> some View {
    recorded(".accessibilityRepresentation")
  }

  /// Gives this view's accessibility element the children `children` would have (recorded).
  nonisolated public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V)
    -> some View
  {
    recorded(".accessibilityChildren")
  }

  /// Links this view with the others that have `id` in `namespace`, for moving between them
  /// (recorded).
  nonisolated public func accessibilityLinkedGroup<ID: Hashable>(
    id: ID, in namespace: Namespace.ID
  ) -> some View {
    recorded(".accessibilityLinkedGroup(id: \(String(describing: id).debugDescription))")
  }

  /// Pairs this view, as a label or content, with the other view with `id` in `namespace`
  /// (recorded).
  nonisolated public func accessibilityLabeledPair<ID: Hashable>(
    role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID
  ) -> some View {
    recorded(
      ".accessibilityLabeledPair(role: .\(role), id: \(String(describing: id).debugDescription))")
  }

  /// Shows `largeContentView` in the large content viewer when this view is pressed long
  /// (recorded).
  nonisolated public func accessibilityShowsLargeContentViewer<V: View>(
    @ViewBuilder _ largeContentView: () -> V
  ) -> some View {
    recorded(".accessibilityShowsLargeContentViewer")
  }

  /// Shows this view's label and image in the large content viewer (recorded).
  nonisolated public func accessibilityShowsLargeContentViewer() -> some View {
    recorded(".accessibilityShowsLargeContentViewer()")
  }

  /// Keeps this view's colors when the person inverts colors (recorded).
  nonisolated public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View {
    recorded(".accessibilityIgnoresInvertColors(\(active))")
  }

  /// Sets the view's label to the content `content` makes from its current label (recorded).
  nonisolated public func accessibilityLabel<V: View>(
    @ViewBuilder content: (_ label: PlaceholderContentView<Self>) -> V
  ) -> some View {
    recorded(".accessibilityLabel(content:)")
  }

  /// Reads punctuation aloud in this view's text (recorded: nothing speaks here).
  nonisolated public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View {
    recorded(".speechAlwaysIncludesPunctuation(\(value))")
  }

  /// Spells out this view's text letter by letter (recorded).
  nonisolated public func speechSpellsOutCharacters(_ value: Bool = true) -> some View {
    recorded(".speechSpellsOutCharacters(\(value))")
  }

  /// Raises or lowers the pitch this view's text is spoken in, from -1 to 1 (recorded).
  nonisolated public func speechAdjustedPitch(_ value: Double) -> some View {
    recorded(".speechAdjustedPitch(\(Font.number(value)))")
  }

  /// Queues announcements of this view's text behind the current speech (recorded).
  nonisolated public func speechAnnouncementsQueued(_ value: Bool = true) -> some View {
    recorded(".speechAnnouncementsQueued(\(value))")
  }
}
