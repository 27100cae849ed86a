/// Hides a publisher's concrete type behind its output and failure types, so an API can return
/// `AnyPublisher<Output, Failure>` and change the chain behind it freely; subscribing to it
/// subscribes to the wrapped publisher.
public struct AnyPublisher<Output, Failure: Error>: CustomStringConvertible,
  CustomPlaygroundDisplayConvertible
{
  private let subscribe: (AnySubscriber<Output, Failure>) -> Void

  /// Wraps `publisher`; wrapping an `AnyPublisher` again reuses its inner publisher rather than
  /// nesting.
  public init<P: Publisher>(_ publisher: P) where Output == P.Output, Failure == P.Failure {
    if let erased = publisher as? AnyPublisher<Output, Failure> {
      subscribe = erased.subscribe
    } else {
      subscribe = { publisher.receive(subscriber: $0) }
    }
  }

  /// `"AnyPublisher"`.
  public var description: String { "AnyPublisher" }

  /// The same text as `description`.
  public var playgroundDescription: Any { description }
}

extension AnyPublisher: Publisher {
  /// Subscribes `subscriber`, wrapped in an ``AnySubscriber``, to the hidden publisher.
  public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
    subscribe(AnySubscriber(subscriber))
  }
}

extension Publisher {
  /// Returns this publisher as an ``AnyPublisher`` with the same output and failure types, usually
  /// at the end of a chain that an API returns.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
    AnyPublisher(self)
  }
}

/// Hides a subscriber's concrete type behind its input and failure types, forwarding every call to
/// it, or to closures.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible,
  CustomReflectable, CustomPlaygroundDisplayConvertible
{
  /// The identity of the wrapped subscriber.
  public let combineIdentifier: CombineIdentifier
  private let receiveSubscription: (Subscription) -> Void
  private let receiveValue: (Input) -> Subscribers.Demand
  private let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
  private let describe: () -> String

  /// Wraps `s`, keeping its `combineIdentifier`; wrapping an `AnySubscriber` again returns it as
  /// is.
  public init<S: Subscriber>(_ s: S) where Input == S.Input, Failure == S.Failure {
    if let erased = s as? AnySubscriber<Input, Failure> {
      self = erased
      return
    }
    combineIdentifier = s.combineIdentifier
    receiveSubscription = s.receive(subscription:)
    receiveValue = s.receive(_:)
    receiveCompletion = s.receive(completion:)
    describe = { (s as? CustomStringConvertible)?.description ?? "\(S.self)" }
  }

  /// Creates a type-erasing subscriber that forwards what it receives to a subject.
  public init<S: Subject>(_ s: S) where Input == S.Output, Failure == S.Failure {
    self.init(SubjectSubscriber(s))
  }

  /// Makes a subscriber out of closures: each call goes to its closure, and a missing one does
  /// nothing (a missing `receiveValue` asks for no more values).
  public init(
    receiveSubscription: ((Subscription) -> Void)? = nil,
    receiveValue: ((Input) -> Subscribers.Demand)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
  ) {
    combineIdentifier = CombineIdentifier()
    self.receiveSubscription = receiveSubscription ?? { _ in }
    self.receiveValue = receiveValue ?? { _ in .none }
    self.receiveCompletion = receiveCompletion ?? { _ in }
    describe = { "Anonymous AnySubscriber" }
  }

  /// Tells the wrapped subscriber that it has subscribed.
  public func receive(subscription: Subscription) {
    receiveSubscription(subscription)
  }

  /// Hands the wrapped subscriber an element.
  public func receive(_ value: Input) -> Subscribers.Demand {
    receiveValue(value)
  }

  /// Tells the wrapped subscriber that the publisher has completed.
  public func receive(completion: Subscribers.Completion<Failure>) {
    receiveCompletion(completion)
  }

  /// The wrapped subscriber's `description`, or its type name when it has none.
  public var description: String { describe() }

  /// A mirror of the erased subscriber.
  public var customMirror: Mirror { Mirror(self, children: [:]) }

  /// The same text as `description`.
  public var playgroundDescription: Any { description }
}
