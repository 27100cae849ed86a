/// Where a tab view's bottom accessory is shown.
public struct TabViewBottomAccessoryPlacement: Hashable, Sendable {
  let name: String

  /// Above the tab bar, with room for full controls.
  public static let expanded = TabViewBottomAccessoryPlacement(name: "expanded")
  /// Inline with a minimized tab bar.
  public static let inline = TabViewBottomAccessoryPlacement(name: "inline")
}

extension EnvironmentValues {
  /// Where the tab view's bottom accessory around this view is shown; nil outside one.
  public var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? {
    get { self[AccessoryPlacementKey.self] }
    set { self[AccessoryPlacementKey.self] = newValue }
  }
}

private enum AccessoryPlacementKey: EnvironmentKey {
  static var defaultValue: TabViewBottomAccessoryPlacement? { nil }
}

/// `.tabViewBottomAccessory`: a view shown above the tab bar of the tab view it modifies, made
/// as a child of the modifier and placed in the tab view's element.
struct TabAccessoryModifier<Accessory: View> {
  let isEnabled: Bool
  let accessory: Accessory
}

extension TabAccessoryModifier: PrimitiveModifier {
  func update<Content: View>(content: Content, in node: Node) {
    let environment = node.derivedEnvironment { $0.tabViewBottomAccessoryPlacement = .expanded }
    node.reconcile {
      $0.add(content, key: .index(0))
      if isEnabled { $0.add(accessory, key: .index(1), environment: environment) }
    }
  }

  func output(in node: Node) -> NodeOutput {
    guard let content = node.children.first?.output else { return .empty }
    guard node.children.count == 2, let tabView = content.elements.first,
      case .tabView = tabView.role
    else { return content }
    let accessory = node.children[1].output
    let element = node.reuse(
      Element(
        id: ElementID(node: node.serial), role: .tabAccessory, children: accessory.elements))
    var output = content
    output.elements[0] = tabView.replacingChildren(Array(tabView.children) + [element])
    return output
  }
}

extension View {
  /// Shows `content` above the tab bar of this tab view, on every tab.
  nonisolated public func tabViewBottomAccessory<Content: View>(
    @ViewBuilder content: () -> Content
  ) -> some View {
    modifier(TabAccessoryModifier(isEnabled: true, accessory: content()))
  }

  /// Shows `content` above the tab bar of this tab view while `isEnabled` is true; false also
  /// removes the room it takes.
  nonisolated public func tabViewBottomAccessory<Content: View>(
    isEnabled: Bool, @ViewBuilder content: () -> Content
  ) -> some View {
    modifier(TabAccessoryModifier(isEnabled: isEnabled, accessory: content()))
  }
}
