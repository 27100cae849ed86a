extension Publishers {
  /// The `flatMap(maxPublishers:_:)` operator: makes a publisher of each upstream value with
  /// `transform`, keeps at most `maxPublishers` of them subscribed at once, and sends on their
  /// values interleaved, in the order they arrive.
  public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
  where NewPublisher.Failure == Upstream.Failure {
    /// What the publishers made by `transform` send.
    public typealias Output = NewPublisher.Output
    /// The first failure, of the upstream or of a made publisher; it cancels all the others.
    public typealias Failure = Upstream.Failure
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// The upstream is asked for this many values at first, and for one more each time a made
    /// publisher finishes, so no more than this many are subscribed at a time.
    public let maxPublishers: Subscribers.Demand
    /// Makes the publisher for an upstream value; it is subscribed as soon as it is made.
    public let transform: (Upstream.Output) -> NewPublisher

    /// Wraps `upstream` with `transform` and the `maxPublishers` limit; nothing is subscribed until
    /// a subscriber attaches.
    public init(
      upstream: Upstream, maxPublishers: Subscribers.Demand,
      transform: @escaping (Upstream.Output) -> NewPublisher
    ) {
      self.upstream = upstream
      self.maxPublishers = maxPublishers
      self.transform = transform
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where NewPublisher.Output == S.Input, Upstream.Failure == S.Failure {
      upstream.subscribe(
        FlatMapSubscription<Upstream, NewPublisher, S>(
          downstream: subscriber, maxPublishers: maxPublishers, transform: transform))
    }
  }
}

extension Publisher {
  /// Subscribes to the publisher `transform` makes of each value, at most `maxPublishers` at a
  /// time, and merges what they send; the stream finishes once this publisher and all of them have
  /// finished.
  public func flatMap<T, P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where T == P.Output, Failure == P.Failure {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }

  /// Merges the values of the never-failing publishers `transform` makes of each value; they take
  /// on this publisher's failure type.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) {
      Publishers.SetFailureType<P, Failure>(upstream: transform($0))
    }
  }
}

extension Publisher where Failure == Never {
  /// Merges the values of the publishers `transform` makes of each value, which may fail; this
  /// publisher, which cannot, takes on their failure type.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
    Publishers.FlatMap(
      upstream: Publishers.SetFailureType<Self, P.Failure>(upstream: self),
      maxPublishers: maxPublishers, transform: transform)
  }

  /// Merges the values of the publishers `transform` makes of each value, where neither they nor
  /// this publisher can fail.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }
}
