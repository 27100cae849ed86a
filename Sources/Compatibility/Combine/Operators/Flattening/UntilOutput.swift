import Foundation

extension Publishers {
  /// The `drop(untilOutputFrom:)` operator: throws the upstream's values away until `other` sends
  /// its first value, then passes them all on. If `other` finishes without sending one, the stream
  /// finishes; if it fails, the stream fails.
  public struct DropUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher
  where Upstream.Failure == Other.Failure {
    /// Passes the upstream's values through unchanged, once `other` has sent one.
    public typealias Output = Upstream.Output
    /// An upstream failure, or one of `other` before it has sent a value.
    public typealias Failure = Upstream.Failure
    /// The publisher whose values are dropped, then passed on.
    public let upstream: Upstream
    /// Subscribed first and asked for one value, whose arrival opens the gate.
    public let other: Other

    /// Wraps `upstream`, gated by `other`; neither is subscribed until a subscriber attaches.
    public init(upstream: Upstream, other: Other) {
      self.upstream = upstream
      self.other = other
    }

    /// Attaches the subscriber: to `other` first, then to `upstream`.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Output == S.Input, Other.Failure == S.Failure {
      let inner = UntilOutputSubscription<Other, S>(
        "DropUntilOutput", downstream: subscriber, dropping: true, mapOtherFailure: { $0 })
      inner.start(other: other, upstream: upstream)
    }
  }

  /// The `prefix(untilOutputFrom:)` operator: passes the upstream's values on until `other` sends
  /// its first value, then finishes the stream. A completion of `other` has no effect.
  public struct PrefixUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher {
    /// Passes the upstream's values through unchanged.
    public typealias Output = Upstream.Output
    /// Fails only when the upstream does; a failure of `other` is ignored.
    public typealias Failure = Upstream.Failure
    /// The publisher whose values are passed on.
    public let upstream: Upstream
    /// Subscribed first and asked for one value, whose arrival finishes the stream.
    public let other: Other

    /// Wraps `upstream`, to be cut off by `other`; neither is subscribed until a subscriber
    /// attaches.
    public init(upstream: Upstream, other: Other) {
      self.upstream = upstream
      self.other = other
    }

    /// Attaches the subscriber: to `other` first, then to `upstream`.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let inner = UntilOutputSubscription<Other, S>(
        "PrefixUntilOutput", downstream: subscriber, dropping: false, mapOtherFailure: nil)
      inner.start(other: other, upstream: upstream)
    }
  }
}

extension Publishers.DropUntilOutput: Equatable where Upstream: Equatable, Other: Equatable {}

extension Publisher {
  /// Drops this publisher's values until `publisher` sends one, and passes on every value after
  /// that.
  public func drop<P: Publisher>(untilOutputFrom publisher: P)
    -> Publishers.DropUntilOutput<
      Self, P
    > where Failure == P.Failure
  {
    Publishers.DropUntilOutput(upstream: self, other: publisher)
  }

  /// Passes this publisher's values on until `publisher` sends one, then finishes.
  public func prefix<P: Publisher>(untilOutputFrom publisher: P)
    -> Publishers.PrefixUntilOutput<
      Self, P
    >
  {
    Publishers.PrefixUntilOutput(upstream: self, other: publisher)
  }
}

