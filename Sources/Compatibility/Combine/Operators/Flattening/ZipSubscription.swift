import Foundation

/// The subscription a zipping publisher hands downstream. Each request is passed on to every
/// upstream; their values wait in one buffer per upstream, and as soon as every buffer holds
/// one, the oldest of each are combined and sent. Deliveries happen one at a time, with no lock
/// held. It finishes once an upstream has finished and its buffer is empty (no combination can
/// follow), cancelling the others, and fails at the first failure.
final class ZipSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible,
  @unchecked Sendable
{
  typealias Output = Downstream.Input
  typealias Failure = Downstream.Failure

  private let lock = NSLock()
  private var downstream: Downstream?
  private var upstreams: [Subscription?]
  private var buffers: [[Any]]
  private var finished: [Bool]
  private let combine: ([Any]) -> Output?
  /// Everything asked of the upstreams so far, for upstreams that attach later.
  private var requested = Subscribers.Demand.none
  private var demand = Subscribers.Demand.none
  private var queue: [Output] = []
  private var completion: Subscribers.Completion<Failure>?
  /// The outcome is known or the subscriber cancelled: no upstream is listened to.
  private var done = false
  private var delivering = false

  init(downstream: Downstream, upstreamCount: Int, combine: @escaping ([Any]) -> Output?) {
    self.downstream = downstream
    self.combine = combine
    upstreams = Array(repeating: nil, count: upstreamCount)
    buffers = Array(repeating: [], count: upstreamCount)
    finished = Array(repeating: false, count: upstreamCount)
  }

  var description: String { "Zip" }

  /// Hands `downstream` its subscription, then subscribes each upstream.
  func start(subscribingUpstreams subscribe: (ZipSubscription) -> Void) {
    lock.lock()
    let downstream = self.downstream
    lock.unlock()
    downstream?.receive(subscription: self)
    subscribe(self)
  }

  // MARK: From upstreams

  func attach(_ subscription: Subscription, at index: Int) {
    lock.lock()
    guard !done, upstreams.indices.contains(index), upstreams[index] == nil, !finished[index]
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

  func receive(_ value: Any, at index: Int) {
    lock.lock()
    guard !done, buffers.indices.contains(index) else {
      lock.unlock()
      return
    }
    buffers[index].append(value)
    if !buffers.contains(where: \.isEmpty) {
      let heads = buffers.indices.map { buffers[$0].removeFirst() }
      if let output = combine(heads) { queue.append(output) }
    }
    finishIfExhaustedAndUnlock()
  }

  func receive(completion: Subscribers.Completion<Failure>, at index: Int) {
    lock.lock()
    guard !done, upstreams.indices.contains(index) else {
      lock.unlock()
      return
    }
    upstreams[index] = nil
    switch completion {
    case .failure:
      queue.removeAll()
      endAndUnlock(completion)
    case .finished:
      finished[index] = true
      finishIfExhaustedAndUnlock()
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
    let attached = askUpstreams(for: demand)
    lock.unlock()
    for upstream in attached { upstream.request(demand) }
    lock.lock()
    drainAndUnlock()
  }

  func cancel() {
    lock.lock()
    downstream = nil
    done = true
    queue.removeAll()
    buffers = buffers.map { _ in [] }
    completion = nil
    let attached = upstreams.compactMap { $0 }
    upstreams = upstreams.map { _ in nil }
    lock.unlock()
    for upstream in attached { upstream.cancel() }
  }

  // MARK: Helpers (called with the lock held)

  /// Records a request to pass on to the upstreams, returning those attached.
  private func askUpstreams(for demand: Subscribers.Demand) -> [Subscription] {
    let alreadyUnlimited = requested == .unlimited
    requested += demand
    return done || alreadyUnlimited ? [] : upstreams.compactMap { $0 }
  }

  /// Finishes if an upstream has finished with nothing left in its buffer; then delivers.
  private func finishIfExhaustedAndUnlock() {
    let exhausted = finished.indices.contains { finished[$0] && buffers[$0].isEmpty }
    guard exhausted else {
      drainAndUnlock()
      return
    }
    endAndUnlock(.finished)
  }

  /// Stops listening, cancels the upstreams and sends `completion` after the queue.
  private func endAndUnlock(_ completion: Subscribers.Completion<Failure>) {
    done = true
    self.completion = completion
    buffers = buffers.map { _ in [] }
    let others = upstreams.compactMap { $0 }
    upstreams = upstreams.map { _ in nil }
    lock.unlock()
    for upstream in others { upstream.cancel() }
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
        let attached = askUpstreams(for: more)
        lock.unlock()
        for upstream in attached { upstream.request(more) }
        lock.lock()
      } else {
        break
      }
    }
    delivering = false
    lock.unlock()
  }
}

/// Subscribes to one upstream of a zip and passes its values and completion on.
final class ZipSide<Input, Downstream: Subscriber>: Subscriber, CustomStringConvertible {
  typealias Failure = Downstream.Failure

  private let zip: ZipSubscription<Downstream>
  private let index: Int

  init(_ zip: ZipSubscription<Downstream>, index: Int) {
    self.zip = zip
    self.index = index
  }

  var description: String { "Zip" }

  func receive(subscription: Subscription) {
    zip.attach(subscription, at: index)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    zip.receive(input, at: index)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    zip.receive(completion: completion, at: index)
  }
}
