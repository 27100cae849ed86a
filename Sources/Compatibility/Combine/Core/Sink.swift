import Foundation

extension Subscribers {
  /// The subscriber behind `sink`: it asks for every value at once and hands each one, then the
  /// completion, to its closures; after a completion or `cancel()` it ignores whatever still
  /// arrives.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible,
    CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
  {
    /// Called with each value that arrives before completion or cancellation.
    public let receiveValue: (Input) -> Void
    /// Called once, with the completion, when the publisher finishes or fails.
    public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    private let lock = NSLock()
    private var subscription: Subscription?
    private var done = false

    /// Makes a sink that calls `receiveValue` for each value and `receiveCompletion` at the end; it
    /// asks for values only once it is subscribed.
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

    /// `"Sink"`.
    public var description: String { "Sink" }
    /// A mirror of this subscriber.
    public var customMirror: Mirror { Mirror(self, children: [:]) }
    /// The same text as `description`.
    public var playgroundDescription: Any { description }
  }

  /// The subscriber behind `assign(to:on:)`: it asks for every value at once and writes each one to
  /// `keyPath` on `object`, holding the object strongly until completion or cancellation.
  public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible,
    CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
  {
    /// The failure type of this subscriber.
    public typealias Failure = Never

    /// The object written to; `nil` once the subscriber has completed or been cancelled.
    public private(set) var object: Root?
    /// The property each value is written to.
    public let keyPath: ReferenceWritableKeyPath<Root, Input>
    private let lock = NSLock()
    private var subscription: Subscription?

    /// Makes a subscriber that writes each value to `object[keyPath: keyPath]`; it keeps `object`
    /// alive until it completes or is cancelled.
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

    /// `"Assign"` followed by the root type's name.
    public var description: String { "Assign \(Root.self)." }
    /// A mirror of this subscriber.
    public var customMirror: Mirror { Mirror(self, children: [:]) }
    /// The same text as `description`.
    public var playgroundDescription: Any { description }
  }
}

extension Publisher {
  /// Subscribes with a ``Subscribers/Sink``, which asks for every value, and calls `receiveValue`
  /// for each one and `receiveCompletion` at the end.
  ///
  /// Keep the returned ``AnyCancellable``: releasing it cancels the subscription.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let sink = Subscribers.Sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    subscribe(sink)
    return AnyCancellable(sink)
  }

  /// Subscribes with a ``Subscribers/Assign``, which writes each value to `object[keyPath:
  /// keyPath]` as it arrives.
  ///
  /// The object is held strongly until the publisher finishes or the returned ``AnyCancellable`` is
  /// cancelled or released; to avoid a cycle when `object` owns the cancellable, use `assign(to:)`
  /// on a `@Published` property instead.
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root)
    -> AnyCancellable where Failure == Never
  {
    let assign = Subscribers.Assign(object: object, keyPath: keyPath)
    subscribe(assign)
    return AnyCancellable(assign)
  }
}

extension Publisher where Failure == Never {
  /// Subscribes with a ``Subscribers/Sink`` that calls `receiveValue` for each value and ignores
  /// the completion; for publishers that cannot fail.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }
}