/// The subscription of `drop(untilOutputFrom:)` and `prefix(untilOutputFrom:)`. The other
/// publisher is asked for one element. When dropping, upstream's elements are dropped (and
/// replaced by asking upstream for one more) until the other sends one; the other's failure
/// fails the publisher, and its finishing without an element finishes it, as nothing could
/// ever pass. When prefixing, the other's element finishes the publisher, and its completion is
/// otherwise ignored. The subscriber is never called from two places at once: a completion
/// that arrives while a value is being delivered is sent after it.
private final class UntilOutputSubscription<Other: Publisher, Downstream: Subscriber>:
  Subscription, CustomStringConvertible, @unchecked Sendable
{
  private let lock = NSLock()
  private var downstream: Downstream?
  private var upstream: Subscription?
  private var other: Subscription?
  /// Asked for before upstream's subscription arrived.
  private var pendingDemand = Subscribers.Demand.none
  private var triggered = false
  private var done = false
  private var delivering = false
  private var pendingCompletion: Subscribers.Completion<Downstream.Failure>?
  private let dropping: Bool
  /// Converts the other publisher's failure; `nil` ignores it.
  private let mapOtherFailure: ((Other.Failure) -> Downstream.Failure)?
  let description: String

  init(
    _ description: String, downstream: Downstream, dropping: Bool,
    mapOtherFailure: ((Other.Failure) -> Downstream.Failure)?
  ) {
    self.description = description
    self.downstream = downstream
    self.dropping = dropping
    self.mapOtherFailure = mapOtherFailure
  }

  func start<Upstream: Publisher>(other: Other, upstream: Upstream)
  where Upstream.Output == Downstream.Input, Upstream.Failure == Downstream.Failure {
    downstream?.receive(subscription: self)
    other.subscribe(
      UntilOutputSide<Other.Output, Other.Failure>(
        attach: { [self] in attachOther($0) },
        value: { [self] _ in otherSentValue() },
        completed: { [self] in otherCompleted($0) }))
    upstream.subscribe(
      UntilOutputSide<Upstream.Output, Upstream.Failure>(
        attach: { [self] in attachUpstream($0) },
        value: { [self] in receive($0) },
        completed: { [self] in complete($0) }))
  }

  // MARK: The other publisher

  private func attachOther(_ subscription: Subscription) {
    lock.lock()
    guard !done, !triggered, other == nil else {
      lock.unlock()
      subscription.cancel()
      return
    }
    other = subscription
    lock.unlock()
    subscription.request(.max(1))
  }

  private func otherSentValue() -> Subscribers.Demand {
    lock.lock()
    guard !done, !triggered else {
      lock.unlock()
      return .none
    }
    triggered = true
    let other = self.other
    self.other = nil
    lock.unlock()
    other?.cancel()
    if !dropping { complete(.finished) }
    return .none
  }

  private func otherCompleted(_ completion: Subscribers.Completion<Other.Failure>) {
    lock.lock()
    guard !done, !triggered else {
      lock.unlock()
      return
    }
    other = nil
    lock.unlock()
    switch completion {
    case .finished:
      if dropping { complete(.finished) }
    case .failure(let error):
      if let mapOtherFailure { complete(.failure(mapOtherFailure(error))) }
    }
  }

  // MARK: Upstream

  private func attachUpstream(_ subscription: Subscription) {
    lock.lock()
    guard !done, upstream == nil else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstream = subscription
    let pending = pendingDemand
    pendingDemand = .none
    lock.unlock()
    if pending > 0 { subscription.request(pending) }
  }

  private func receive(_ value: Downstream.Input) -> Subscribers.Demand {
    lock.lock()
    guard !done, let downstream else {
      lock.unlock()
      return .none
    }
    guard triggered || !dropping else {
      lock.unlock()
      return .max(1)
    }
    delivering = true
    lock.unlock()
    let more = downstream.receive(value)
    lock.lock()
    delivering = false
    let late = pendingCompletion
    pendingCompletion = nil
    lock.unlock()
    if let late { downstream.receive(completion: late) }
    return more
  }

  /// Sends the completion (after the value being delivered, if any) and cancels the rest.
  private func complete(_ completion: Subscribers.Completion<Downstream.Failure>) {
    lock.lock()
    guard !done, let downstream else {
      lock.unlock()
      return
    }
    done = true
    self.downstream = nil
    let subscriptions = [upstream, other].compactMap { $0 }
    upstream = nil
    other = nil
    if delivering { pendingCompletion = completion }
    let sendNow = !delivering
    lock.unlock()
    for subscription in subscriptions { subscription.cancel() }
    if sendNow { downstream.receive(completion: completion) }
  }

  // MARK: Downstream

  func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    lock.lock()
    guard !done else {
      lock.unlock()
      return
    }
    guard let upstream else {
      pendingDemand += demand
      lock.unlock()
      return
    }
    lock.unlock()
    upstream.request(demand)
  }

  func cancel() {
    lock.lock()
    done = true
    downstream = nil
    pendingCompletion = nil
    let subscriptions = [upstream, other].compactMap { $0 }
    upstream = nil
    other = nil
    lock.unlock()
    for subscription in subscriptions { subscription.cancel() }
  }
}

/// Subscribes to one of the two publishers and hands what it sends to closures.
private final class UntilOutputSide<Input, Failure: Error>: Subscriber, CustomStringConvertible {
  private let attach: (Subscription) -> Void
  private let value: (Input) -> Subscribers.Demand
  private let completed: (Subscribers.Completion<Failure>) -> Void

  init(
    attach: @escaping (Subscription) -> Void, value: @escaping (Input) -> Subscribers.Demand,
    completed: @escaping (Subscribers.Completion<Failure>) -> Void
  ) {
    self.attach = attach
    self.value = value
    self.completed = completed
  }

  var description: String { "UntilOutput" }

  func receive(subscription: Subscription) {
    attach(subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    value(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    completed(completion)
  }
}
