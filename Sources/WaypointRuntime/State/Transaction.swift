/// The context of the current state-processing update (accepted for compatibility).
public struct Transaction {
  /// The animation, if any, associated with the current state change.
  public var animation: Animation?
  /// Whether to disable animations.
  public var disablesAnimations = false
  private var values: [ObjectIdentifier: Any] = [:]

  /// The value of a custom key (`@Entry` in an extension of `Transaction` declares one).
  public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// Creates a transaction.
  public init() {}

  /// Creates a transaction and assigns its animation property.
  public init(animation: Animation?) { self.animation = animation }
}

/// A key for a custom value carried by a transaction.
public protocol TransactionKey {
  /// The key's value type.
  associatedtype Value
  /// The value when none is set.
  static var defaultValue: Value { get }
}
