extension Publishers {
  /// A publisher that attempts to recreate its subscription to a failed upstream publisher.
  public struct Retry<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The maximum number of retry attempts to perform; `nil` retries without limit.
    public let retries: Int?

    /// Creates a publisher that attempts to recreate its subscription to a failed upstream
    /// publisher, at most `retries` times (`nil` for no limit).
    public init(upstream: Upstream, retries: Int?) {
      self.upstream = upstream
      self.retries = retries
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let chain = ChainSubscription("Retry", downstream: subscriber)
      subscribeAttempt(chain, remaining: retries)
    }

    /// Subscribes to upstream once more, then again after a failure while retries remain.
    private func subscribeAttempt<S: Subscriber>(
      _ chain: ChainSubscription<S>, remaining: Int?
    ) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      chain.subscribeLink { number in
        upstream.subscribe(
          ChainLink<Output, Failure, S>(chain, link: number) { completion in
            switch (completion, remaining) {
            case (.failure, nil):
              subscribeAttempt(chain, remaining: nil)
            case (.failure, let left?) where left > 0:
              subscribeAttempt(chain, remaining: left - 1)
            default:
              chain.finish(completion)
            }
          })
      }
    }
  }
}

extension Publishers.Retry: Equatable where Upstream: Equatable {}

extension Publisher {
  /// Attempts to recreate a failed subscription with the upstream publisher up to the number
  /// of times you specify.
  public func retry(_ retries: Int) -> Publishers.Retry<Self> {
    Publishers.Retry(upstream: self, retries: retries)
  }
}
