import Foundation

/// The subscription of the operators that hand every value and the completion to a scheduler
/// (`receive(on:)`, `delay`, `timeout`): the subscription passes through at once, the
/// subscriber's requests go straight upstream, and each value and the completion are delivered
/// by `schedule`. Work still waiting on the scheduler delivers nothing once the subscriber has
/// cancelled.
///
/// Each scheduled action delivers the oldest event not yet delivered, one at a time, so a
/// concurrent scheduler (a global queue, an operation queue) cannot reorder them or overlap
/// calls to the subscriber.
///
/// A timeout arms a timer through `arm` when the subscription arrives and again at each value;
/// only the newest timer counts, and when it fires upstream is cancelled and the subscriber
/// receives the timeout's completion.
final class ScheduledRelay<Input, Failure: Error, Downstream: Subscriber>: Subscriber,
  Subscription, CustomStringConvertible, @unchecked Sendable
where Downstream.Input == Input, Downstream.Failure == Failure {
  private let lock = NSLock()
  private let downstream: Downstream
  private var upstream: Subscription?
  /// Set when upstream completes or times out: nothing more is taken from it.
  private var upstreamDone = false
  /// Set when the subscriber has cancelled or received its completion: nothing more is sent.
  private var terminated = false
  /// Counts the timeout timers armed; a timer that is not the newest does nothing.
  private var generation: UInt64 = 0
  /// Values and the completion handed to the scheduler and not yet delivered, oldest first.
  private var events = DeliveryQueue<Event>()
  /// How many scheduled actions have run whose events are still in `events`.
  private var due = 0
  private var delivering = false
  private let schedule: (@escaping () -> Void) -> Void
  private let arm: ((ScheduledRelay, UInt64) -> Void)?
  let description: String

  init(
    _ description: String, downstream: Downstream,
    arm: ((ScheduledRelay, UInt64) -> Void)? = nil,
    schedule: @escaping (@escaping () -> Void) -> Void
  ) {
    self.description = description
    self.downstream = downstream
    self.arm = arm
    self.schedule = schedule
  }

  // MARK: From upstream

  func receive(subscription: Subscription) {
    lock.lock()
    guard upstream == nil, !upstreamDone, !terminated else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstream = subscription
    lock.unlock()
    downstream.receive(subscription: self)
    rearm()
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard !upstreamDone, !terminated else {
      lock.unlock()
      return .none
    }
    events.append(.value(input))
    lock.unlock()
    rearm()
    schedule { self.deliverNext() }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard !upstreamDone, !terminated else {
      lock.unlock()
      return
    }
    upstreamDone = true
    upstream = nil
    events.append(.completion(completion))
    lock.unlock()
    schedule { self.deliverNext() }
  }

  // MARK: Timeout

  /// Arms a new timeout timer, if this relay has one.
  private func rearm() {
    guard let arm else { return }
    lock.lock()
    generation &+= 1
    let current = generation
    let stopped = upstreamDone || terminated
    lock.unlock()
    if !stopped { arm(self, current) }
  }

  /// Called when the timer armed as `generation` fires: if no value came since, and upstream
  /// has not completed, upstream is cancelled and the subscriber receives `completion`.
  func timeOut(generation: UInt64, with completion: () -> Subscribers.Completion<Failure>) {
    lock.lock()
    guard generation == self.generation, !upstreamDone, !terminated else {
      lock.unlock()
      return
    }
    upstreamDone = true
    let upstream = self.upstream
    self.upstream = nil
    lock.unlock()
    upstream?.cancel()
    let completion = completion()
    lock.lock()
    events.append(.completion(completion))
    lock.unlock()
    schedule { self.deliverNext() }
  }

  // MARK: Delivery

  private enum Event {
    case value(Input)
    case completion(Subscribers.Completion<Failure>)
  }

  /// Run by each scheduled action: delivers the oldest undelivered event, or leaves it to the
  /// action already delivering.
  private func deliverNext() {
    lock.lock()
    due += 1
    guard !delivering else {
      lock.unlock()
      return
    }
    delivering = true
    while due > 0, !terminated, let event = events.popFirst() {
      due -= 1
      switch event {
      case .value(let input):
        lock.unlock()
        let more = downstream.receive(input)
        lock.lock()
        if more > 0, let upstream {
          lock.unlock()
          upstream.request(more)
          lock.lock()
        }
      case .completion(let completion):
        terminated = true
        events.removeAll()
        lock.unlock()
        downstream.receive(completion: completion)
        lock.lock()
      }
    }
    delivering = false
    lock.unlock()
  }

  // MARK: From downstream

  func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    lock.lock()
    let upstream = terminated ? nil : self.upstream
    lock.unlock()
    upstream?.request(demand)
  }

  func cancel() {
    lock.lock()
    terminated = true
    upstreamDone = true
    events.removeAll()
    let upstream = self.upstream
    self.upstream = nil
    lock.unlock()
    upstream?.cancel()
  }
}

/// A first-in first-out queue whose removals from the front take constant time on average (an
/// element removed is released at once).
struct DeliveryQueue<Element> {
  private var storage: [Element?] = []
  private var head = 0

  /// The number of elements queued.
  var count: Int { storage.count - head }

  /// Adds an element at the back.
  mutating func append(_ element: Element) {
    storage.append(element)
  }

  /// Removes and returns the oldest element, if any.
  mutating func popFirst() -> Element? {
    guard head < storage.count else { return nil }
    let first = storage[head]
    storage[head] = nil
    head += 1
    if head == storage.count {
      storage.removeAll(keepingCapacity: true)
      head = 0
    } else if head >= 32, head * 2 >= storage.count {
      storage.removeFirst(head)
      head = 0
    }
    return first
  }

  /// Removes the oldest element, if any.
  mutating func dropFirst() {
    _ = popFirst()
  }

  /// Removes every element.
  mutating func removeAll() {
    storage.removeAll()
    head = 0
  }
}
