import Foundation

extension Publishers {
  /// The `switchToLatest()` operator: for an upstream that sends publishers, passes on the values
  /// of the latest one only, cancelling the previous one's subscription the moment a new one
  /// arrives.
  public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
  where P == Upstream.Output, P.Failure == Upstream.Failure {
    /// The values of the publishers the upstream sends.
    public typealias Output = P.Output
    /// The first failure, of the upstream or of the current inner publisher.
    public typealias Failure = P.Failure
    /// The publisher of publishers this operator subscribes to.
    public let upstream: Upstream

    /// Wraps `upstream`; nothing is subscribed until a subscriber attaches.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where P.Output == S.Input, Upstream.Failure == S.Failure {
      upstream.subscribe(SwitchToLatestSubscription<P, S>(downstream: subscriber))
    }
  }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
  /// Passes on the values of the latest publisher this one has sent, cancelling the one before;
  /// finishes once this publisher and the latest one have both finished.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
    Publishers.SwitchToLatest(upstream: self)
  }
}

extension Publisher where Failure == Never, Output: Publisher {
  /// Passes on the values of the latest publisher this one has sent, cancelling the one before;
  /// this publisher never fails, and takes on their failure type.
  public func switchToLatest()
    -> Publishers.SwitchToLatest<
      Output, Publishers.SetFailureType<Self, Output.Failure>
    >
  {
    Publishers.SwitchToLatest(upstream: Publishers.SetFailureType(upstream: self))
  }
}

extension Publisher where Failure == Never, Output: Publisher, Output.Failure == Never {
  /// Passes on the values of the latest publisher this one has sent, cancelling the one before;
  /// neither this publisher nor the ones it sends can fail.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
    Publishers.SwitchToLatest(upstream: self)
  }
}

extension Publisher where Output: Publisher, Output.Failure == Never {
  /// Passes on the values of the latest publisher this one has sent, cancelling the one before;
  /// those publishers never fail, and take on this one's failure type.
  public func switchToLatest()
    -> Publishers.SwitchToLatest<
      Publishers.SetFailureType<Output, Failure>,
      Publishers.Map<Self, Publishers.SetFailureType<Output, Failure>>
    >
  {
    Publishers.SwitchToLatest(
      upstream: Publishers.Map(upstream: self) {
        Publishers.SetFailureType<Output, Failure>(upstream: $0)
      })
  }
}

/// The subscription of `switchToLatest`: upstream is asked for everything; each new publisher
/// it sends replaces the previous one (whose subscription is cancelled and whose later values
/// are ignored) and is asked for what the subscriber still wants. Values go downstream one at
/// a time, with no lock held. It finishes when upstream and the latest publisher have finished,
/// and fails at the first failure.
final class SwitchToLatestSubscription<Child: Publisher, Downstream: Subscriber>: Subscriber,
  Subscription, CustomStringConvertible, @unchecked Sendable
