import Foundation
import Observation
import WaypointCore

/// Reads a value from the environment the view was given, such as `\.colorScheme`, or an
/// `@Observable` object placed with `.environment(_:)`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  package enum Source {
    case keyPath(KeyPath<EnvironmentValues, Value>)
    case object(
      lookUp: @MainActor (EnvironmentValues) -> Value?, typeName: String, isOptional: Bool)
  }

  package let source: Source
  package let box = EnvironmentBox<Value>()

  /// Reads `keyPath` of the view's environment, each time the view is linked before `body`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    source = .keyPath(keyPath)
  }

  /// Reads the `@Observable` object of this type an ancestor placed with `.environment(_:)`;
  /// reading it when none was placed stops the app after a diagnostic.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    source = .object(
      lookUp: { $0.observable(Value.self) }, typeName: _typeName(Value.self, qualified: false),
      isOptional: false)
  }

  /// Creates an environment property to read an observable object, nil when none is set.
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    source = .object(
      lookUp: { $0.observable(T.self).map { Optional($0) } ?? .some(nil) },
      typeName: _typeName(T.self, qualified: false), isOptional: true)
  }

  /// What the view's environment held when the view was last linked.
  ///
  /// Read outside a view, a key path gives the key's default and an object stops the app.
  @MainActor
  public var wrappedValue: Value {
    if let value = box.value { return value }
    switch source {
    case .keyPath(let keyPath):
      return EnvironmentValues()[keyPath: keyPath]
    case .object(let lookUp, let typeName, _):
      if let value = lookUp(EnvironmentValues()) { return value }
      missingEnvironmentObject(
        "No Observable object of type \(typeName) found. A View.environment(_:) for "
          + "\(typeName) may be missing as an ancestor of this view.", typeName: typeName)
    }
  }
}

/// Where an `Environment` value keeps what it read when linked. Only the value: every copy of
/// the view shares the box, and the environment (which holds the scene) would keep the scene
/// alive through a copy that outlives it, such as the root view its declaration holds.
package final class EnvironmentBox<Value> {
  package var value: Value?
}

extension Environment: LinkableProperty {
  package func link(to node: Node, slot: Int) {
    switch source {
    case .keyPath(let keyPath):
      box.value = node.environment[keyPath: keyPath]
    case .object(let lookUp, let typeName, _):
      box.value = lookUp(node.environment)
      if box.value == nil {
        node.graph.diagnostics.record(
          .missingEnvironmentObject(typeName: typeName, in: node.typeName))
      }
    }
  }

  package static var readsEnvironment: Bool { true }
}

extension Environment: ViewFieldComparable {
  /// The environment is compared by the graph when it changes, not as part of the view value.
  package static func isSame(_ a: Environment, _ b: Environment) -> Bool { true }
}

/// Traps with SwiftUI's message after the diagnostic was raised: reading an object that was
/// never provided is a programmer error, in SwiftUI as here.
@MainActor
package func missingEnvironmentObject(_ message: String, typeName: String) -> Never {
  let diagnostic = Diagnostic.missingEnvironmentObject(typeName: typeName, in: nil)
  DiagnosticLog.report(diagnostic)
  // The process is about to stop: say why where a developer will look, whatever log is current.
  FileHandle.standardError.write(Data("Waypoint: \(diagnostic)\n".utf8))
  fatalError(message)
}
