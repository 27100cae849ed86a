import WaypointCore

/// A tab view's `TabViewCustomization` at work: which tabs a person hid, the order they gave
/// each section, and the edits a renderer delivers (hide, move), written back to the binding.
///
/// Only the sidebar-adaptable style is customizable, as Apple's is.
@MainActor
struct TabCustomizing {
  let binding: Binding<TabViewCustomization>
  let placement: AdaptableTabBarPlacement

  /// Hides the tabs the customization (or a default visibility) hides here, and returns the
  /// order to show the tabs in: each customized section in its saved order, ids it does not
  /// know ignored, tabs it does not name after the named ones.
  func apply(to entries: inout [TabEntry], customization: TabViewCustomization) -> [Int] {
    for index in entries.indices {
      guard let id = entries[index].customizationID,
        !entries[index].fixedIn.contains(placement)
      else { continue }
      let chosen =
        placement == .sidebar
        ? customization[tab: id].sidebarVisibility : customization[tab: id].tabBarVisibility
      let visibility =
        chosen == .automatic ? entries[index].defaultVisibility[placement] ?? .automatic : chosen
      if visibility == .hidden, !entries[index].unhideableIn.contains(placement) {
        entries[index].isHidden = true
      }
    }
    var order = Array(entries.indices)
    let sections = Set(entries.compactMap(\.sectionCustomizationID))
    for section in sections {
      guard let saved = customization[section: section].tabOrder else { continue }
      let slots = order.indices.filter { entries[order[$0]].sectionCustomizationID == section }
      let members = slots.map { order[$0] }
      let rank = Dictionary(
        saved.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
      let sorted = members.enumerated().sorted { left, right in
        let a =
          entries[left.element].customizationID.flatMap { rank[$0] } ?? saved.count + left.offset
        let b =
          entries[right.element].customizationID.flatMap { rank[$0] } ?? saved.count + right.offset
        return a < b
      }.map(\.element)
      for (slot, member) in zip(slots, sorted) { order[slot] = member }
    }
    return order
  }

  /// What a person may do to `entry` here.
  func actions(for entry: TabEntry) -> Set<ElementAction.Kind> {
    guard entry.customizationID != nil, !entry.fixedIn.contains(placement) else { return [] }
    var actions: Set<ElementAction.Kind> = []
    if !entry.unhideableIn.contains(placement) { actions.insert(.setTabVisibility) }
    if entry.sectionCustomizationID != nil { actions.insert(.moveTab) }
    return actions
  }

  /// Carries out a person's edit of the tab `id`: hides or shows it here, or moves it within its
  /// section, among the section's tabs shown in `order`.
  func perform(_ action: ElementAction, on id: String, section: String?, order: [String]) {
    var customization = binding.wrappedValue
    if let visibility = action.tabVisibility {
      if placement == .sidebar {
        customization[tab: id].sidebarVisibility = visibility
      } else {
        customization[tab: id].tabBarVisibility = visibility
      }
    } else if let offset = action.offset, let section, let from = order.firstIndex(of: id) {
      var moved = order
      moved.remove(at: from)
      moved.insert(id, at: min(max(0, from + offset), moved.count))
      customization[section: section] = .init(tabOrder: moved)
    }
    if customization != binding.wrappedValue { binding.wrappedValue = customization }
  }
}

extension View {
  /// Keeps the customizations a person makes to this sidebar-adaptable tab view — hidden tabs,
  /// section orders — in `customization`.
  nonisolated public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?)
    -> some View
  {
    environment(\.tabViewCustomization, customization)
  }
}

extension EnvironmentValues {
  /// The customization binding of tab views inside.
  var tabViewCustomization: Binding<TabViewCustomization>? {
    get { self[TabCustomizationKey.self] }
    set { self[TabCustomizationKey.self] = newValue }
  }
}

private enum TabCustomizationKey: EnvironmentKey {
  static var defaultValue: Binding<TabViewCustomization>? { nil }
}
