/// The context of the current state-processing update (accepted for compatibility).
public struct Transaction {
  /// The animation, if any, associated with the current state change.
  public var animation: Animation?
  /// Whether to disable animations.
  public var disablesAnimations = false

  /// Creates a transaction.
  public init() {}

  /// Creates a transaction and assigns its animation property.
  public init(animation: Animation?) { self.animation = animation }
}
