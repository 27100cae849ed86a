/// A protocol representing the connection of a subscriber to a publisher.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  /// Tells a publisher that it may send more values to the subscriber.
  func request(_ demand: Subscribers.Demand)
}

/// A namespace for symbols related to subscriptions.
public enum Subscriptions {
  /// Returns the "empty" subscription, which ignores requests and cancellation.
  public static var empty: Subscription { EmptySubscription.shared }
}

/// The subscription of a publisher that has nothing to send (and completes at once).
final class EmptySubscription: Subscription, Sendable {
  static let shared = EmptySubscription()

  func request(_ demand: Subscribers.Demand) {}
  func cancel() {}
}
