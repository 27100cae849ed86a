/// What a publisher hands a subscriber to link the two: the subscriber asks for values through
/// `request(_:)` and stops them with `cancel()`.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  /// Raises the number of values the publisher may send by `demand`; values beyond what has been
  /// asked for are not sent.
  func request(_ demand: Subscribers.Demand)
}

/// Holds ``Subscriptions/empty``.
public enum Subscriptions {
  /// A subscription that does nothing when values are requested or it is cancelled; for publishers
  /// that complete without sending anything.
  public static var empty: Subscription { EmptySubscription.shared }
}

/// The subscription of a publisher that has nothing to send (and completes at once).
final class EmptySubscription: Subscription, Sendable {
  static let shared = EmptySubscription()

  func request(_ demand: Subscribers.Demand) {}
  func cancel() {}
}
