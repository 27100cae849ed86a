import Foundation

/// The subscription of `flatMap`: upstream is asked for `maxPublishers` elements at once, and
/// for one more each time a child publisher finishes. Each child is asked for one element at a
/// time (everything, once the subscriber's demand is unlimited), so at most one of its values
/// waits here. Values go downstream one at a time, in the order they arrived, with no lock held.
/// It finishes when upstream and every child have finished, and fails at the first failure.
final class FlatMapSubscription<Upstream: Publisher, Child: Publisher, Downstream: Subscriber>:
  Subscriber, Subscription, CustomStringConvertible, @unchecked Sendable
where
  Child.Failure == Upstream.Failure, Downstream.Input == Child.Output,
  Downstream.Failure == Upstream.Failure
{
  typealias Input = Upstream.Output
  typealias Failure = Upstream.Failure
  typealias Output = Child.Output

  /// A child publisher's subscription, once it has arrived, and whether it was asked for
  /// everything.
  private struct ChildState {
    var subscription: Subscription?
    var unlimited = false
  }

  private let lock = NSLock()
  private var downstream: Downstream?
  private var upstream: Subscription?
  private var upstreamFinished = false
  private let maxPublishers: Subscribers.Demand
  private let transform: (Input) -> Child
  private var children: [Int: ChildState] = [:]
  private var nextChild = 0
  /// Values received and not yet delivered, with the child each came from.
  private var queue: [(child: Int, value: Output)] = []
  /// What the subscriber asked for and has not yet received.
  private var demand = Subscribers.Demand.none
  /// The completion to send once the queue is empty (a failure empties it).
  private var completion: Subscribers.Completion<Failure>?
  /// The outcome is known, or the subscriber cancelled: nothing upstream is listened to.
  private var terminated = false
  private var delivering = false

  init(
    downstream: Downstream, maxPublishers: Subscribers.Demand,
    transform: @escaping (Input) -> Child
  ) {
    self.downstream = downstream
    self.maxPublishers = maxPublishers
    self.transform = transform
  }

  var description: String { "FlatMap" }

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
    lock.lock()
    let live = terminated ? nil : upstream
    lock.unlock()
    if maxPublishers > 0 { live?.request(maxPublishers) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard !terminated else {
      lock.unlock()
      return .none
    }
    let id = nextChild
    nextChild += 1
    children[id] = ChildState()
    lock.unlock()
    transform(input).subscribe(FlatMapChild(self, id: id))
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
      if children.isEmpty {
        terminated = true
        self.completion = .finished
      }
      drainAndUnlock()
    }
  }

  // MARK: From children

  func attach(_ subscription: Subscription, child id: Int) {
    lock.lock()
    guard !terminated, let child = children[id], child.subscription == nil else {
      lock.unlock()
      subscription.cancel()
      return
    }
    let unlimited = demand == .unlimited
    children[id] = ChildState(subscription: subscription, unlimited: unlimited)
    lock.unlock()
    subscription.request(unlimited ? .unlimited : .max(1))
  }

  func receive(_ value: Output, child id: Int) {
    lock.lock()
    guard children[id] != nil else {
      lock.unlock()
      return
    }
    queue.append((id, value))
    drainAndUnlock()
  }

  func receive(completion: Subscribers.Completion<Failure>, child id: Int) {
    lock.lock()
    guard !terminated, children[id] != nil else {
      lock.unlock()
      return
    }
    children[id] = nil
    if case .failure = completion {
      failAndUnlock(completion)
      return
    }
    var replenish: Subscription?
    if upstreamFinished {
      if children.isEmpty {
        terminated = true
        self.completion = .finished
      }
    } else if maxPublishers != .unlimited {
      replenish = upstream
    }
    lock.unlock()
    replenish?.request(.max(1))
    lock.lock()
    drainAndUnlock()
  }

  // MARK: From downstream

  func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    lock.lock()
    guard downstream != nil else {
      lock.unlock()
      return
    }
    let unlimit = raiseDemand(by: demand)
    lock.unlock()
    for child in unlimit { child.request(.unlimited) }
    lock.lock()
    drainAndUnlock()
  }

  func cancel() {
    lock.lock()
    downstream = nil
    let subscriptions = stopListening()
    completion = nil
    lock.unlock()
    for subscription in subscriptions { subscription.cancel() }
  }

  // MARK: Helpers (called with the lock held)

  /// Adds to the subscriber's demand; when it becomes unlimited, returns the children to ask
  /// for everything (marked as asked).
  private func raiseDemand(by more: Subscribers.Demand) -> [Subscription] {
    let wasUnlimited = demand == .unlimited
    demand += more
    guard !wasUnlimited, demand == .unlimited else { return [] }
    var unlimit: [Subscription] = []
    for (id, child) in children where !child.unlimited {
      guard let subscription = child.subscription else { continue }
      children[id]?.unlimited = true
      unlimit.append(subscription)
    }
    return unlimit
  }

  /// Forgets upstream, the children and the queue, returning the subscriptions to cancel.
  private func stopListening() -> [Subscription] {
    terminated = true
    queue.removeAll()
    var subscriptions = children.values.compactMap(\.subscription)
    if let upstream { subscriptions.append(upstream) }
    upstream = nil
    children.removeAll()
    return subscriptions
  }

  /// Records the failure, cancels everything else, and sends it. Returns with the lock released.
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
        let (id, value) = queue.removeFirst()
        demand -= 1
        lock.unlock()
        let more = downstream.receive(value)
        lock.lock()
        let unlimit = more > 0 ? raiseDemand(by: more) : []
        // The child whose value went out may send another.
        var refill: Subscription?
        if let child = children[id], !child.unlimited { refill = child.subscription }
        guard refill != nil || !unlimit.isEmpty else { continue }
        lock.unlock()
        refill?.request(.max(1))
        for child in unlimit { child.request(.unlimited) }
        lock.lock()
      } else {
        break
      }
    }
    delivering = false
    lock.unlock()
  }
}

/// Subscribes to one child publisher of a `flatMap` and passes on what it sends.
private final class FlatMapChild<Upstream: Publisher, Child: Publisher, Downstream: Subscriber>:
  Subscriber, CustomStringConvertible
where
  Child.Failure == Upstream.Failure, Downstream.Input == Child.Output,
  Downstream.Failure == Upstream.Failure
{
  typealias Input = Child.Output
  typealias Failure = Child.Failure

  private let parent: FlatMapSubscription<Upstream, Child, Downstream>
  private let id: Int

  init(_ parent: FlatMapSubscription<Upstream, Child, Downstream>, id: Int) {
    self.parent = parent
    self.id = id
  }

  var description: String { "FlatMap" }

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
