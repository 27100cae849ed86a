import WaypointCore
import WaypointUI

/// Why a label a test names cannot be acted on, said where it is and what would reach it: on a
/// covered screen, beneath a modal layer, in a hidden column, hidden, or in several places.
extension ViewHost {
  /// Whether `element`'s label is `label` by the matching rule every action uses: the whole
  /// label, a text field's prompt, or one whole text run of it (`Breakfast` of `Breakfast 7`).
  static func matches(_ element: Element, label: String) -> Bool {
    element.label == label || prompt(of: element) == label || element.textRuns.contains(label)
  }

  /// A text field's prompt, which a test may name it by (a search field's "Search recipes").
  static func prompt(of element: Element) -> String? {
    if case .textField(_, _, let prompt) = element.role { return prompt }
    return nil
  }

  /// The error for a label no reachable element accepting `kind` has: where an element with it
  /// is, if anywhere in the scene, and what would reach it; else the candidates on screen.
  func unreachable(
    _ label: String, accepting kind: ElementAction.Kind, verb: String, candidates: [Element]
  ) -> HostError {
    let everywhere = (scene?.elements ?? []).flatMap(\.allElements)
    // The innermost element with the label: a container's label holds its content's too.
    let named = everywhere.filter { Self.matches($0, label: label) }
      .sorted { $0.allElements.count < $1.allElements.count }
    let whole = named.filter { $0.label == label }
    let hidden =
      named.first { $0.actions.contains(kind) } ?? whole.first { !$0.actions.isEmpty }
      ?? whole.first ?? named.first
    if let hidden, let reason = whereabouts(of: hidden, accepting: kind) {
      return .unreachable(verb: verb, label: label, reason: reason)
    }
    let kept = runtime.unselectedTabContents(in: scene)
    if let tab = kept.first(where: { tab in
      tab.elements.contains { $0.allElements.contains { Self.matches($0, label: label) } }
    })?.tab {
      return .unreachable(
        verb: verb, label: label,
        reason: "it is in the tab “\(tab)”, which is not selected: `selectTab(\"\(tab)\")` first")
    }
    let searched = Set(kept.map(\.tab))
    return .noMatch(
      verb: verb, label: label, candidates: candidates.map(\.label),
      otherTabs: visibleTabs.filter { $0 != navigationState.selectedTab && !searched.contains($0) })
  }

  /// Where `element` is that a user cannot act on it, and what would reach it; nil when it is
  /// reachable (it then does not accept the action).
  private func whereabouts(of element: Element, accepting kind: ElementAction.Kind) -> String? {
    switch runtime.visibility(of: element.id) {
    case .offScreen(.covered):
      let screens = ancestors(of: element).filter {
        if case .screen = $0.role { true } else { false }
      }
      let title = screens.first.flatMap(NavigationState.title(of:)) ?? ""
      return "it is on the covered screen “\(title)”: `back()` first"
    case .offScreen(.hiddenColumn):
      let column = ancestors(of: element).lazy.compactMap(Self.column(of:)).first
      return
        "it is in the \(column.map { "\(Self.name(of: $0)) " } ?? "")column the split view hides: show the "
        + "column (its columnVisibility), or use regular width"
    case .offScreen(.hidden):
      return "it is hidden (`.hidden()`)"
    case .beneathModalLayer:
      let layer = navigationState.layers.last
      let name = layer.map { "the \(Self.name(of: $0.kind))" } ?? "a modal layer"
      let title = layer?.title.map { " “\($0)”" } ?? ""
      return "it is beneath \(name)\(title): `dismiss()` first"
    case .removed:
      return nil
    case .onScreen:
      guard !element.actions.contains(kind) else { return nil }
      let accepted = element.actions.map(\.rawValue).sorted()
      return "it is on screen but does not take \(kind.rawValue)"
        + (accepted.isEmpty
          ? " (it takes no action)" : " (it takes \(accepted.joined(separator: ", ")))")
    }
  }

  /// `element`'s ancestors, nearest first.
  private func ancestors(of element: Element) -> [Element] {
    var result: [Element] = []
    var current = runtime.parent(of: element.id)
    while let parent = current {
      result.append(parent)
      current = runtime.parent(of: parent.id)
    }
    return result
  }

  /// Each match as a test could tell it apart: its line, its column and its screen, with a
  /// hint to name the column when the matches are in different ones.
  func ambiguity(_ label: String, verb: String, matches: [Element]) -> HostError {
    var columns: [NavigationSplitViewColumn] = []
    let described = matches.map { match in
      let chain = ancestors(of: match)
      var place: [String] = []
      if let column = chain.lazy.compactMap(Self.column(of:)).first {
        place.append("in the \(Self.name(of: column)) column")
        if !columns.contains(column) { columns.append(column) }
      }
      if let screen = chain.first(where: { if case .screen = $0.role { true } else { false } }),
        let title = NavigationState.title(of: screen), !title.isEmpty
      {
        place.append("on “\(title)”")
      }
      return ([match.summary] + place).joined(separator: " ")
    }
    let hint =
      columns.count > 1
      ? "name one with `in: \(columns.map { "\($0)" }.joined(separator: "` or `in: "))`" : nil
    return .ambiguous(verb: verb, label: label, matches: described, hint: hint)
  }

  private static func column(of element: Element) -> NavigationSplitViewColumn? {
    if case .column(let info) = element.role { return info.column }
    return nil
  }

  /// A column as prose names it (`sidebar`), without the dot of its Swift spelling.
  private static func name(of column: NavigationSplitViewColumn) -> String {
    let text = "\(column)"
    return text.hasPrefix(".") ? String(text.dropFirst()) : text
  }

  private static func name(of kind: NavigationState.Layer.Kind) -> String {
    switch kind {
    case .fullScreenCover: "full-screen cover"
    case .confirmationDialog: "confirmation dialog"
    case .contextMenu: "context menu"
    default: kind.rawValue
    }
  }
}
