/// An action that refreshes content: what `.refreshable(action:)` gives the views below as the
/// environment's `refresh`, so a custom control can ask for fresh content too.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct RefreshAction: Sendable {
  let handler: RefreshHandler

  /// Refreshes, returning when the refresh has finished.
  public func callAsFunction() async {
    await handler.run()
  }
}

/// The refresh a `.refreshable` modifier runs now: the node keeps one and each update gives it
/// the newest closure, so the environment below stays the same object.
@MainActor
final class RefreshHandler {
  var action: @Sendable () async -> Void = {}

  func run() async {
    let action = self.action
    await action()
  }
}

extension EnvironmentValues {
  /// The refresh of the nearest `.refreshable(action:)` above; nil without one.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public internal(set) var refresh: RefreshAction? {
    get { self[RefreshActionKey.self] }
    set { self[RefreshActionKey.self] = newValue }
  }
}

private enum RefreshActionKey: EnvironmentKey {
  static var defaultValue: RefreshAction? { nil }
}

/// Gives the content of `.refreshable(action:)` its `refresh` action.
struct RefreshEnvironmentModifier {
  let action: @Sendable () async -> Void
}

extension RefreshEnvironmentModifier: PrimitiveModifier {
  func update<Content: View>(content: Content, in node: Node) {
    let handler = node.primitiveState { RefreshHandler() }
    handler.action = action
    let environment = node.derivedEnvironment(value: ObjectIdentifier(handler)) { environment, _ in
      environment.refresh = RefreshAction(handler: handler)
    }
    node.reconcile { $0.add(content, key: .index(0), environment: environment) }
  }
}
