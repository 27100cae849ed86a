/// A node's derived environment, kept while the parent's environment stays the same object so
/// children do not see a change that did not happen.
@MainActor
package final class DerivedEnvironment {
  package var base: EnvironmentValues
  package var derived: EnvironmentValues

  package init(base: EnvironmentValues, derived: EnvironmentValues) {
    self.base = base
    self.derived = derived
  }
}

extension Node {
  /// The node's environment changed by `change`, the same object as last time when the node's
  /// environment is; for modifiers whose change does not depend on the view value.
  package func derivedEnvironment(_ change: (inout EnvironmentValues) -> Void) -> EnvironmentValues
  {
    if let cache = environmentCache as? DerivedEnvironment, cache.base.isIdentical(to: environment)
    {
      return cache.derived
    }
    var derived = environment
    change(&derived)
    environmentCache = DerivedEnvironment(base: environment, derived: derived)
    return derived
  }
}

/// A derived environment that also depends on a value (an `.environment(\.key, value)`).
@MainActor
package final class ValueDerivedEnvironment<Value> {
  package var base: EnvironmentValues
  package var value: Value
  package var derived: EnvironmentValues

  package init(base: EnvironmentValues, value: Value, derived: EnvironmentValues) {
    self.base = base
    self.value = value
    self.derived = derived
  }
}

extension Node {
  /// The node's environment with `value` written by `write`; the same object as last time when
  /// both the node's environment and the value are unchanged.
  package func derivedEnvironment<Value>(
    value: Value, _ write: (inout EnvironmentValues, Value) -> Void
  ) -> EnvironmentValues {
    if let cache = environmentCache as? ValueDerivedEnvironment<Value>,
      cache.base.isIdentical(to: environment), ValueComparator.valuesEqual(cache.value, value)
    {
      return cache.derived
    }
    var derived = environment
    write(&derived, value)
    environmentCache = ValueDerivedEnvironment(base: environment, value: value, derived: derived)
    return derived
  }
}
