/// A preference key whose values belong to the nearest navigation boundary: the container
/// there reads them from its screens (titles, toolbar items, destinations), and nothing above
/// it sees them. Keys without this mark (URL handlers, presented layers, an app's own keys)
/// pass through containers.
protocol NavigationScopedPreferenceKey: PreferenceKey {}

/// Where a new navigation scope starts: a container (a stack's screens) or a presentation (a
/// layer's content). Inside it, links find the boundary's container (or none), and the
/// scoped preferences declared inside do not reach the container outside.
enum NavigationBoundary {
  /// Content shown by `container`: links inside push there.
  case container(any NavigationContainer)
  /// Presented content: no container until the content declares one; `dismiss` ends the
  /// presentation.
  case presentation(dismiss: DismissAction)
}

extension EnvironmentValues {
  /// The environment inside `boundary`.
  mutating func enter(_ boundary: NavigationBoundary) {
    switch boundary {
    case .container(let container):
      navigationContainer = container
    case .presentation(let dismiss):
      navigationContainer = nil
      isPresented = true
      self.dismiss = dismiss
    }
  }
}

extension PreferenceValues {
  /// These values without the navigation-scoped keys: what passes out of a boundary.
  @MainActor
  func removingNavigationScope() -> PreferenceValues {
    filter { !NavigationScopedKeys.contains($0) }
  }
}

/// Which preference keys are navigation-scoped, remembered per key type: asking a type for a
/// protocol conformance costs far more than a lookup, and boundaries ask on every update.
@MainActor
private enum NavigationScopedKeys {
  private static var known: [ObjectIdentifier: Bool] = [:]

  static func contains(_ key: any PreferenceKey.Type) -> Bool {
    let id = ObjectIdentifier(key)
    if let isScoped = known[id] { return isScoped }
    let isScoped = key is any NavigationScopedPreferenceKey.Type
    known[id] = isScoped
    return isScoped
  }
}

/// Starts a presentation boundary around its content; presented layers use it.
struct PresentationBoundaryModifier: PrimitiveModifier {
  let dismiss: DismissAction

  func update<Content: View>(content: Content, in node: Node) {
    let dismiss = self.dismiss
    let environment = node.derivedEnvironment { $0.enter(.presentation(dismiss: dismiss)) }
    node.reconcile { $0.add(content, key: .index(0), environment: environment) }
  }

  func output(in node: Node) -> NodeOutput {
    var output = node.childrenOutput()
    output.preferences = output.preferences.removingNavigationScope()
    return output
  }
}
