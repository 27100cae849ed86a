extension Publishers {
  /// A publisher that handles errors from an upstream publisher by replacing the failed
  /// publisher with another publisher.
  public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = NewPublisher.Failure
    /// The publisher that this publisher receives elements from.
    public let upstream: Upstream
    /// A closure that accepts the upstream failure as input and returns a publisher to replace
    /// the upstream publisher.
    public let handler: (Upstream.Failure) -> NewPublisher

    /// Creates a publisher that handles errors from an upstream publisher by replacing the
    /// failed publisher with another publisher.
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

  /// A publisher that handles errors from an upstream publisher by replacing the failed
  /// publisher with another publisher or producing a new error.
  public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Error
    /// The publisher that this publisher receives elements from.
    public let upstream: Upstream
    /// A closure that accepts the upstream failure as input and either returns a publisher to
    /// replace the upstream publisher or throws a new error.
    public let handler: (Upstream.Failure) throws -> NewPublisher

    /// Creates a publisher that handles errors from an upstream publisher by replacing the
    /// failed publisher with another publisher or producing a new error.
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
  /// Handles errors from an upstream publisher by replacing it with another publisher.
  public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P)
    -> Publishers.Catch<
      Self, P
    > where Output == P.Output
  {
    Publishers.Catch(upstream: self, handler: handler)
  }

  /// Handles errors from an upstream publisher by either replacing it with another publisher
  /// or throwing a new error.
  public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P)
    -> Publishers.TryCatch<Self, P> where Output == P.Output
  {
    Publishers.TryCatch(upstream: self, handler: handler)
  }
}
