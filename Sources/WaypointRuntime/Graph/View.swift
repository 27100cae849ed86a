/// A type that represents part of an app's user interface.
///
/// Write your own views by composing others in `body`; Waypoint keeps each view's state in a
/// persistent graph and re-evaluates `body` only when something it depends on changes.
@MainActor @preconcurrency
public protocol View {
  /// The type of view representing the body of this view.
  associatedtype Body: View

  /// The content and behavior of the view.
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
