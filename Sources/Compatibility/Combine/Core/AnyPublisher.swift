/// A publisher that performs type erasure by wrapping another publisher.
public struct AnyPublisher<Output, Failure: Error>: CustomStringConvertible,
  CustomPlaygroundDisplayConvertible
{
  private let subscribe: (AnySubscriber<Output, Failure>) -> Void

  /// Creates a type-erasing publisher to wrap the provided publisher.
  public init<P: Publisher>(_ publisher: P) where Output == P.Output, Failure == P.Failure {
    if let erased = publisher as? AnyPublisher<Output, Failure> {
      subscribe = erased.subscribe
    } else {
      subscribe = { publisher.receive(subscriber: $0) }
    }
  }

  /// A textual representation of this instance.
  public var description: String { "AnyPublisher" }

  /// A custom playground description for this instance.
  public var playgroundDescription: Any { description }
}

extension AnyPublisher: Publisher {
  /// Attaches the specified subscriber to the wrapped publisher.
  public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
    subscribe(AnySubscriber(subscriber))
  }
}

extension Publisher {
  /// Wraps this publisher with a type eraser.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
    AnyPublisher(self)
  }
}

/// A type-erasing subscriber.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible,
  CustomReflectable, CustomPlaygroundDisplayConvertible
{
  /// The identity of the wrapped subscriber.
  public let combineIdentifier: CombineIdentifier
  private let receiveSubscription: (Subscription) -> Void
  private let receiveValue: (Input) -> Subscribers.Demand
  private let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
  private let describe: () -> String

  /// Creates a type-erasing subscriber to wrap an existing subscriber.
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

  /// Creates a type-erasing subscriber that executes the provided closures.
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

  /// A textual representation of the wrapped subscriber.
  public var description: String { describe() }

  /// A mirror of the erased subscriber.
  public var customMirror: Mirror { Mirror(self, children: [:]) }

  /// A custom playground description for this instance.
  public var playgroundDescription: Any { description }
}
