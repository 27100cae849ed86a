import Combine
import Observation

extension View {
  /// Writes `value` at `keyPath` in the environment the content and its descendants read. An
  /// unchanged write (same key path, equal value) leaves the children's update skipped.
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  )
    -> some View
  {
    modifier(EnvironmentWritingModifier(write: EnvironmentWrite(keyPath: keyPath, value: value)))
  }

  /// Stores `object` in the environment under its type, for `@Environment(T.self)` below to
  /// read; nil clears it there.
  nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(ObservableEnvironmentModifier(object: object))
  }

  /// Stores `object` in the environment under its type, for `@EnvironmentObject` properties
  /// below to read.
  nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(EnvironmentObjectModifier(object: object))
  }

  /// Runs `transform` on the inherited value at `keyPath` on each update and hands the content
  /// the result.
  nonisolated public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(EnvironmentTransformModifier(keyPath: keyPath, transform: transform))
  }
}

/// One environment write, compared by key path and value so an unchanged write keeps the
/// derived environment (and the children's skip) intact.
struct EnvironmentWrite<V> {
  let keyPath: WritableKeyPath<EnvironmentValues, V>
  let value: V
}

extension EnvironmentWrite: ViewFieldComparable {
  static func isSame(_ a: Self, _ b: Self) -> Bool {
    a.keyPath == b.keyPath && ValueComparator.valuesEqual(a.value, b.value)
  }
}

struct EnvironmentWritingModifier<V> {
  let write: EnvironmentWrite<V>
}

extension EnvironmentWritingModifier: PrimitiveModifier {
  func update<Content: View>(content: Content, in node: Node) {
    let environment = node.derivedEnvironment(value: write) { environment, write in
      environment[keyPath: write.keyPath] = write.value
    }
    node.reconcile { $0.add(content, key: .index(0), environment: environment) }
  }
}

struct EnvironmentTransformModifier<V> {
  let keyPath: WritableKeyPath<EnvironmentValues, V>
  let transform: (inout V) -> Void
}

extension EnvironmentTransformModifier: PrimitiveModifier {
  func update<Content: View>(content: Content, in node: Node) {
    var environment = node.environment
    transform(&environment[keyPath: keyPath])
    node.reconcile { $0.add(content, key: .index(0), environment: environment) }
  }
}

struct ObservableEnvironmentModifier<T: AnyObject & Observable> {
  let object: T?
}

extension ObservableEnvironmentModifier: PrimitiveModifier {
  func update<Content: View>(content: Content, in node: Node) {
    let environment = node.derivedEnvironment(value: object) { environment, object in
      environment.setObservable(object, as: T.self)
    }
    node.reconcile { $0.add(content, key: .index(0), environment: environment) }
  }
}

struct EnvironmentObjectModifier<T: ObservableObject> {
  let object: T
}

extension EnvironmentObjectModifier: PrimitiveModifier {
  func update<Content: View>(content: Content, in node: Node) {
    let environment = node.derivedEnvironment(value: object) { environment, object in
      environment.setEnvironmentObject(object, as: T.self)
    }
    node.reconcile { $0.add(content, key: .index(0), environment: environment) }
  }
}
