import Foundation

/// The subscription a merging or combining publisher hands downstream. Upstreams attach by
/// index; their values wait in a buffer until the subscriber has demand and are delivered one
/// at a time, never re-entrantly, whichever threads they arrive on. A merge passes each request
/// on to every upstream; a combination asks its upstreams for everything and keeps only the
/// newest combination while the subscriber has no demand. The publisher finishes when every upstream has finished and the buffer is
/// empty, and fails at the first failure, cancelling the other upstreams.
final class FanInSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
  typealias Output = Downstream.Input
  typealias Failure = Downstream.Failure

  private let lock = NSLock()
  private var downstream: Downstream?
  private var upstreams: [Subscription?]
  private var finished: [Bool]
  /// Everything asked of the upstreams so far, for upstreams that attach later.
  private var requested = Subscribers.Demand.none
  /// What the subscriber asked for and has not yet received.
  private var demand = Subscribers.Demand.none
  private var buffer: [Output] = []
  /// Keep only the newest buffered value (combining publishers deliver the latest state).
  private let keepsLatestOnly: Bool
  private var completion: Subscribers.Completion<Failure>?
  private var delivering = false
  /// Set when the outcome is known (failure, all finished, or cancelled): no upstream is
  /// listened to any more.
  private var upstreamsDone = false

  init(downstream: Downstream, upstreamCount: Int, keepsLatestOnly: Bool) {
    self.downstream = downstream
    self.keepsLatestOnly = keepsLatestOnly
    upstreams = Array(repeating: nil, count: upstreamCount)
    finished = Array(repeating: false, count: upstreamCount)
  }

  /// Hands `downstream` its subscription, then subscribes each upstream (so an upstream that
  /// completes at once cannot complete the subscriber before it has its subscription).
  func start(subscribingUpstreams subscribe: (FanInSubscription) -> Void) {
    lock.lock()
    let downstream = self.downstream
    lock.unlock()
    downstream?.receive(subscription: self)
    subscribe(self)
    lock.lock()
    // No upstreams at all (an empty `MergeMany`): finished at once.
    if upstreams.isEmpty, completion == nil, !upstreamsDone {
      upstreamsDone = true
      completion = .finished
    }
    drainAndUnlock()
  }

  // MARK: From upstreams

  func attach(_ subscription: Subscription, at index: Int) {
    lock.lock()
    guard !upstreamsDone, upstreams.indices.contains(index), upstreams[index] == nil,
      !finished[index]
    else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstreams[index] = subscription
    let pending = requested
    lock.unlock()
    if pending > 0 { subscription.request(pending) }
  }

  func receive(_ value: Output) {
    lock.lock()
    guard !upstreamsDone else {
      lock.unlock()
      return
    }
    if keepsLatestOnly { buffer.removeAll(keepingCapacity: true) }
    buffer.append(value)
    drainAndUnlock()
  }

  /// Runs `update` under the lock, and buffers the value it returns, if any.
  func receive(updating update: () -> Output?) {
    lock.lock()
    guard !upstreamsDone else {
      lock.unlock()
      return
    }
    if let value = update() {
      if keepsLatestOnly { buffer.removeAll(keepingCapacity: true) }
      buffer.append(value)
    }
    drainAndUnlock()
  }

  func receive(completion: Subscribers.Completion<Failure>, at index: Int) {
    lock.lock()
    guard !upstreamsDone, upstreams.indices.contains(index) else {
      lock.unlock()
      return
    }
    switch completion {
    case .failure:
      upstreamsDone = true
      self.completion = completion
      buffer.removeAll()
      var others = upstreams
      others[index] = nil
      upstreams = Array(repeating: nil, count: upstreams.count)
      lock.unlock()
      for other in others { other?.cancel() }
      lock.lock()
    case .finished:
      finished[index] = true
      upstreams[index] = nil
      if !finished.contains(false) {
        upstreamsDone = true
        self.completion = .finished
      }
    }
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
    self.demand += demand
    let upstreamDemand = keepsLatestOnly ? Subscribers.Demand.unlimited : demand
    let alreadyUnlimited = requested == .unlimited
    requested += upstreamDemand
    let attached = upstreamsDone || alreadyUnlimited ? [] : upstreams.compactMap { $0 }
    lock.unlock()
    for upstream in attached { upstream.request(upstreamDemand) }
    lock.lock()
    drainAndUnlock()
  }

  func cancel() {
    lock.lock()
    downstream = nil
    upstreamsDone = true
    buffer.removeAll()
    completion = nil
    let attached = upstreams
    upstreams = Array(repeating: nil, count: upstreams.count)
    lock.unlock()
    for upstream in attached { upstream?.cancel() }
  }

  // MARK: Delivery

  /// Delivers what can be delivered. Called with the lock held; returns with it released. Only
  /// one caller delivers at a time: others leave their values in the buffer for it.
  /// Passes demand the subscriber returned from `receive(_:)` on to the upstreams, as a request
  /// would (a combination already asked for everything). Called and returns with the lock held.
  private func askUpstreamsAndRelock(for more: Subscribers.Demand) {
    guard !keepsLatestOnly, requested != .unlimited, !upstreamsDone else { return }
    requested += more
    let attached = upstreams.compactMap { $0 }
    lock.unlock()
    for upstream in attached { upstream.request(more) }
    lock.lock()
  }

  private func drainAndUnlock() {
    guard !delivering else {
      lock.unlock()
      return
    }
    delivering = true
    while let downstream {
      if !buffer.isEmpty, demand > 0 {
        let value = buffer.removeFirst()
        demand -= 1
        lock.unlock()
        let more = downstream.receive(value)
        lock.lock()
        if more > 0 {
          demand += more
          askUpstreamsAndRelock(for: more)
        }
      } else if let completion, buffer.isEmpty {
        self.completion = nil
        self.downstream = nil
        lock.unlock()
        downstream.receive(completion: completion)
        lock.lock()
      } else {
        break
      }
    }
    delivering = false
    lock.unlock()
  }
}

