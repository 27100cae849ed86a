import WaypointCore
import WaypointUI

/// Questions a test asks of what the user sees, answered from the semantic tree the runtime
/// keeps: the selected rows, the back button's title, a field's text, a toggle's value, a
/// picker's choice, an element by its accessibility identifier, each column's titles, a tab's
/// badge.
extension ViewHost {
  /// The labels of the selected rows of the lists on screen (of one column's when given), in
  /// order: a `List(selection:)`'s rows, a sidebar's chosen row, a picker's option.
  public func selectedRows(in column: NavigationSplitViewColumn? = nil) throws(HostError)
    -> [String]
  {
    try elements(in: column).compactMap { element in
      if case .row(isSelected: true) = element.role { element.label } else { nil }
    }
  }

  /// The title on the front screen's back button (the screen it goes back to); nil on a root
  /// screen or one that hides its back button.
  public var backButtonTitle: String? {
    scene?.frontScreenElement?.backButton?.label
  }

  /// The text in the text field with this label (or prompt), by the rule every action uses.
  public func text(
    in label: String, in column: NavigationSplitViewColumn? = nil
  ) throws(HostError) -> String {
    let field = try find(label, accepting: .setText, verb: "read the text of", in: column)
    guard case .textField(_, let text, _) = field.role else {
      throw .unreachable(
        verb: "read the text of", label: label, reason: "it is not a text field")
    }
    return text
  }

  /// Whether the toggle with this label is on.
  public func isOn(_ label: String, in column: NavigationSplitViewColumn? = nil)
    throws(HostError) -> Bool
  {
    let toggle = try find(label, accepting: .toggle, verb: "read", in: column)
    guard case .toggle(let isOn) = toggle.role else {
      throw .unreachable(verb: "read", label: label, reason: "it is not a toggle")
    }
    return isOn
  }

  /// The option the picker titled `title` has selected; nil when none is. A picker shown as a
  /// menu says it on its button; another shows its options, one of them selected.
  public func selection(of title: String, in column: NavigationSplitViewColumn? = nil)
    throws(HostError) -> String?
  {
    let elements = try elements(in: column)
    let menus = elements.filter { element in
      element.attributes.contains(.pickerStyle(MenuPickerStyle().name))
        && element.textRuns.first == title
    }
    let sections = elements.filter { section in
      guard case .section = section.role else { return false }
      return section.contentChildren.contains {
        if case .header = $0.role { $0.label == title } else { false }
      }
    }
    let pickers = menus + sections
    guard pickers.count == 1, let picker = pickers.first else {
      throw pickers.isEmpty
        ? .noMatch(verb: "read the selection of", label: title, candidates: [])
        : ambiguity(title, verb: "read the selection of", matches: pickers)
    }
    if !menus.isEmpty {
      let chosen = picker.textRuns.dropFirst().joined(separator: " ")
      return chosen.isEmpty ? nil : chosen
    }
    return picker.allElements.first {
      if case .row(isSelected: true) = $0.role { true } else { false }
    }?.label
  }

  /// The element on screen with this `accessibilityIdentifier`, if there is one, laid out: its
  /// `frame` is where it is now.
  public func element(identifiedBy identifier: String) -> Element? {
    layOut()
    return visibleElements.first { element in
      element.attributes.contains(.accessibilityIdentifier(identifier))
    }
  }

  /// Taps the element with this `accessibilityIdentifier`, or the control inside it that
  /// takes a tap.
  public func tap(id identifier: String) throws(HostError) {
    try logged("tap(id: \(identifier.debugDescription))") { () throws(HostError) in
      try tapNow(id: identifier)
    }
  }

  private func tapNow(id identifier: String) throws(HostError) {
    guard let element = element(identifiedBy: identifier) else {
      throw .noMatch(
        verb: "tap the element identified as", label: identifier,
        candidates: visibleElements.flatMap(\.attributes).compactMap {
          if case .accessibilityIdentifier(let id) = $0 { id } else { nil }
        })
    }
    guard let target = element.allElements.first(where: { $0.actions.contains(.tap) }) else {
      throw .unreachable(
        verb: "tap the element identified as", label: identifier,
        reason: "it is on screen but does not take tap")
    }
    try deliver(.tap, to: target, label: identifier)
  }

  /// The badge on the tab titled `title` (`.badge(3)` shows "3"); nil when it has none. Throws
  /// when no visible tab has that title.
  public func badge(ofTab title: String) throws(HostError) -> String? {
    let tabs = visibleElements.compactMap { element -> TabInfo? in
      if case .tab(let info) = element.role { info } else { nil }
    }
    guard let tab = tabs.first(where: { $0.title == title }) else {
      throw .noMatch(verb: "read the badge of", label: title, candidates: tabs.map(\.title))
    }
    return tab.badge
  }

  /// The titles of each visible column's stack, root first, leading column to trailing ("" for
  /// a screen without a title); empty without a split view side by side.
  public var columnTitles: [[String]] {
    let columns = visibleElements.filter { if case .column = $0.role { true } else { false } }
    return columns.map { column in
      column.allElements.filter { if case .screen = $0.role { true } else { false } }.map {
        NavigationState.title(of: $0) ?? ""
      }
    }
  }
}
