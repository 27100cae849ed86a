/// What travels with a state change: an animation and any custom keys (accepted for compatibility;
/// Waypoint shows every change at once).
public struct Transaction {
  /// The animation asked for; `withTransaction` records it for the host unless `disablesAnimations`
  /// is set.
  public var animation: Animation?
  /// When true, `withTransaction` records no animation.
  public var disablesAnimations = false
  private var values: [ObjectIdentifier: Any] = [:]

  /// The value of a custom key (`@Entry` in an extension of `Transaction` declares one).
  public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// Creates a transaction.
  public init() {}

  /// Makes a transaction carrying `animation`.
  public init(animation: Animation?) { self.animation = animation }
}

/// A key for a custom value carried by a transaction.
public protocol TransactionKey {
  /// The key's value type.
  associatedtype Value
  /// The value when none is set.
  static var defaultValue: Value { get }
}