/// Subscribes to one upstream of a merge and passes its values and completion on.
final class MergeSide<Downstream: Subscriber>: Subscriber {
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let fanIn: FanInSubscription<Downstream>
  private let index: Int

  init(_ fanIn: FanInSubscription<Downstream>, index: Int) {
    self.fanIn = fanIn
    self.index = index
  }

  func receive(subscription: Subscription) {
    fanIn.attach(subscription, at: index)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    fanIn.receive(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    fanIn.receive(completion: completion, at: index)
  }
}

/// The latest value of each upstream of a combining publisher, and the combination of them all
/// once each has sent one. Only touched under the fan-in's lock.
final class LatestValues<Output>: @unchecked Sendable {
  private var values: [Any?]
  private let combine: ([Any]) -> Output?

  init(count: Int, combine: @escaping ([Any]) -> Output?) {
    values = Array(repeating: nil, count: count)
    self.combine = combine
  }

  func update(_ value: Any, at index: Int) -> Output? {
    values[index] = value
    let all = values.compactMap { $0 }
    return all.count == values.count ? combine(all) : nil
  }
}

/// Subscribes to one upstream of a combining publisher and records its latest value.
final class LatestSide<Input, Downstream: Subscriber>: Subscriber {
  typealias Failure = Downstream.Failure

  private let fanIn: FanInSubscription<Downstream>
  private let latest: LatestValues<Downstream.Input>
  private let index: Int

  init(
    _ fanIn: FanInSubscription<Downstream>, _ latest: LatestValues<Downstream.Input>, index: Int
  ) {
    self.fanIn = fanIn
    self.latest = latest
    self.index = index
  }

  func receive(subscription: Subscription) {
    fanIn.attach(subscription, at: index)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    fanIn.receive { latest.update(input, at: index) }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    fanIn.receive(completion: completion, at: index)
  }
}
