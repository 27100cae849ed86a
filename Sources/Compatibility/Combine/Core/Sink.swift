import Foundation

extension Subscribers {
  /// A simple subscriber that requests an unlimited number of values upon subscription.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible,
    CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
  {
    /// The closure to execute on receipt of a value.
    public let receiveValue: (Input) -> Void
    /// The closure to execute on completion.
    public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    private let lock = NSLock()
    private var subscription: Subscription?
    private var done = false

    /// Initializes a sink with the provided closures.
    public init(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Input) -> Void
    ) {
      self.receiveCompletion = receiveCompletion
      self.receiveValue = receiveValue
    }

    /// Keeps the subscription and asks for every value.
    public func receive(subscription: Subscription) {
      lock.lock()
      guard self.subscription == nil, !done else {
        lock.unlock()
        subscription.cancel()
        return
      }
      self.subscription = subscription
      lock.unlock()
      subscription.request(.unlimited)
    }

    /// Runs `receiveValue`.
    public func receive(_ value: Input) -> Subscribers.Demand {
      lock.lock()
      let active = !done
      lock.unlock()
      if active { receiveValue(value) }
      return .none
    }

    /// Runs `receiveCompletion`, once.
    public func receive(completion: Subscribers.Completion<Failure>) {
      lock.lock()
      guard !done else {
        lock.unlock()
        return
      }
      done = true
      subscription = nil
      lock.unlock()
      receiveCompletion(completion)
    }

    /// Cancels the subscription; nothing more is received.
    public func cancel() {
      lock.lock()
      let subscription = self.subscription
      self.subscription = nil
      done = true
      lock.unlock()
      subscription?.cancel()
    }

    /// A textual representation of this subscriber.
    public var description: String { "Sink" }
    /// A mirror of this subscriber.
    public var customMirror: Mirror { Mirror(self, children: [:]) }
    /// A custom playground description for this subscriber.
    public var playgroundDescription: Any { description }
  }

  /// A simple subscriber that assigns received elements to a property indicated by a key path.
  public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible,
    CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
  {
    /// The failure type of this subscriber.
    public typealias Failure = Never

    /// The object that contains the property to assign; released at completion or cancellation.
    public private(set) var object: Root?
    /// The key path that indicates the property to assign.
    public let keyPath: ReferenceWritableKeyPath<Root, Input>
    private let lock = NSLock()
    private var subscription: Subscription?

    /// Creates a subscriber to assign the value of a property indicated by a key path.
    public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
      self.object = object
      self.keyPath = keyPath
    }

    /// Keeps the subscription and asks for every value.
    public func receive(subscription: Subscription) {
      lock.lock()
      guard self.subscription == nil, object != nil else {
        lock.unlock()
        subscription.cancel()
        return
      }
      self.subscription = subscription
      lock.unlock()
      subscription.request(.unlimited)
    }

    /// Assigns the value to the object's property.
    public func receive(_ value: Input) -> Subscribers.Demand {
      lock.lock()
      let object = self.object
      lock.unlock()
      object?[keyPath: keyPath] = value
      return .none
    }

    /// Releases the object.
    public func receive(completion: Subscribers.Completion<Never>) {
      lock.lock()
      object = nil
      subscription = nil
      lock.unlock()
    }

    /// Cancels the subscription and releases the object.
    public func cancel() {
      lock.lock()
      let subscription = self.subscription
      self.subscription = nil
      object = nil
      lock.unlock()
      subscription?.cancel()
    }

    /// A textual representation of this subscriber.
    public var description: String { "Assign \(Root.self)." }
    /// A mirror of this subscriber.
    public var customMirror: Mirror { Mirror(self, children: [:]) }
    /// A custom playground description for this subscriber.
    public var playgroundDescription: Any { description }
  }
}

extension Publisher {
  /// Attaches a subscriber with closure-based behavior.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let sink = Subscribers.Sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    subscribe(sink)
    return AnyCancellable(sink)
  }

  /// Assigns each element from a publisher to a property on an object.
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root)
    -> AnyCancellable where Failure == Never
  {
    let assign = Subscribers.Assign(object: object, keyPath: keyPath)
    subscribe(assign)
    return AnyCancellable(assign)
  }
}

extension Publisher where Failure == Never {
  /// Attaches a subscriber with closure-based behavior to a publisher that never fails.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }
}