where Downstream.Input == Child.Output, Downstream.Failure == Child.Failure {
  typealias Input = Child
  typealias Failure = Child.Failure

  private let lock = NSLock()
  private var downstream: Downstream?
  private var upstream: Subscription?
  private var upstreamFinished = false
  /// The number of the latest child; values from earlier ones are ignored.
  private var latest = 0
  /// The latest child's subscription, once it has arrived.
  private var child: Subscription?
  /// A child has been sent and has not yet finished.
  private var childActive = false
  private var queue: [Child.Output] = []
  private var demand = Subscribers.Demand.none
  private var completion: Subscribers.Completion<Failure>?
  private var terminated = false
  private var delivering = false

  init(downstream: Downstream) {
    self.downstream = downstream
  }

  var description: String { "SwitchToLatest" }

  // MARK: From upstream

  func receive(subscription: Subscription) {
    lock.lock()
    guard upstream == nil, !terminated, let downstream else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstream = subscription
    lock.unlock()
    downstream.receive(subscription: self)
    subscription.request(.unlimited)
  }

  func receive(_ input: Child) -> Subscribers.Demand {
    lock.lock()
    guard !terminated else {
      lock.unlock()
      return .none
    }
    latest += 1
    let id = latest
    let previous = child
    child = nil
    childActive = true
    lock.unlock()
    previous?.cancel()
    input.subscribe(SwitchToLatestChild(self, id: id))
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard !terminated else {
      lock.unlock()
      return
    }
    upstream = nil
    switch completion {
    case .failure:
      failAndUnlock(completion)
    case .finished:
      upstreamFinished = true
      if !childActive {
        terminated = true
        self.completion = .finished
      }
      drainAndUnlock()
    }
  }

  // MARK: From the children

  func attach(_ subscription: Subscription, child id: Int) {
    lock.lock()
    guard !terminated, id == latest, child == nil else {
      lock.unlock()
      subscription.cancel()
      return
    }
    child = subscription
    let wanted = demand
    lock.unlock()
    if wanted > 0 { subscription.request(wanted) }
  }

  func receive(_ value: Child.Output, child id: Int) {
    lock.lock()
    guard !terminated, id == latest else {
      lock.unlock()
      return
    }
    queue.append(value)
    drainAndUnlock()
  }

  func receive(completion: Subscribers.Completion<Failure>, child id: Int) {
    lock.lock()
    guard !terminated, id == latest else {
      lock.unlock()
      return
    }
    child = nil
    childActive = false
    switch completion {
    case .failure:
      failAndUnlock(completion)
    case .finished:
      if upstreamFinished {
        terminated = true
        self.completion = .finished
      }
      drainAndUnlock()
    }
  }

  // MARK: From downstream

  func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    lock.lock()
    guard downstream != nil else {
      lock.unlock()
      return
    }
    self.demand += demand
    let child = terminated ? nil : self.child
    lock.unlock()
    child?.request(demand)
    lock.lock()
    drainAndUnlock()
  }

  func cancel() {
    lock.lock()
    downstream = nil
    completion = nil
    let subscriptions = stopListening()
    lock.unlock()
    for subscription in subscriptions { subscription.cancel() }
  }

  // MARK: Helpers (called with the lock held)

  private func stopListening() -> [Subscription] {
    terminated = true
    queue.removeAll()
    let subscriptions = [upstream, child].compactMap { $0 }
    upstream = nil
    child = nil
    return subscriptions
  }

  private func failAndUnlock(_ failure: Subscribers.Completion<Failure>) {
    let subscriptions = stopListening()
    completion = failure
    lock.unlock()
    for subscription in subscriptions { subscription.cancel() }
    lock.lock()
    drainAndUnlock()
  }

  /// Delivers what can be delivered, one caller at a time; returns with the lock released.
  private func drainAndUnlock() {
    guard !delivering else {
      lock.unlock()
      return
    }
    delivering = true
    while let downstream {
      if let completion, queue.isEmpty {
        self.completion = nil
        self.downstream = nil
        lock.unlock()
        downstream.receive(completion: completion)
        lock.lock()
      } else if demand > 0, !queue.isEmpty {
        let value = queue.removeFirst()
        demand -= 1
        lock.unlock()
        let more = downstream.receive(value)
        lock.lock()
        guard more > 0 else { continue }
        demand += more
        let child = terminated ? nil : self.child
        lock.unlock()
        child?.request(more)
        lock.lock()
      } else {
        break
      }
    }
    delivering = false
    lock.unlock()
  }
}

/// Subscribes to one publisher sent to `switchToLatest` and passes on what it sends.
private final class SwitchToLatestChild<Child: Publisher, Downstream: Subscriber>: Subscriber,
  CustomStringConvertible
where Downstream.Input == Child.Output, Downstream.Failure == Child.Failure {
  typealias Input = Child.Output
  typealias Failure = Child.Failure

  private let parent: SwitchToLatestSubscription<Child, Downstream>
  private let id: Int

  init(_ parent: SwitchToLatestSubscription<Child, Downstream>, id: Int) {
    self.parent = parent
    self.id = id
  }

  var description: String { "SwitchToLatest" }

  func receive(subscription: Subscription) {
    parent.attach(subscription, child: id)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    parent.receive(input, child: id)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    parent.receive(completion: completion, child: id)
  }
}
