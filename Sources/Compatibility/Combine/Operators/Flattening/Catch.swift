extension Publishers {
  /// The `catch(_:)` operator: passes the upstream's values on and, if it fails, subscribes to the
  /// publisher `handler` makes of the error and passes on what that sends instead. Whatever the
  /// subscriber still wants is asked of the replacement.
  public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    /// The upstream's values, then the replacement's.
    public typealias Output = Upstream.Output
    /// Only the replacement publisher can fail the stream; an upstream error goes to `handler`.
    public typealias Failure = NewPublisher.Failure
    /// The publisher this operator subscribes to first.
    public let upstream: Upstream
    /// Called with the upstream's error, at most once; the publisher it returns is subscribed in
    /// the upstream's place.
    public let handler: (Upstream.Failure) -> NewPublisher

    /// Wraps `upstream`, with `handler` to make a replacement should it fail.
    public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
      self.upstream = upstream
      self.handler = handler
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where NewPublisher.Failure == S.Failure, Upstream.Output == S.Input {
      let handler = self.handler
      subscribeRecovering(
        upstream, description: "Catch", subscriber: subscriber,
        recover: { .success(handler($0)) }, mapFailure: { $0 })
    }
  }

  /// The `tryCatch(_:)` operator: like `Catch`, but `handler` may throw, and an error it throws
  /// fails the stream instead of a replacement being subscribed.
  public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    /// The upstream's values, then the replacement's.
    public typealias Output = Upstream.Output
    /// Either an error `handler` threw or the replacement publisher's failure.
    public typealias Failure = Error
    /// The publisher this operator subscribes to first.
    public let upstream: Upstream
    /// Called with the upstream's error, at most once; returns the publisher to subscribe in the
    /// upstream's place, or throws the error to end the stream with.
    public let handler: (Upstream.Failure) throws -> NewPublisher

    /// Wraps `upstream`, with `handler` to make a replacement or throw should it fail.
    public init(upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher) {
      self.upstream = upstream
      self.handler = handler
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where NewPublisher.Output == S.Input, S.Failure == Error {
      let handler = self.handler
      subscribeRecovering(
        upstream, description: "TryCatch", subscriber: subscriber,
        recover: { error in Result { try handler(error) } }, mapFailure: { $0 })
    }
  }
}

/// Subscribes `subscriber` to `upstream` and, if it fails, to the publisher `recover` makes of
/// the error (or fails with the error `recover` gives).
private func subscribeRecovering<Upstream: Publisher, NewPublisher: Publisher, S: Subscriber>(
  _ upstream: Upstream, description: String, subscriber: S,
  recover: @escaping (Upstream.Failure) -> Result<NewPublisher, S.Failure>,
  mapFailure: @escaping (NewPublisher.Failure) -> S.Failure
) where Upstream.Output == S.Input, NewPublisher.Output == S.Input {
  let chain = ChainSubscription(description, downstream: subscriber)
  chain.subscribeLink { number in
    upstream.subscribe(
      ChainLink<S.Input, Upstream.Failure, S>(chain, link: number) { completion in
        switch completion {
        case .finished:
          chain.finish(.finished)
        case .failure(let error):
          switch recover(error) {
          case .failure(let failure):
            chain.finish(.failure(failure))
          case .success(let replacement):
            chain.subscribeLink { number in
              replacement.subscribe(
                ChainLink<S.Input, NewPublisher.Failure, S>(chain, link: number) {
                  chain.finish($0.mapError(mapFailure))
                })
            }
          }
        }
      })
  }
}

extension Publisher {
  /// If this publisher fails, subscribes to the publisher `handler` makes of the error and passes
  /// on its values in place of this one's.
  public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P)
    -> Publishers.Catch<
      Self, P
    > where Output == P.Output
  {
    Publishers.Catch(upstream: self, handler: handler)
  }

  /// If this publisher fails, `handler` either returns a publisher to carry on with, or throws the
  /// error that ends the stream.
  public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P)
    -> Publishers.TryCatch<Self, P> where Output == P.Output
  {
    Publishers.TryCatch(upstream: self, handler: handler)
  }
}
