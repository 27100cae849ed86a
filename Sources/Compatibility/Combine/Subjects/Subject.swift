import Foundation

/// A publisher that code outside any chain feeds by hand: `send(_:)` hands a value to its
/// subscribers and `send(completion:)` ends them. It can also be attached to another publisher with
/// `subscribe(_:)`, and then re-sends what that publisher sends.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Hands `value` to the subscribers that have asked for one; ignored after a completion.
  func send(_ value: Output)
  /// Ends every subscriber with `completion`; later values are ignored, and a later subscriber is
  /// sent the same completion as it attaches.
  func send(completion: Subscribers.Completion<Failure>)
  /// Called when the subject is attached to a publisher: it keeps `subscription` and asks it for
  /// every value.
  func send(subscription: Subscription)
}

extension Subject where Output == Void {
  /// Sends the empty value `()`; shorthand for `send(())`.
  public func send() {
    send(())
  }
}

/// Forwards what a publisher sends to a subject (`publisher.subscribe(subject)`), holding the
/// subject until the publisher completes or the subscription is cancelled.
final class SubjectSubscriber<Downstream: Subject>: Subscriber, Subscription,
  CustomStringConvertible, @unchecked Sendable
{
  private let lock = NSLock()
  private var subject: Downstream?
  private var upstream: Subscription?

  init(_ subject: Downstream) {
    self.subject = subject
  }

  var description: String { "Subject" }

  func receive(subscription: Subscription) {
    lock.lock()
    guard upstream == nil, let subject else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstream = subscription
    lock.unlock()
    subject.send(subscription: self)
  }

  func receive(_ input: Downstream.Output) -> Subscribers.Demand {
    lock.lock()
    let subject = self.subject
    lock.unlock()
    subject?.send(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Downstream.Failure>) {
    lock.lock()
    let subject = self.subject
    self.subject = nil
    upstream = nil
    lock.unlock()
    subject?.send(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    let upstream = self.upstream
    lock.unlock()
    upstream?.request(demand)
  }

  func cancel() {
    lock.lock()
    let upstream = self.upstream
    self.upstream = nil
    subject = nil
    lock.unlock()
    upstream?.cancel()
  }
}

/// What both subjects share: their subscribers, each with its own demand, their upstream
/// subscriptions, and the completion once sent. Values go out with no lock held.
final class SubjectCore<Output, Failure: Error>: @unchecked Sendable {
  let lock = NSLock()
  private var conduits: [SubjectConduit<Output, Failure>] = []
  private var upstreams: [Subscription] = []
  private var completion: Subscribers.Completion<Failure>?
  /// Each subscriber is handed the newest value when it first asks (`CurrentValueSubject`).
  private let keepsLatest: Bool
  /// The subject's value, set by `CurrentValueSubject` once it is initialised.
  var current: () -> Output? = { nil }

  init(keepsLatest: Bool) {
    self.keepsLatest = keepsLatest
  }

  var isCompleted: Bool {
    lock.lock()
    defer { lock.unlock() }
    return completion != nil
  }

  func attach<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
    lock.lock()
    if let completion {
      lock.unlock()
      subscriber.receive(subscription: Subscriptions.empty)
      subscriber.receive(completion: completion)
      return
    }
    let conduit = SubjectConduit(
      core: self, downstream: AnySubscriber(subscriber), pending: keepsLatest)
    conduits.append(conduit)
    lock.unlock()
    subscriber.receive(subscription: conduit)
  }

  func send(_ value: Output) {
    lock.lock()
    guard completion == nil else {
      lock.unlock()
      return
    }
    let targets = conduits
    lock.unlock()
    for conduit in targets { conduit.offer(value) }
  }

  func send(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard self.completion == nil else {
      lock.unlock()
      return
    }
    self.completion = completion
    let targets = conduits
    conduits.removeAll()
    upstreams.removeAll()
    lock.unlock()
    for conduit in targets { conduit.finish(completion) }
  }

  func send(subscription: Subscription) {
    lock.lock()
    guard completion == nil else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstreams.append(subscription)
    lock.unlock()
    subscription.request(.unlimited)
  }

  func currentValue() -> Output? { current() }

  func detach(_ conduit: SubjectConduit<Output, Failure>) {
    lock.lock()
    conduits.removeAll { $0 === conduit }
    lock.unlock()
  }

  deinit {
    for upstream in upstreams { upstream.cancel() }
  }
}

/// One subscriber's subscription to a subject.
final class SubjectConduit<Output, Failure: Error>: Subscription, CustomStringConvertible,
  @unchecked Sendable
{
  private let lock = NSLock()
  private var core: SubjectCore<Output, Failure>?
  private var downstream: AnySubscriber<Output, Failure>?
  private var demand = Subscribers.Demand.none
  /// A value was sent (or the subscriber is new to a current-value subject) while there was no
  /// demand: the subject's value goes out at the next request.
  private var pending: Bool
  private let keepsLatest: Bool

  init(
    core: SubjectCore<Output, Failure>, downstream: AnySubscriber<Output, Failure>, pending: Bool
  ) {
    self.core = core
    self.downstream = downstream
    self.pending = pending
    keepsLatest = pending
  }

  var description: String { "Subject conduit" }

  func offer(_ value: Output) {
    lock.lock()
    guard let downstream else {
      lock.unlock()
      return
    }
    guard demand > 0 else {
      if keepsLatest { pending = true }
      lock.unlock()
      return
    }
    demand -= 1
    pending = false
    lock.unlock()
    let more = downstream.receive(value)
    lock.lock()
    demand += more
    lock.unlock()
  }

  func finish(_ completion: Subscribers.Completion<Failure>) {
    lock.lock()
    let downstream = self.downstream
    self.downstream = nil
    core = nil
    lock.unlock()
    downstream?.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    guard let downstream, demand > 0 else {
      lock.unlock()
      return
    }
    self.demand += demand
    guard pending, let core else {
      lock.unlock()
      return
    }
    pending = false
    self.demand -= 1
    lock.unlock()
    guard let value = core.currentValue() else { return }
    let more = downstream.receive(value)
    lock.lock()
    self.demand += more
    lock.unlock()
  }

  func cancel() {
    lock.lock()
    let core = self.core
    self.core = nil
    downstream = nil
    lock.unlock()
    core?.detach(self)
  }
}
