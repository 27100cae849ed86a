import Foundation

/// Spoken input labels as Swift source.
private func labelList(_ labels: [String]) -> String {
  "[\(labels.map(\.debugDescription).joined(separator: ", "))]"
}

extension TabContent {
  /// This tab content with `source` recorded on each tab's content when `isEnabled`.
  func recordedOnTab(_ source: String, isEnabled: Bool) -> ModifiedTabContent<Self> {
    ModifiedTabContent(content: self) { entry in
      if isEnabled { entry.content = AnyView(entry.content.recorded(source)) }
    }
  }

  /// Gives the tab a label for assistive technologies when `isEnabled` (recorded on the
  /// tab's content: a tab bar item here carries no accessibility attributes).
  public func accessibilityLabel(
    _ label: Text, isEnabled: Bool = true
  ) -> some TabContent<Self.TabValue> {
    recordedOnTab(".accessibilityLabel(\(label.plainText.debugDescription))", isEnabled: isEnabled)
  }

  /// Gives the tab a label for assistive technologies when `isEnabled` (recorded on the
  /// tab's content: a tab bar item here carries no accessibility attributes).
  public func accessibilityLabel(
    _ labelKey: LocalizedStringKey, isEnabled: Bool = true
  ) -> some TabContent<Self.TabValue> {
    recordedOnTab(
      ".accessibilityLabel(\(labelKey.resolved.debugDescription))", isEnabled: isEnabled)
  }

  /// Gives the tab a label for assistive technologies when `isEnabled` (recorded on the
  /// tab's content: a tab bar item here carries no accessibility attributes).
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(
    _ label: S, isEnabled: Bool = true
  ) -> some TabContent<Self.TabValue> {
    recordedOnTab(".accessibilityLabel(\(String(label).debugDescription))", isEnabled: isEnabled)
  }

  /// Gives the tab a value description for assistive technologies when `isEnabled` (recorded on the
  /// tab's content: a tab bar item here carries no accessibility attributes).
  public func accessibilityValue(
    _ valueDescription: Text, isEnabled: Bool = true
  ) -> some TabContent<Self.TabValue> {
    recordedOnTab(
      ".accessibilityValue(\(valueDescription.plainText.debugDescription))", isEnabled: isEnabled)
  }

  /// Gives the tab a value description for assistive technologies when `isEnabled` (recorded on the
  /// tab's content: a tab bar item here carries no accessibility attributes).
  public func accessibilityValue(
    _ valueKey: LocalizedStringKey, isEnabled: Bool = true
  ) -> some TabContent<Self.TabValue> {
    recordedOnTab(
      ".accessibilityValue(\(valueKey.resolved.debugDescription))", isEnabled: isEnabled)
  }

  /// Gives the tab a value description for assistive technologies when `isEnabled` (recorded on the
  /// tab's content: a tab bar item here carries no accessibility attributes).
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(
    _ value: S, isEnabled: Bool = true
  ) -> some TabContent<Self.TabValue> {
    recordedOnTab(".accessibilityValue(\(String(value).debugDescription))", isEnabled: isEnabled)
  }

  /// Gives the tab a hint for assistive technologies when `isEnabled` (recorded on the
  /// tab's content: a tab bar item here carries no accessibility attributes).
  public func accessibilityHint(
    _ hint: Text, isEnabled: Bool = true
  ) -> some TabContent<Self.TabValue> {
    recordedOnTab(".accessibilityHint(\(hint.plainText.debugDescription))", isEnabled: isEnabled)
  }

  /// Gives the tab a hint for assistive technologies when `isEnabled` (recorded on the
  /// tab's content: a tab bar item here carries no accessibility attributes).
  public func accessibilityHint(
    _ hintKey: LocalizedStringKey, isEnabled: Bool = true
  ) -> some TabContent<Self.TabValue> {
    recordedOnTab(".accessibilityHint(\(hintKey.resolved.debugDescription))", isEnabled: isEnabled)
  }

  /// Gives the tab a hint for assistive technologies when `isEnabled` (recorded on the
  /// tab's content: a tab bar item here carries no accessibility attributes).
  @_disfavoredOverload
  public func accessibilityHint<S: StringProtocol>(
    _ hint: S, isEnabled: Bool = true
  ) -> some TabContent<Self.TabValue> {
    recordedOnTab(".accessibilityHint(\(String(hint).debugDescription))", isEnabled: isEnabled)
  }

  /// Gives the tab spoken input labels for assistive technologies when `isEnabled` (recorded on the
  /// tab's content: a tab bar item here carries no accessibility attributes).
  public func accessibilityInputLabels(
    _ inputLabels: [Text], isEnabled: Bool = true
  ) -> some TabContent<Self.TabValue> {
    recordedOnTab(
      ".accessibilityInputLabels(\(labelList(inputLabels.map(\.plainText))))", isEnabled: isEnabled)
  }

  /// Gives the tab spoken input labels for assistive technologies when `isEnabled` (recorded on the
  /// tab's content: a tab bar item here carries no accessibility attributes).
  public func accessibilityInputLabels(
    _ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool = true
  ) -> some TabContent<Self.TabValue> {
    recordedOnTab(
      ".accessibilityInputLabels(\(labelList(inputLabelKeys.map(\.resolved))))",
      isEnabled: isEnabled)
  }

  /// Gives the tab spoken input labels for assistive technologies when `isEnabled` (recorded on the
  /// tab's content: a tab bar item here carries no accessibility attributes).
  @_disfavoredOverload
  public func accessibilityInputLabels<S: StringProtocol>(
    _ inputLabels: [S], isEnabled: Bool = true
  ) -> some TabContent<Self.TabValue> {
    recordedOnTab(
      ".accessibilityInputLabels(\(labelList(inputLabels.map { String($0) })))",
      isEnabled: isEnabled)
  }

  /// Gives the tab an identifier for assistive technologies when `isEnabled` (recorded on the
  /// tab's content: a tab bar item here carries no accessibility attributes).
  public func accessibilityIdentifier(
    _ identifier: String, isEnabled: Bool = true
  ) -> some TabContent<Self.TabValue> {
    recordedOnTab(".accessibilityIdentifier(\(identifier.debugDescription))", isEnabled: isEnabled)
  }
}
