extension Publishers {
  /// The `retry(_:)` operator: passes the upstream's values on and, when it fails, subscribes to it
  /// again, up to `retries` more times (with no limit when `nil`); the failure after the last
  /// attempt ends the stream.
  public struct Retry<Upstream: Publisher>: Publisher {
    /// Passes the upstream's values through unchanged, from every attempt.
    public typealias Output = Upstream.Output
    /// The upstream's failure, once no attempts remain.
    public typealias Failure = Upstream.Failure
    /// The publisher this operator subscribes to, and again after each failure.
    public let upstream: Upstream
    /// How many times to subscribe again after a failure; `nil` means every time.
    public let retries: Int?

    /// Wraps `upstream`, to be subscribed again at most `retries` times after a failure (every time
    /// when `nil`).
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
  /// Subscribes to this publisher again each time it fails, up to `retries` times, then lets the
  /// failure end the stream. Values from every attempt are sent on, so some may repeat.
  public func retry(_ retries: Int) -> Publishers.Retry<Self> {
    Publishers.Retry(upstream: self, retries: retries)
  }
}
