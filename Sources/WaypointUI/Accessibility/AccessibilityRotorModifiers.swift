import Foundation

/// A custom rotor as Swift source, with its entries' labels.
private func rotorSource(_ name: String, labels: [String]) -> String {
  ".accessibilityRotor(\(name), entries: [\(labels.map(\.debugDescription).joined(separator: ", "))])"
}

extension View {
  /// Adds a custom rotor whose entries `entries` builds (recorded: no assistive technology
  /// turns a rotor here).
  nonisolated public func accessibilityRotor<Content: AccessibilityRotorContent>(
    _ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View {
    recorded(".accessibilityRotor(\(label.plainText.debugDescription))")
  }

  /// Adds a custom rotor with an entry for each element of `entries`, labelled by
  /// `entryLabel` (recorded, with the entries' labels).
  nonisolated public func accessibilityRotor<EntryModel: Identifiable>(
    _ label: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    recorded(
      rotorSource(label.plainText.debugDescription, labels: entries.map { $0[keyPath: entryLabel] })
    )
  }

  /// Adds a custom rotor with an entry for each element of `entries`, identified by
  /// `entryID` and labelled by `entryLabel` (recorded, with the entries' labels).
  nonisolated public func accessibilityRotor<EntryModel, ID: Hashable>(
    _ label: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    recorded(
      rotorSource(label.plainText.debugDescription, labels: entries.map { $0[keyPath: entryLabel] })
    )
  }

  /// Adds a custom rotor that moves between ranges of the view's text (recorded).
  nonisolated public func accessibilityRotor(
    _ label: Text, textRanges: [Range<String.Index>]
  ) -> some View {
    recorded(
      ".accessibilityRotor(\(label.plainText.debugDescription), textRanges: \(textRanges.count))")
  }

  /// Adds a custom rotor whose entries `entries` builds (recorded: no assistive technology
  /// turns a rotor here).
  nonisolated public func accessibilityRotor<Content: AccessibilityRotorContent>(
    _ systemRotor: AccessibilitySystemRotor,
    @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View {
    recorded(".accessibilityRotor(\("\(systemRotor)"))")
  }

  /// Adds a custom rotor with an entry for each element of `entries`, labelled by
  /// `entryLabel` (recorded, with the entries' labels).
  nonisolated public func accessibilityRotor<EntryModel: Identifiable>(
    _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel],
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    recorded(rotorSource("\(systemRotor)", labels: entries.map { $0[keyPath: entryLabel] }))
  }

  /// Adds a custom rotor with an entry for each element of `entries`, identified by
  /// `entryID` and labelled by `entryLabel` (recorded, with the entries' labels).
  nonisolated public func accessibilityRotor<EntryModel, ID: Hashable>(
    _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel],
    entryID: KeyPath<EntryModel, ID>,
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    recorded(rotorSource("\(systemRotor)", labels: entries.map { $0[keyPath: entryLabel] }))
  }

  /// Adds a custom rotor that moves between ranges of the view's text (recorded).
  nonisolated public func accessibilityRotor(
    _ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>]
  ) -> some View {
    recorded(".accessibilityRotor(\("\(systemRotor)"), textRanges: \(textRanges.count))")
  }

  /// Adds a custom rotor whose entries `entries` builds (recorded: no assistive technology
  /// turns a rotor here).
  nonisolated public func accessibilityRotor<Content: AccessibilityRotorContent>(
    _ labelKey: LocalizedStringKey,
    @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View {
    recorded(".accessibilityRotor(\(labelKey.resolved.debugDescription))")
  }

  /// Adds a custom rotor with an entry for each element of `entries`, labelled by
  /// `entryLabel` (recorded, with the entries' labels).
  nonisolated public func accessibilityRotor<EntryModel: Identifiable>(
    _ labelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    recorded(
      rotorSource(
        labelKey.resolved.debugDescription, labels: entries.map { $0[keyPath: entryLabel] }))
  }

  /// Adds a custom rotor with an entry for each element of `entries`, identified by
  /// `entryID` and labelled by `entryLabel` (recorded, with the entries' labels).
  nonisolated public func accessibilityRotor<EntryModel, ID: Hashable>(
    _ labelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    recorded(
      rotorSource(
        labelKey.resolved.debugDescription, labels: entries.map { $0[keyPath: entryLabel] }))
  }

  /// Adds a custom rotor that moves between ranges of the view's text (recorded).
  nonisolated public func accessibilityRotor(
    _ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]
  ) -> some View {
    recorded(
      ".accessibilityRotor(\(labelKey.resolved.debugDescription), textRanges: \(textRanges.count))")
  }

  /// Adds a custom rotor whose entries `entries` builds (recorded: no assistive technology
  /// turns a rotor here).
  @_disfavoredOverload
  nonisolated public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(
    _ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View {
    recorded(".accessibilityRotor(\(String(label).debugDescription))")
  }

  /// Adds a custom rotor with an entry for each element of `entries`, labelled by
  /// `entryLabel` (recorded, with the entries' labels).
  @_disfavoredOverload
  nonisolated public func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(
    _ label: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    recorded(
      rotorSource(String(label).debugDescription, labels: entries.map { $0[keyPath: entryLabel] }))
  }

  /// Adds a custom rotor with an entry for each element of `entries`, identified by
  /// `entryID` and labelled by `entryLabel` (recorded, with the entries' labels).
  @_disfavoredOverload
  nonisolated public func accessibilityRotor<L: StringProtocol, EntryModel, ID: Hashable>(
    _ label: L, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    recorded(
      rotorSource(String(label).debugDescription, labels: entries.map { $0[keyPath: entryLabel] }))
  }

  /// Adds a custom rotor that moves between ranges of the view's text (recorded).
  @_disfavoredOverload
  nonisolated public func accessibilityRotor<L: StringProtocol>(
    _ label: L, textRanges: [Range<String.Index>]
  ) -> some View {
    recorded(
      ".accessibilityRotor(\(String(label).debugDescription), textRanges: \(textRanges.count))")
  }

  /// Marks this view as the target of a rotor entry with `id` in `namespace` (recorded).
  nonisolated public func accessibilityRotorEntry<ID: Hashable>(
    id: ID, in namespace: Namespace.ID
  ) -> some View {
    recorded(".accessibilityRotorEntry(id: \(String(describing: id).debugDescription))")
  }
}
