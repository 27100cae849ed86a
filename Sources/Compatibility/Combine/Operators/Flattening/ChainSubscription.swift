import Foundation

/// The subscription of an operator that subscribes to publishers one after another — the
/// prefix then the suffix (`append`), the upstream then its replacement (`catch`), the
/// upstream again (`retry`). The subscriber gets this subscription from the first publisher to
/// attach; each later one is asked for whatever the subscriber still wants. Each publisher is a
/// link, numbered; events from a link that has ended are ignored. A link subscribed while
/// another is being subscribed waits for it, so publishers that complete at once don't recurse.
final class ChainSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible,
  @unchecked Sendable
{
  typealias Output = Downstream.Input

  private let lock = NSLock()
  private var downstream: Downstream?
  /// The number of the current link.
  private var link = 0
  /// The current link's subscription, once it has arrived.
  private var current: Subscription?
  /// What the subscriber asked for and has not yet received.
  private var demand = Subscribers.Demand.none
  /// The subscriber has its subscription.
  private var started = false
  /// Completed or cancelled.
  private var done = false
  /// Links waiting to be subscribed, while another is being subscribed.
  private var pending: [(Int) -> Void] = []
  private var subscribing = false
  let description: String

  init(_ description: String, downstream: Downstream) {
    self.description = description
    self.downstream = downstream
  }

  /// Subscribes the current link with `subscribe`, which is given the link's number.
  func subscribeLink(_ subscribe: @escaping (Int) -> Void) {
    lock.lock()
    guard !done else {
      lock.unlock()
      return
    }
    pending.append(subscribe)
    guard !subscribing else {
      lock.unlock()
      return
    }
    subscribing = true
    while !done, !pending.isEmpty {
      let next = pending.removeFirst()
      let number = link
      lock.unlock()
      next(number)
      lock.lock()
    }
    pending.removeAll()
    subscribing = false
    lock.unlock()
  }

  // MARK: From the links

  /// A link's subscription: the first goes to the subscriber; later ones are asked for what the
  /// subscriber still wants.
  func attach(_ subscription: Subscription, link number: Int) {
    lock.lock()
    guard !done, number == link, current == nil, let downstream else {
      lock.unlock()
      subscription.cancel()
      return
    }
    current = subscription
    guard started else {
      started = true
      lock.unlock()
      downstream.receive(subscription: self)
      return
    }
    let wanted = demand
    lock.unlock()
    if wanted > 0 { subscription.request(wanted) }
  }

  /// Passes a link's value on, returning what the subscriber asks for in addition.
  func receive(_ value: Output, link number: Int) -> Subscribers.Demand {
    lock.lock()
    guard !done, number == link, let downstream else {
      lock.unlock()
      return .none
    }
    demand -= 1
    lock.unlock()
    let more = downstream.receive(value)
    lock.lock()
    demand += more
    lock.unlock()
    return more
  }

  /// Ends link `number`, if it is the current one: its events are ignored from now on, and the
  /// caller either subscribes the next link or finishes.
  func endLink(_ number: Int) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard !done, number == link else { return false }
    link += 1
    current = nil
    return true
  }

  /// Sends the completion downstream, once.
  func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
    lock.lock()
    guard !done, let downstream else {
      lock.unlock()
      return
    }
    done = true
    self.downstream = nil
    let current = self.current
    self.current = nil
    pending.removeAll()
    lock.unlock()
    current?.cancel()
    downstream.receive(completion: completion)
  }

  // MARK: From downstream

  func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    lock.lock()
    guard !done else {
      lock.unlock()
      return
    }
    self.demand += demand
    let current = self.current
    lock.unlock()
    current?.request(demand)
  }

  func cancel() {
    lock.lock()
    done = true
    downstream = nil
    pending.removeAll()
    let current = self.current
    self.current = nil
    lock.unlock()
    current?.cancel()
  }
}

/// Subscribes to one link of a chain: passes values on, and hands its completion to
/// `completed`, which decides what comes next.
final class ChainLink<Input, Failure: Error, Downstream: Subscriber>: Subscriber,
  CustomStringConvertible
where Downstream.Input == Input {
  private let chain: ChainSubscription<Downstream>
  private let number: Int
  private let completed: (Subscribers.Completion<Failure>) -> Void

  init(
    _ chain: ChainSubscription<Downstream>, link number: Int,
    completed: @escaping (Subscribers.Completion<Failure>) -> Void
  ) {
    self.chain = chain
    self.number = number
    self.completed = completed
  }

  var description: String { chain.description }

  func receive(subscription: Subscription) {
    chain.attach(subscription, link: number)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    chain.receive(input, link: number)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    guard chain.endLink(number) else { return }
    completed(completion)
  }
}
