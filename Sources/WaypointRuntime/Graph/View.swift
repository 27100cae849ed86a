/// The building block of a Waypoint interface: a value describing what to show, which the
/// runtime turns into elements on the semantic tree.
///
/// Write your own views by composing others in `body`; Waypoint keeps each view's state in a
/// persistent graph and re-evaluates `body` only when something it depends on changes.
@MainActor @preconcurrency
public protocol View {
  /// What `body` returns, usually written `some View`.
  associatedtype Body: View

  /// The views this one is made of; the runtime calls it when the view first appears and again
  /// when state, environment or observed data it read changes.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  /// `Never` has no body; it is the body type of primitive views.
  public var body: Never { primitiveBody(Never.self) }
}

/// The body of a primitive view, which Waypoint never asks for; reading it is a programmer error,
/// exactly as in SwiftUI.
package func primitiveBody<V>(_ type: V.Type) -> Never {
  fatalError("\(V.self) is a primitive view; its body must not be read.")  // body: Never
}
